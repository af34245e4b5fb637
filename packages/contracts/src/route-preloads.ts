import { allEndpoints } from './every-endpoint';
import type { Endpoint } from './endpoint';

/** The API answers a route's screen asks for on its first render: for every visitor, and with a session cookie. */
export type RouteData = { public?: string[]; signedIn?: string[] };

/** The URL the screen fetches: the endpoint's path (its `:name` the route's) and the query in its declared order. */
function preloadUrl(path: string, query: Record<string, string | number> | undefined): string {
  const search = new URLSearchParams(Object.entries(query ?? {}).map(([name, value]): [string, string] => [name, String(value)])).toString();
  return search ? `${path}?${search}` : path;
}

/** Each route's preloaded URLs, gathered from the endpoints' `preloads` (endpoint.ts, RoutePreload). */
export function routeDataOf(endpoints: readonly Endpoint[]): Record<string, RouteData> {
  const routes: Record<string, RouteData> = {};
  for (const endpoint of endpoints) {
    for (const preload of endpoint.preloads ?? []) {
      if (endpoint.method !== 'GET') throw new Error(`${endpoint.method} ${endpoint.path} cannot be preloaded: only GET answers can`);
      const data = (routes[preload.route] ??= {});
      (data[preload.for] ??= []).push(preloadUrl(endpoint.path, preload.query));
    }
  }
  return routes;
}

/**
 * The routes' preloads of the whole API. The server names them in a route's index.html as
 * <link rel="preload" as="fetch"> (apps/server/src/plugins/route-preloads.ts), so the browser fetches them with
 * the page's chunks instead of after those have run: on Lighthouse's simulated slow 4G that wait was the largest
 * part of a screen's LCP (bench/README.md). A URL the screen does not fetch exactly so costs one request and a
 * console warning (e2e/tests/shell/route-preloads.spec.ts), so only what every visitor of the route asks for is
 * listed, and nothing for a page requested with a query string (filters and tabs change what a screen asks for).
 */
export const routeData = routeDataOf(allEndpoints);
