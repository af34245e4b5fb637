/** The method and path of each endpoint of jobs-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const jobsRoutes = {
  list: { method: 'GET', path: '/api/jobs' },
  saved: { method: 'GET', path: '/api/jobs/saved' },
  create: { method: 'POST', path: '/api/jobs' },
  update: { method: 'PUT', path: '/api/jobs/:id' },
  close: { method: 'POST', path: '/api/jobs/:id/close' },
  save: { method: 'POST', path: '/api/jobs/:id/save' },
  unsave: { method: 'DELETE', path: '/api/jobs/:id/save' },
} as const;
