/** The method and path of each endpoint of verification-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const verificationRoutes = {
  mine: { method: 'GET', path: '/api/verification' },
  apply: { method: 'POST', path: '/api/verification' },
  myDocument: { method: 'GET', path: '/api/verification/document' },
  pending: { method: 'GET', path: '/api/admin/verifications' },
  verified: { method: 'GET', path: '/api/admin/verifications/verified' },
  document: { method: 'GET', path: '/api/admin/verifications/:id/document' },
  approve: { method: 'POST', path: '/api/admin/verifications/:id/approve' },
  decline: { method: 'POST', path: '/api/admin/verifications/:id/decline' },
  withdraw: { method: 'POST', path: '/api/admin/verifications/:id/withdraw' },
} as const;
