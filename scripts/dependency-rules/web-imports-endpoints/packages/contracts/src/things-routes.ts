export const thingsRoutes = { list: { method: 'GET', path: '/api/things' } } as const;
