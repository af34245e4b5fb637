import { useQuery } from '@tanstack/react-query';
import { dashboardEndpoints } from '@baobab/contracts/dashboard-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { dashboardKeys } from './dashboard-keys';

export const useRecentActivity = (enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.activity(),
    queryFn: () => callEndpoint(dashboardEndpoints.activity),
    enabled,
    // New messages arrive while the user is elsewhere; read fresh on each visit.
    staleTime: 0,
  });
