/** The method and path of each endpoint of fundraising-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const fundraisingRoutes = {
  list: { method: 'GET', path: '/api/startups/:id/raises' },
  create: { method: 'POST', path: '/api/startups/:id/raises' },
  get: { method: 'GET', path: '/api/startups/:id/raises/:raiseId' },
  update: { method: 'PATCH', path: '/api/startups/:id/raises/:raiseId' },
  move: { method: 'POST', path: '/api/startups/:id/raises/:raiseId/status' },
  addInvestor: { method: 'POST', path: '/api/startups/:id/raises/:raiseId/investors' },
  updateInvestor: { method: 'PATCH', path: '/api/startups/:id/raises/:raiseId/investors/:entryId' },
  removeInvestor: { method: 'DELETE', path: '/api/startups/:id/raises/:raiseId/investors/:entryId' },
  invite: { method: 'POST', path: '/api/startups/:id/raises/:raiseId/investors/:entryId/invitation' },
  revokeInvitation: { method: 'DELETE', path: '/api/startups/:id/raises/:raiseId/investors/:entryId/invitation' },
  answerQuestion: { method: 'POST', path: '/api/startups/:id/raises/:raiseId/questions/:questionId/answer' },
  decideCommitment: { method: 'POST', path: '/api/startups/:id/raises/:raiseId/commitments/:commitmentId' },
  close: { method: 'POST', path: '/api/startups/:id/raises/:raiseId/close' },
} as const;
