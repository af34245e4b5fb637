import { useQuery } from '@tanstack/react-query';
import type { SharedWithMe } from '@baobab/contracts/viewer-relations';
import { apiGet } from '@/lib/api';

/**
 * The startups whose financials or a data room were shared with the signed-in reader, for the
 * "Shared with you" badge on cards and detail pages: one small request, whatever the page shows.
 */
export function useSharedStartupIds(isSignedIn: boolean) {
  return useQuery({
    queryKey: ['/api/startup-access/shared-with-me'],
    queryFn: () => apiGet<SharedWithMe>('/api/startup-access/shared-with-me'),
    enabled: isSignedIn,
    select: (data) => new Set(data.startupIds),
  });
}
