import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LiveEvent, Message, Thread, ThreadPage, UnreadCount } from '@baobab/contracts/messaging';
import { apiGet, apiRequest } from '@/lib/api';
import { subscribeLiveEvents } from '@/lib/live-events';

export const threadsKey = ['/api/messages/threads'] as const;
const threadKey = (id: number) => ['/api/messages/threads', id] as const;
export const unreadMessagesKey = ['/api/messages/unread-count'] as const;

export const useThreads = () => useQuery({ queryKey: threadsKey, queryFn: () => apiGet<Thread[]>('/api/messages/threads') });

export const useThread = (id: number | null) =>
  useQuery({ queryKey: threadKey(id ?? 0), queryFn: () => apiGet<ThreadPage>(`/api/messages/threads/${id}`), enabled: id !== null });

export const useUnreadMessages = (enabled = true) =>
  useQuery({ queryKey: unreadMessagesKey, queryFn: () => apiGet<UnreadCount>('/api/messages/unread-count'), enabled });

/** Adds a message to its cached thread once, whether it came from the POST reply or the stream. */
function appendMessage(queryClient: QueryClient, message: Message) {
  queryClient.setQueryData<ThreadPage>(threadKey(message.threadId), (page) =>
    page && !page.messages.some((m) => m.id === message.id) ? { ...page, messages: [...page.messages, message] } : page,
  );
}

const refreshLists = (queryClient: QueryClient) =>
  Promise.all([threadsKey, unreadMessagesKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

export function useSendMessage(threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => apiRequest<Message>('POST', `/api/messages/threads/${threadId}/messages`, { content }),
    onSuccess: (message) => {
      appendMessage(queryClient, message);
      return refreshLists(queryClient);
    },
  });
}

/** Pages back through a long thread, prepending older messages to the cached page. */
export function useLoadOlderMessages(threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (before: number) => apiGet<ThreadPage>(`/api/messages/threads/${threadId}?before=${before}`),
    onSuccess: (older) =>
      queryClient.setQueryData<ThreadPage>(threadKey(threadId), (page) =>
        page ? { ...page, messages: [...older.messages.filter((m) => !page.messages.some((p) => p.id === m.id)), ...page.messages], hasOlder: older.hasOlder } : page,
      ),
  });
}

export function useMarkThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threadId: number) => apiRequest<void>('POST', `/api/messages/threads/${threadId}/read`),
    onSuccess: () => refreshLists(queryClient),
  });
}

/**
 * Keeps the inbox live: new messages go straight into their open thread and the lists refetch;
 * after the stream reconnects everything refetches, so the screen matches a reload.
 */
export function useLiveMessages() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLiveEvents({
        onEvent(event: LiveEvent) {
          if (event.type === 'message') {
            appendMessage(queryClient, event.message);
            void refreshLists(queryClient);
          } else if (event.type === 'read') {
            void refreshLists(queryClient);
          }
        },
        onReconnect: () => void queryClient.invalidateQueries({ queryKey: threadsKey }),
      }),
    [queryClient],
  );
}
