import type { FastifyInstance } from 'fastify';

/** `params` is the route's path-parameter schema, when it has one (the route-parameter test reads it). */
export type RegisteredRoute = { method: string; url: string; params?: unknown };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (HEAD routes Fastify adds for GET included); the authorization matrix test reads it. */
    routeTable: RegisteredRoute[];
  }
}

/**
 * Records each route as it is registered. Must be installed before any route so the onRoute
 * hook sees them all; a route missing from the security matrix then fails its test.
 */
export function installRouteRegistry(app: FastifyInstance): void {
  const table: RegisteredRoute[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const params = route.schema?.params;
    for (const method of [route.method].flat()) table.push({ method, url: route.url, ...(params ? { params } : {}) });
  });
}
