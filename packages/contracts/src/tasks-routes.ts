/** The method and path of each endpoint of tasks-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const tasksRoutes = {
  get: { method: 'GET', path: '/api/tasks/:id' },
} as const;
