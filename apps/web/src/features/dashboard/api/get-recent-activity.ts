import { useQuery } from '@tanstack/react-query';
import { dashboardRoutes } from '@baobab/contracts/dashboard-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { dashboardKeys } from './dashboard-keys';

export const useRecentActivity = (enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.activity(),
    queryFn: () => callEndpoint(dashboardRoutes.activity),
    enabled,
    // New messages arrive while the user is elsewhere; read fresh on each visit.
    staleTime: 0,
  });
