/** The method and path of each endpoint of moderation-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const moderationRoutes = {
  report: { method: 'POST', path: '/api/reports' },
  queue: { method: 'GET', path: '/api/admin/reports' },
  dismiss: { method: 'POST', path: '/api/admin/reports/:id/dismiss' },
  hide: { method: 'POST', path: '/api/admin/reports/hide' },
  unhide: { method: 'POST', path: '/api/admin/reports/unhide' },
  searchAccounts: { method: 'GET', path: '/api/admin/accounts' },
  account: { method: 'GET', path: '/api/admin/accounts/:userId' },
  actOnAccount: { method: 'POST', path: '/api/admin/accounts/:userId/actions' },
} as const;
