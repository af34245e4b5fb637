/** The method and path of each endpoint of exchange-rates-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const exchangeRatesRoutes = {
  latest: { method: 'GET', path: '/api/admin/exchange-rates' },
  import: { method: 'POST', path: '/api/admin/exchange-rates' },
} as const;
