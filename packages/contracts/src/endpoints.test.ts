/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { allEndpoints as listedEndpoints } from './every-endpoint';
import type { Endpoint } from './endpoint';

/** Every `<feature>-endpoints.ts` module of this package, as the server and the web app import them. */
const modules = import.meta.glob<Record<string, unknown>>('./*-endpoints.ts', { eager: true });
/** Every `<feature>-routes.ts` module, with its source: the zod-free method and path of each endpoint (decision 0083). */
const routeModules = import.meta.glob<Record<string, Record<string, unknown>>>('./*-routes.ts', { eager: true });
const routeSources = import.meta.glob<string>('./*-routes.ts', { eager: true, query: '?raw', import: 'default' });

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'responses' in value;

function allEndpoints(): { name: string; endpoint: Endpoint }[] {
  return Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([group, values]) =>
      Object.entries(values as Record<string, unknown>)
        .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]))
        .map(([name, endpoint]) => ({ name: `${file}: ${group}.${name}`, endpoint })),
    ),
  );
}

describe('endpoint contracts (decision 0018)', () => {
  it('define each method and path once, so the server registers the very value the web app calls', () => {
    const owners = new Map<string, string[]>();
    for (const { name, endpoint } of allEndpoints()) {
      const key = `${endpoint.method} ${endpoint.path}`;
      owners.set(key, [...(owners.get(key) ?? []), name]);
    }
    const twice = [...owners].filter(([, names]) => names.length > 1);
    expect(twice).toEqual([]);
    expect(owners.size).toBeGreaterThan(150);
  });

  it('spell paths as the server does: /api/… with :name parameters and no trailing slash', () => {
    for (const { name, endpoint } of allEndpoints()) expect(endpoint.path, name).toMatch(/^\/api(\/(:?[\w.-]+))+$/);
  });

  it('are all listed in every-endpoint.ts, which the server reads them all from (the routes\' preloads)', () => {
    expect(new Set(listedEndpoints)).toEqual(new Set(allEndpoints().map(({ endpoint }) => endpoint)));
  });

  it("have a routes module each, whose members are the endpoints' own methods and paths, with the same names", () => {
    expect(Object.keys(routeModules).sort()).toEqual(Object.keys(modules).map((file) => file.replace(/-endpoints\.ts$/, '-routes.ts')).sort());
    for (const [file, exports] of Object.entries(modules)) {
      const [group, endpoints] = Object.entries(exports)[0] as [string, Record<string, Endpoint>];
      const routes = routeModules[file.replace(/-endpoints\.ts$/, '-routes.ts')]![group.replace(/Endpoints$/, 'Routes')];
      const expected = Object.fromEntries(Object.entries(endpoints).map(([name, { method, path }]) => [name, { method, path }]));
      expect(routes, file).toEqual(expected);
    }
  });

  it('keep the routes modules free of zod: they import nothing, so a screen that calls an endpoint loads no schema', () => {
    for (const [file, source] of Object.entries(routeSources)) expect(source, file).not.toMatch(/^import\b|^export .* from |\bimport\(/m);
  });
});
