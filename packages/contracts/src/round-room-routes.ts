/** The method and path of each endpoint of round-room-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const roundRoomRoutes = {
  list: { method: 'GET', path: '/api/round-rooms' },
  get: { method: 'GET', path: '/api/round-rooms/:raiseId' },
  proForma: { method: 'GET', path: '/api/round-rooms/:raiseId/pro-forma' },
  ask: { method: 'POST', path: '/api/round-rooms/:raiseId/questions' },
  act: { method: 'POST', path: '/api/round-rooms/:raiseId/commitment' },
} as const;
