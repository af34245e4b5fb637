/** The method and path of each endpoint of portfolio-returns-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const portfolioReturnsRoutes = {
  returns: { method: 'GET', path: '/api/portfolio/returns' },
  exportReturns: { method: 'GET', path: '/api/portfolio/returns/export' },
  recordFlow: { method: 'POST', path: '/api/portfolio/returns/flows' },
  deleteFlow: { method: 'DELETE', path: '/api/portfolio/returns/flows/:id' },
  recordMark: { method: 'POST', path: '/api/portfolio/returns/marks' },
  deleteMark: { method: 'DELETE', path: '/api/portfolio/returns/marks/:id' },
} as const;
