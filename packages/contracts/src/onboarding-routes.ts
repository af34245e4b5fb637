/** The method and path of each endpoint of onboarding-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const onboardingRoutes = {
  status: { method: 'GET', path: '/api/onboarding' },
  createFounder: { method: 'POST', path: '/api/founders' },
  updateFounder: { method: 'PUT', path: '/api/founders' },
  createInvestor: { method: 'POST', path: '/api/investors' },
  updateInvestor: { method: 'PUT', path: '/api/investors' },
} as const;
