/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { allEndpoints as listedEndpoints } from './every-endpoint';
import type { Endpoint } from './endpoint';

/** Every `<feature>-endpoints.ts` module of this package, as the server and the web app import them. */
const modules = import.meta.glob<Record<string, unknown>>('./*-endpoints.ts', { eager: true });

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
});
