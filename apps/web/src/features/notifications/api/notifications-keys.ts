/**
 * Every notifications query key, from one factory (decision 0018). A read or a live event refreshes the
 * page and the bell's count (`refreshNotifications`); the preferences are replaced by the server's answer.
 */
export const notificationsKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationsKeys.all, 'list'] as const,
  unreadCount: () => [...notificationsKeys.all, 'unread-count'] as const,
  preferences: () => [...notificationsKeys.all, 'preferences'] as const,
};
