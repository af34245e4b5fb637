import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardMatches } from '@baobab/contracts/insights-api';
import { apiGet } from '@/lib/api';

export const dashboardMatchesQuery = queryOptions({
  queryKey: ['/api/dashboard/matches'],
  queryFn: () => apiGet<DashboardMatches>('/api/dashboard/matches'),
  // New investors and startups join while the user is elsewhere.
  staleTime: 0,
});

export const useDashboardMatches = (enabled: boolean) => useQuery({ ...dashboardMatchesQuery, enabled });
