/** The method and path of each endpoint of admin-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const adminRoutes = {
  overview: { method: 'GET', path: '/api/admin/overview' },
  team: { method: 'GET', path: '/api/admin/admins' },
  invite: { method: 'POST', path: '/api/admin/invitations' },
  myInvitation: { method: 'GET', path: '/api/admin-invitations/mine' },
  acceptInvitation: { method: 'POST', path: '/api/admin-invitations/:id/accept' },
  revokeAdmin: { method: 'POST', path: '/api/admin/admins/:userId/revoke' },
  audit: { method: 'GET', path: '/api/admin/audit' },
} as const;
