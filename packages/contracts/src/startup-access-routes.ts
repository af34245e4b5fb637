/** The method and path of each endpoint of startup-access-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const startupAccessRoutes = {
  sharedWithMe: { method: 'GET', path: '/api/startup-access/shared-with-me' },
  shareableOrganisations: { method: 'GET', path: '/api/startup-access/organisations' },
  financialsShares: { method: 'GET', path: '/api/startups/:id/financial-shares' },
  shareFinancials: { method: 'POST', path: '/api/startups/:id/financial-shares' },
  revokeFinancialsShare: { method: 'DELETE', path: '/api/startups/:id/financial-shares/:shareId' },
} as const;
