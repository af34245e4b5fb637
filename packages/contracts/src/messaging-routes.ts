/** The method and path of each endpoint of messaging-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const messagingRoutes = {
  threads: { method: 'GET', path: '/api/messages/threads' },
  thread: { method: 'GET', path: '/api/messages/threads/:id' },
  send: { method: 'POST', path: '/api/messages/threads/:id/messages' },
  sendDirect: { method: 'POST', path: '/api/messages' },
  markRead: { method: 'POST', path: '/api/messages/threads/:id/read' },
  unreadCount: { method: 'GET', path: '/api/messages/unread-count' },
  stream: { method: 'GET', path: '/api/messages/stream' },
} as const;
