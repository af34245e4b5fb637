import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@baobab/contracts/dashboard';
import { apiGet } from '@/lib/api';

export const dashboardStatsQuery = queryOptions({
  queryKey: ['/api/dashboard/stats'],
  queryFn: () => apiGet<DashboardStats>('/api/dashboard/stats'),
  // Views change while the user is elsewhere; read fresh figures on each visit.
  staleTime: 0,
});

export const useDashboardStats = (enabled: boolean) => useQuery({ ...dashboardStatsQuery, enabled });
