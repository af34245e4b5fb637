/** The method and path of each endpoint of startups-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const startupsRoutes = {
  list: { method: 'GET', path: '/api/startups' },
  stats: { method: 'GET', path: '/api/startups/stats' },
  detail: { method: 'GET', path: '/api/startups/:id' },
  create: { method: 'POST', path: '/api/startups' },
  update: { method: 'PUT', path: '/api/startups/:id' },
  requestSettings: { method: 'PUT', path: '/api/startups/:id/request-settings' },
  myStartups: { method: 'GET', path: '/api/profile' },
} as const;
