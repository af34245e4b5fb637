import { useQuery } from '@tanstack/react-query';
import type { ActivityItem } from '@baobab/contracts/dashboard';
import { apiGet } from '@/lib/api';

export const useRecentActivity = (enabled: boolean) =>
  useQuery({
    queryKey: ['/api/dashboard/activity'],
    queryFn: () => apiGet<ActivityItem[]>('/api/dashboard/activity'),
    enabled,
    // New messages arrive while the user is elsewhere; read fresh on each visit.
    staleTime: 0,
  });
