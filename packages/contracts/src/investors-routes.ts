/** The method and path of each endpoint of investors-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const investorsRoutes = {
  list: { method: 'GET', path: '/api/investors' },
  stats: { method: 'GET', path: '/api/investors/stats' },
  detail: { method: 'GET', path: '/api/investors/:id' },
} as const;
