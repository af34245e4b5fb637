import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { UPDATE_FEED_PAGE_SIZE } from '@baobab/contracts/updates-texts';
import { metricsRoutes } from '@baobab/contracts/metrics-routes';
import { updatesRoutes } from '@baobab/contracts/updates-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { updatesKeys } from './updates-keys';

/** Where the feed's next page starts: after every item shown so far, while the server says there is more. */
export const nextFeedOffset = (last: { hasMore: boolean }, pages: readonly unknown[]): number | undefined =>
  last.hasMore ? pages.length * UPDATE_FEED_PAGE_SIZE : undefined;

/** The signed-in user's feed, newest first, a page of 20 at a time ('Show more'). */
export const useUpdateFeed = (enabled = true) =>
  useInfiniteQuery({
    queryKey: updatesKeys.feed(),
    queryFn: ({ pageParam }) => callEndpoint(updatesRoutes.feed, { query: { limit: UPDATE_FEED_PAGE_SIZE, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: nextFeedOffset,
    enabled,
  });

/** The founder's drafts and sent updates of one startup, with open counts. */
export const useStartupUpdates = (startupId: number | undefined) =>
  useQuery({
    queryKey: updatesKeys.startup(startupId ?? 0),
    queryFn: () => callEndpoint(updatesRoutes.startupUpdates, { params: { id: startupId! } }),
    enabled: startupId !== undefined,
  });

/** That company's updates sent to the signed-in user, with their figures (the portfolio company page). */
export const useReceivedUpdates = (startupId: number) =>
  useQuery({ queryKey: updatesKeys.received(startupId), queryFn: () => callEndpoint(updatesRoutes.receivedFromStartup, { params: { id: startupId } }) });

/**
 * One update. Reading it as a recipient records the open, so it is not refetched on focus; the
 * founder's view refreshes with the replies.
 */
export const useUpdate = (id: number, enabled = true) =>
  useQuery({ queryKey: updatesKeys.detail(id), queryFn: () => callEndpoint(updatesRoutes.get, { params: { id } }), refetchOnWindowFocus: false, retry: false, enabled });

export const useUpdateReplies = (id: number, enabled: boolean) =>
  useQuery({ queryKey: updatesKeys.replies(id), queryFn: () => callEndpoint(updatesRoutes.replies, { params: { id } }), enabled });

/** Who the draft would go to if sent now (asked when the founder opens the send confirmation). */
export const useAudiencePreview = (id: number, enabled: boolean) =>
  useQuery({ queryKey: updatesKeys.audience(id), queryFn: () => callEndpoint(updatesRoutes.audience, { params: { id } }), enabled, staleTime: 0 });

/** Everyone the founder may choose by name for this startup's updates, with why each may receive it. */
export const useAudiencePeople = (startupId: number) =>
  useQuery({ queryKey: updatesKeys.audiencePeople(startupId), queryFn: () => callEndpoint(updatesRoutes.audiencePeople, { params: { id: startupId } }) });

export const usePublicUpdate = (token: string) =>
  useQuery({ queryKey: updatesKeys.publicUpdate(token), queryFn: () => callEndpoint(updatesRoutes.publicUpdate, { params: { token } }), retry: false });

/** The startup's metrics, for the compose form's picker (the founder's own: the metrics module answers 404 to anyone else). */
export const useStartupMetrics = (startupId: number | undefined) =>
  useQuery({
    queryKey: updatesKeys.metrics(startupId ?? 0),
    queryFn: () => callEndpoint(metricsRoutes.list, { params: { id: startupId! } }),
    enabled: startupId !== undefined,
  });
