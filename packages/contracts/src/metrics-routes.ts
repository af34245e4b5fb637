/** The method and path of each endpoint of metrics-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const metricsRoutes = {
  list: { method: 'GET', path: '/api/startups/:id/metrics' },
  define: { method: 'POST', path: '/api/startups/:id/metrics' },
  update: { method: 'PUT', path: '/api/startups/:id/metrics/:metricId' },
  remove: { method: 'DELETE', path: '/api/startups/:id/metrics/:metricId' },
  recordValues: { method: 'PUT', path: '/api/startups/:id/metric-values' },
  import: { method: 'POST', path: '/api/startups/:id/metrics/import' },
} as const;
