/** The method and path of each endpoint of notifications-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const notificationsRoutes = {
  list: { method: 'GET', path: '/api/notifications' },
  unreadCount: { method: 'GET', path: '/api/notifications/unread-count' },
  markRead: { method: 'POST', path: '/api/notifications/read' },
  preferences: { method: 'GET', path: '/api/notifications/preferences' },
  updatePreferences: { method: 'PUT', path: '/api/notifications/preferences' },
} as const;
