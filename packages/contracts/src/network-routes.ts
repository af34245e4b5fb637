/** The method and path of each endpoint of network-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const networkRoutes = {
  searchPeople: { method: 'GET', path: '/api/users/search' },
  connections: { method: 'GET', path: '/api/users/connections' },
  connectionStatus: { method: 'GET', path: '/api/users/connections/status' },
  invitations: { method: 'GET', path: '/api/users/connections/invitations' },
  sendConnection: { method: 'POST', path: '/api/users/connections' },
  accept: { method: 'POST', path: '/api/users/connections/:id/accept' },
  decline: { method: 'POST', path: '/api/users/connections/:id/decline' },
  withdraw: { method: 'POST', path: '/api/users/connections/:id/withdraw' },
  stats: { method: 'GET', path: '/api/users/network-stats' },
} as const;
