// A contract with its schemas (here a stand-in): the web app may read its types, never load it.
export const thingsEndpoints = { list: { method: 'GET', path: '/api/things', responses: {} } } as const;
