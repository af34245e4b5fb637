/** The method and path of each endpoint of analytics-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const analyticsRoutes = {
  marketAnalysis: { method: 'GET', path: '/api/market-analysis/:sector/:country' },
  marketIntelligence: { method: 'GET', path: '/api/market-intelligence' },
  ecosystem: { method: 'GET', path: '/api/ecosystem/:country' },
  countries: { method: 'GET', path: '/api/analytics/countries' },
  competitive: { method: 'GET', path: '/api/analytics/competitive/:startupId' },
  portfolio: { method: 'GET', path: '/api/analytics/portfolio' },
} as const;
