import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardRoutes } from '@baobab/contracts/dashboard-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { dashboardKeys } from './dashboard-keys';

export const dashboardMatchesQuery = queryOptions({
  queryKey: dashboardKeys.matches(),
  queryFn: () => callEndpoint(dashboardRoutes.matches),
  // New investors and startups join while the user is elsewhere.
  staleTime: 0,
});

export const useDashboardMatches = (enabled: boolean) => useQuery({ ...dashboardMatchesQuery, enabled });
