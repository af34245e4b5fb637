/** The method and path of each endpoint of updates-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const updatesRoutes = {
  feed: { method: 'GET', path: '/api/updates' },
  startupUpdates: { method: 'GET', path: '/api/startups/:id/updates' },
  createDraft: { method: 'POST', path: '/api/startups/:id/updates' },
  audiencePeople: { method: 'GET', path: '/api/startups/:id/updates/audience-people' },
  receivedFromStartup: { method: 'GET', path: '/api/startups/:id/updates/received' },
  get: { method: 'GET', path: '/api/updates/:id' },
  updateDraft: { method: 'PUT', path: '/api/updates/:id' },
  deleteDraft: { method: 'DELETE', path: '/api/updates/:id' },
  audience: { method: 'GET', path: '/api/updates/:id/audience' },
  send: { method: 'POST', path: '/api/updates/:id/send' },
  replies: { method: 'GET', path: '/api/updates/:id/replies' },
  reply: { method: 'POST', path: '/api/updates/:id/replies' },
  setPublic: { method: 'PUT', path: '/api/updates/:id/public' },
  publicUpdate: { method: 'GET', path: '/api/public-updates/:token' },
} as const;
