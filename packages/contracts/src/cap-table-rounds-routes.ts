/** The method and path of each endpoint of cap-table-rounds-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const capTableRoundsRoutes = {
  rounds: { method: 'GET', path: '/api/startups/:id/cap-table/rounds' },
  addRound: { method: 'POST', path: '/api/startups/:id/cap-table/rounds' },
  updateRound: { method: 'PUT', path: '/api/startups/:id/cap-table/rounds/:roundId' },
  deleteRound: { method: 'DELETE', path: '/api/startups/:id/cap-table/rounds/:roundId' },
  closeRound: { method: 'POST', path: '/api/startups/:id/cap-table/rounds/:roundId/close' },
} as const;
