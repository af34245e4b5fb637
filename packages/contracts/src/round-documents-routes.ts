/** The method and path of each endpoint of round-documents-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const roundDocumentsRoutes = {
  termSheet: { method: 'GET', path: '/api/startups/:id/cap-table/scenarios/:scenarioId/term-sheet' },
  proForma: { method: 'GET', path: '/api/startups/:id/cap-table/scenarios/:scenarioId/pro-forma' },
} as const;
