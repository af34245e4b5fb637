import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardRoutes } from '@baobab/contracts/dashboard-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { dashboardKeys } from './dashboard-keys';

export const dashboardStatsQuery = queryOptions({
  queryKey: dashboardKeys.stats(),
  queryFn: () => callEndpoint(dashboardRoutes.stats),
  // Views change while the user is elsewhere; read fresh figures on each visit.
  staleTime: 0,
});

export const useDashboardStats = (enabled: boolean) => useQuery({ ...dashboardStatsQuery, enabled });
