/** The method and path of each endpoint of saved-searches-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const savedSearchesRoutes = {
  list: { method: 'GET', path: '/api/saved-searches' },
  create: { method: 'POST', path: '/api/saved-searches' },
  inbox: { method: 'GET', path: '/api/saved-searches/:id' },
  setFrequency: { method: 'PUT', path: '/api/saved-searches/:id/frequency' },
  markSeen: { method: 'POST', path: '/api/saved-searches/:id/seen' },
  remove: { method: 'DELETE', path: '/api/saved-searches/:id' },
} as const;
