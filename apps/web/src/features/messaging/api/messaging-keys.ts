/**
 * Every messaging query key, from one factory (decision 0018). Each keeps the literal value it had before the
 * contracts (the path it reads), so anything that refreshes them by that value keeps working.
 */
export const messagingKeys = {
  threads: () => ['/api/messages/threads'] as const,
  thread: (id: number) => ['/api/messages/threads', id] as const,
  unreadCount: () => ['/api/messages/unread-count'] as const,
};
