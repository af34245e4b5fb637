/** The method and path of each endpoint of organisations-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const organisationRoutes = {
  mine: { method: 'GET', path: '/api/organisations' },
  create: { method: 'POST', path: '/api/organisations' },
  get: { method: 'GET', path: '/api/organisations/:id' },
  update: { method: 'PUT', path: '/api/organisations/:id' },
  invite: { method: 'POST', path: '/api/organisations/:id/invitations' },
  withdrawInvitation: { method: 'DELETE', path: '/api/organisations/:id/invitations/:invitationId' },
  myInvitations: { method: 'GET', path: '/api/organisations/invitations/mine' },
  acceptInvitation: { method: 'POST', path: '/api/organisations/invitations/:invitationId/accept' },
  setRole: { method: 'PUT', path: '/api/organisations/:id/members/:userId' },
  directory: { method: 'GET', path: '/api/organisations/directory' },
  publicProfile: { method: 'GET', path: '/api/organisations/listed/:slug' },
  removeMember: { method: 'DELETE', path: '/api/organisations/:id/members/:userId' },
} as const;
