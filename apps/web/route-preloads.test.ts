// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeData } from '@baobab/contracts/route-preloads';
import { routeModules } from './route-chunks.mjs';

describe("the endpoints' route preloads", () => {
  it('name only routes of the route table (src/app/routes.tsx)', () => {
    const paths = routeModules(readFileSync(new URL('src/app/routes.tsx', import.meta.url), 'utf8')).map((route: { path: string }) => route.path);
    expect(Object.keys(routeData).length).toBeGreaterThan(10);
    expect(Object.keys(routeData).filter((route) => !paths.includes(route))).toEqual([]);
  });
});
