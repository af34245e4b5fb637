import { useEffect } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UnreadCount } from '@baobab/contracts/messaging';
import { NOTIFICATION_PAGE_SIZE, type MarkReadInput, type NotificationPage, type NotificationPreference, type UpdatePreferencesInput } from '@baobab/contracts/notifications';
import { apiGet, apiRequest } from '@/lib/api';
import { subscribeLiveEvents } from '@/lib/live-events';

const listKey = ['/api/notifications'] as const;
const unreadKey = ['/api/notifications/unread-count'] as const;
const preferencesKey = ['/api/notifications/preferences'] as const;

/** Pages of 20, newest first; 'Show more' fetches the next page. */
export const useNotifications = () =>
  useInfiniteQuery({
    queryKey: listKey,
    queryFn: ({ pageParam }) => apiGet<NotificationPage>(`/api/notifications?limit=${NOTIFICATION_PAGE_SIZE}&offset=${pageParam}`),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.items.length === NOTIFICATION_PAGE_SIZE ? pages.length * NOTIFICATION_PAGE_SIZE : undefined),
  });
export const useUnreadNotifications = () => useQuery({ queryKey: unreadKey, queryFn: () => apiGet<UnreadCount>('/api/notifications/unread-count') });
export const usePreferences = () => useQuery({ queryKey: preferencesKey, queryFn: () => apiGet<NotificationPreference[]>('/api/notifications/preferences') });

const refresh = (queryClient: QueryClient) => Promise.all([listKey, unreadKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: MarkReadInput) => apiRequest<void>('POST', '/api/notifications/read', input), onSuccess: () => refresh(queryClient) });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePreferencesInput) => apiRequest<NotificationPreference[]>('PUT', '/api/notifications/preferences', input),
    onSuccess: (preferences) => queryClient.setQueryData(preferencesKey, preferences),
  });
}

/** The bell stays current: a notification or read event on the live stream refetches the counts. */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLiveEvents({
        onEvent: (event) => {
          if (event.type === 'notification' || event.type === 'read') void refresh(queryClient);
        },
        onReconnect: () => void refresh(queryClient),
      }),
    [queryClient],
  );
}
