import { useEffect } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { NOTIFICATION_PAGE_SIZE } from '@baobab/contracts/notifications-texts';
import type { MarkReadInput, UpdatePreferencesInput } from '@baobab/contracts/notifications';
import { notificationsRoutes } from '@baobab/contracts/notifications-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { subscribeLiveEvents } from '@/lib/live-events';
import { notificationsKeys } from './notifications-keys';

/** Pages of 20, newest first; 'Show more' fetches the next page. */
export const useNotifications = () =>
  useInfiniteQuery({
    queryKey: notificationsKeys.list(),
    queryFn: ({ pageParam }) => callEndpoint(notificationsRoutes.list, { query: { limit: NOTIFICATION_PAGE_SIZE, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.items.length === NOTIFICATION_PAGE_SIZE ? pages.length * NOTIFICATION_PAGE_SIZE : undefined),
  });
export const useUnreadNotifications = () =>
  useQuery({ queryKey: notificationsKeys.unreadCount(), queryFn: () => callEndpoint(notificationsRoutes.unreadCount) });
export const usePreferences = () =>
  useQuery({ queryKey: notificationsKeys.preferences(), queryFn: () => callEndpoint(notificationsRoutes.preferences) });

/** The page and the bell's count reload; the preferences are left alone (nothing here changes them). */
export const refreshNotifications = (queryClient: QueryClient) =>
  Promise.all([notificationsKeys.list(), notificationsKeys.unreadCount()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkReadInput) => callEndpoint(notificationsRoutes.markRead, { body: input }),
    onSuccess: () => refreshNotifications(queryClient),
  });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePreferencesInput) => callEndpoint(notificationsRoutes.updatePreferences, { body: input }),
    onSuccess: (preferences) => queryClient.setQueryData(notificationsKeys.preferences(), preferences),
  });
}

/** The bell stays current: a notification or read event on the live stream refetches the counts. */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLiveEvents({
        onEvent: (event) => {
          if (event.type === 'notification' || event.type === 'read') void refreshNotifications(queryClient);
        },
        onReconnect: () => void refreshNotifications(queryClient),
      }),
    [queryClient],
  );
}
