import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LiveEvent, Message, ThreadPage } from '@baobab/contracts/messaging';
import { messagingRoutes } from '@baobab/contracts/messaging-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { subscribeLiveEvents } from '@/lib/live-events';
import { messagingKeys } from './messaging-keys';

export const useThreads = () => useQuery({ queryKey: messagingKeys.threads(), queryFn: () => callEndpoint(messagingRoutes.threads, { query: {} }) });

export const useThread = (id: number | null) =>
  useQuery({
    queryKey: messagingKeys.thread(id ?? 0),
    queryFn: () => callEndpoint(messagingRoutes.thread, { params: { id: id ?? 0 }, query: {} }),
    enabled: id !== null,
  });

export const useUnreadMessages = (enabled = true) =>
  useQuery({ queryKey: messagingKeys.unreadCount(), queryFn: () => callEndpoint(messagingRoutes.unreadCount), enabled });

/** Adds a message to its cached thread once, whether it came from the POST reply or the stream. */
function appendMessage(queryClient: QueryClient, message: Message) {
  queryClient.setQueryData<ThreadPage>(messagingKeys.thread(message.threadId), (page) =>
    page && !page.messages.some((m) => m.id === message.id) ? { ...page, messages: [...page.messages, message] } : page,
  );
}

const refreshLists = (queryClient: QueryClient) =>
  Promise.all([messagingKeys.threads(), messagingKeys.unreadCount()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

export function useSendMessage(threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => callEndpoint(messagingRoutes.send, { params: { id: threadId }, body: { content } }),
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
    mutationFn: (before: number) => callEndpoint(messagingRoutes.thread, { params: { id: threadId }, query: { before } }),
    onSuccess: (older) =>
      queryClient.setQueryData<ThreadPage>(messagingKeys.thread(threadId), (page) =>
        page ? { ...page, messages: [...older.messages.filter((m) => !page.messages.some((p) => p.id === m.id)), ...page.messages], hasOlder: older.hasOlder } : page,
      ),
  });
}

export function useMarkThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threadId: number) => callEndpoint(messagingRoutes.markRead, { params: { id: threadId } }),
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
        onReconnect: () => void queryClient.invalidateQueries({ queryKey: messagingKeys.threads() }),
      }),
    [queryClient],
  );
}
