import { useQuery } from '@tanstack/react-query';
import { startupAccessRoutes } from '@baobab/contracts/startup-access-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { startupsKeys } from './startups-keys';

/**
 * The startups whose financials or a data room were shared with the signed-in reader, for the
 * "Shared with you" badge on cards and detail pages: one small request, whatever the page shows.
 */
export function useSharedStartupIds(isSignedIn: boolean) {
  return useQuery({
    queryKey: startupsKeys.sharedWithMe,
    queryFn: () => callEndpoint(startupAccessRoutes.sharedWithMe),
    enabled: isSignedIn,
    select: (data) => new Set(data.startupIds),
  });
}
