/// <reference types="vite/client" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@baobab/contracts/endpoint';
import { createTestApp, type TestApp } from '../test/test-app';

/** Every endpoint contract (decision 0018), as `METHOD /path`. */
const contracts = import.meta.glob<Record<string, Record<string, unknown>>>('../../../../packages/contracts/src/*-endpoints.ts', { eager: true });
const contracted = new Set(
  Object.values(contracts).flatMap((exports) =>
    Object.values(exports).flatMap((group) =>
      Object.values(group)
        .filter((value): value is Endpoint => typeof value === 'object' && value !== null && 'path' in value && 'method' in value)
        .map((e) => `${e.method} ${e.path}`),
    ),
  ),
);

/** Routes served without a contract of their own, and why (decision 0018, "Not registered from a contract"). */
const notFromContracts = [
  /^[A-Z]+ \/api\/auth\/\*$/, // Better Auth's handler serves every /api/auth/* path
  /^[A-Z]+ \/api\/docs/, // the OpenAPI document and its viewer
  /^(GET|POST) \/api\/notifications\/unsubscribe/, // e-mail unsubscribe: an HTML page and mail providers' form posts
  /^(GET|POST) \/api\/saved-searches\/unsubscribe/, // a saved search's alert unsubscribe: the same HTML page and one-click post
  /^GET \/api\/health(\/ready)?$/, // liveness and readiness probes for load balancers; the web app never calls them
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('routes and their contracts', () => {
  it('registers every API route from an endpoint contract, so the server and the web app share one value', () => {
    const routes = t.app.routeTable
      .filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThan(150);
    const loose = routes.filter((route) => !contracted.has(route) && !notFromContracts.some((allowed) => allowed.test(route)));
    expect(loose).toEqual([]);
  });
});
