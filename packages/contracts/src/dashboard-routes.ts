/** The method and path of each endpoint of dashboard-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const dashboardRoutes = {
  stats: { method: 'GET', path: '/api/dashboard/stats' },
  activity: { method: 'GET', path: '/api/dashboard/activity' },
  matches: { method: 'GET', path: '/api/dashboard/matches' },
} as const;
