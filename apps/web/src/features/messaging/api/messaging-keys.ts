/** Every messaging query key, from one factory (decision 0018); a thread's key starts with `threads()`. */
export const messagingKeys = {
  all: ['messaging'] as const,
  threads: () => [...messagingKeys.all, 'threads'] as const,
  thread: (id: number) => [...messagingKeys.threads(), id] as const,
  unreadCount: () => [...messagingKeys.all, 'unread-count'] as const,
};
