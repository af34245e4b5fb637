import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeModules } from '../../apps/web/route-chunks.mjs';
import { onlyPagesNamed, pagesFromRouteTable, pagesOfTheWeb, pathOf } from './pages.mjs';

/** A route table in the shape of apps/web/src/app/routes.tsx. */
function table(routes) {
  const modules = [...new Set(routes.map(([, module]) => module))];
  const screens = modules.map((module) => `const S${module.replace(/\W/g, '')} = screen(() => import('./routes/${module}'));`);
  const entries = routes.map(([path, module]) => `  { path: '${path}', Screen: S${module.replace(/\W/g, '')} },`);
  return `${screens.join('\n')}\nexport const routes: RouteEntry[] = [\n${entries.join('\n')}\n];\n`;
}
const publicRoutes = [['/', 'home'], ['/startups', 'startups'], ['/startups/:id', 'startup-detail'], ['/investors', 'investors'], ['/investors/:id', 'investor-detail'], ['/jobs', 'jobs'], ['/login', 'login']];

describe('pagesFromRouteTable', () => {
  it('measures a new signed-in screen without anyone listing it, as the founder unless it is an investor screen', () => {
    const { pages } = pagesFromRouteTable(table([...publicRoutes, ['/cap-tables', 'cap-tables'], ['/portfolio', 'portfolio']]));
    expect(pages.filter((page) => page.as)).toEqual([{ route: '/cap-tables', as: 'founder' }, { route: '/portfolio', as: 'investor' }]);
  });
  it('measures the public pages and the not-found page signed out', () => {
    const { pages } = pagesFromRouteTable(table(publicRoutes));
    expect(pages).toEqual([...publicRoutes.map(([route]) => ({ route })), { route: '/no-such-page', label: '404' }]);
  });
  it('leaves out an alias and the routes it cannot open, saying why', () => {
    const { pages, skipped } = pagesFromRouteTable(table([...publicRoutes, ['/financial', 'financial-tools'], ['/financial-tools', 'financial-tools'], ['/reset-password', 'reset-password']]));
    expect(pages.map((page) => page.route)).toContain('/financial');
    expect(skipped.map((entry) => entry.route)).toEqual(['/financial-tools', '/reset-password']);
  });
  it('measures a parameterised path to a screen another path shows too (a list and its detail)', () => {
    const { pages } = pagesFromRouteTable(table([...publicRoutes, ['/organisations', 'organisations'], ['/organisations/:id', 'organisations']]));
    expect(pages.map((page) => page.route)).toContain('/organisations/:id');
  });
  it('refuses a route with a parameter it has no sample for', () => {
    expect(() => pagesFromRouteTable(table([...publicRoutes, ['/deals/:dealId', 'deal']]))).toThrow('/deals/:dealId');
  });
  it('refuses a route table that lost a public page', () => {
    expect(() => pagesFromRouteTable(table(publicRoutes.slice(1)))).toThrow('public pages missing from the route table: /');
  });
});

describe("the web's own route table", () => {
  it('gives every route a page, a sample for its parameters or a reason', () => {
    const { pages, skipped } = pagesOfTheWeb();
    const routes = pages.map((page) => page.route);
    expect(routes).toEqual(expect.arrayContaining(['/', '/jobs', '/login', '/no-such-page', '/organisations', '/funds', '/fundraising', '/rounds', '/rounds/:id']));
    const accounted = new Set([...routes, ...skipped.map((entry) => entry.route)]);
    const table = routeModules(readFileSync(new URL('../../apps/web/src/app/routes.tsx', import.meta.url), 'utf8'));
    expect(table.filter(({ path }) => !accounted.has(path))).toEqual([]);
  });
});

describe('pathOf', () => {
  it("fills a route's parameters from the samples", () => {
    expect(pathOf('/data-rooms/:id/documents/:documentId', { dataRoomId: 4, documentId: 9 })).toBe('/data-rooms/4/documents/9');
  });
  it('says which sample the demo data lacks', () => {
    expect(() => pathOf('/rounds/:id', {})).toThrow('no roundId in the demo data to measure /rounds/:id');
  });
});

describe('onlyPagesNamed', () => {
  const pages = [{ route: '/', path: '/' }, { route: '/rounds/:id', path: '/rounds/3', as: 'investor' }, { route: '/no-such-page', path: '/no-such-page', label: '404' }];
  it('keeps the pages named by route, address or label', () => {
    expect(onlyPagesNamed(pages, '/rounds/:id, 404').map((page) => page.path)).toEqual(['/rounds/3', '/no-such-page']);
    expect(onlyPagesNamed(pages, '/rounds/3')).toHaveLength(1);
  });
  it('keeps every page when none is named', () => {
    expect(onlyPagesNamed(pages, undefined)).toBe(pages);
  });
});
