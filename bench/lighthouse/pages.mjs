// Which pages the Lighthouse step measures, derived from the web's route table
// (apps/web/src/app/routes.tsx, read by apps/web/route-chunks.mjs as the bundle budget reads it): a
// new screen is measured without anyone adding it here. What is kept by hand is only what the
// table cannot say: the public pages (the list the speed targets name, measured signed out), the routes that are
// not a screen a signed-in person opens (with the reason), which demo account opens a screen, and
// where a route's parameters come from. The unit test fails when a route of the table has a
// parameter and no sample, so nothing is left out silently.
import { readFileSync } from 'node:fs';
import { routeModules } from '../../apps/web/route-chunks.mjs';

/** The public pages of the speed targets: measured signed out, against the public targets (performance ≥ 95, TBT ≤ 150 ms, 6× line). */
export const PUBLIC_ROUTES = ['/', '/startups', '/startups/:id', '/investors', '/investors/:id', '/jobs', '/login'];
/** An address no route matches: the not-found screen, measured as a public page. */
export const NOT_FOUND_PATH = '/no-such-page';

/** Routes of the table that are not measured, and why. Aliases (a second path to a screen without parameters) are found by themselves. */
export const NOT_MEASURED = {
  '/forgot-password': 'a signed-out form reached from /login',
  '/reset-password': 'opened from a password reset e-mail (its token)',
  '/onboarding': "a new account's first screen; the demo accounts have finished it",
  '/admin': 'platform admins only; the demo accounts get the not-found screen, measured as 404',
  '/admin/invitation': "opened from an admin invitation e-mail (its token)",
  '/updates/public/:token': "an update's share link (its token)",
  '/updates/:id/edit': 'the compose screen, measured at /updates/new',
  '/rounds/:id/summary': "the printable summary of an investor's signature",
};

/** Screens that are an investor's; every other signed-in screen is measured as the demo founder. */
export const INVESTOR_ROUTES = [
  '/portfolio',
  '/portfolio/deal-flow',
  '/portfolio/company/:startupId',
  '/updates',
  '/rounds',
  '/rounds/:id',
  '/funds',
  '/funds/:slug',
  '/organisations',
  '/organisations/:id',
  '/saved-searches',
];

/** Where each route's parameters come from: a key of the samples (samples.mjs) per parameter. */
export const PARAMETER_SAMPLES = {
  '/startups/:id': { id: 'startupId' },
  '/investors/:id': { id: 'investorId' },
  '/funds/:slug': { slug: 'fundSlug' },
  '/organisations/:id': { id: 'organisationId' },
  '/portfolio/company/:startupId': { startupId: 'portfolioStartupId' },
  '/rounds/:id': { id: 'roundId' },
  '/data-rooms/:id': { id: 'dataRoomId' },
  '/data-rooms/:id/documents/:documentId': { id: 'dataRoomId', documentId: 'documentId' },
  '/updates/:id': { id: 'updateId' },
};

const parametersOf = (path) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);

/**
 * The pages to measure from the route table's source: `{ route, label?, as? }` in the table's
 * order, public ones first (signed out), then every signed-in screen with the account that opens
 * it; plus `skipped`, `{ route, reason }` for the routes left out.
 */
export function pagesFromRouteTable(routesSource) {
  const table = routeModules(routesSource);
  const paths = table.map((r) => r.path);
  const missingPublic = PUBLIC_ROUTES.filter((route) => !paths.includes(route));
  if (missingPublic.length > 0) throw new Error(`public pages missing from the route table: ${missingPublic.join(', ')}`);
  const pages = [...PUBLIC_ROUTES.map((route) => ({ route })), { route: NOT_FOUND_PATH, label: '404' }];
  const skipped = [];
  const seenModules = new Set(PUBLIC_ROUTES.map((route) => table.find((r) => r.path === route).module));
  for (const { path, module } of table) {
    if (PUBLIC_ROUTES.includes(path)) continue;
    const isAlias = seenModules.has(module) && parametersOf(path).length === 0;
    seenModules.add(module);
    if (NOT_MEASURED[path]) skipped.push({ route: path, reason: NOT_MEASURED[path] });
    else if (isAlias) skipped.push({ route: path, reason: 'another path to a screen measured under its first path' });
    else pages.push({ route: path, as: INVESTOR_ROUTES.includes(path) ? 'investor' : 'founder' });
  }
  const unsampled = pages.filter(({ route }) => parametersOf(route).some((name) => !PARAMETER_SAMPLES[route]?.[name]));
  if (unsampled.length > 0) throw new Error(`routes with a parameter and no sample in bench/lighthouse/pages.mjs PARAMETER_SAMPLES: ${unsampled.map((p) => p.route).join(', ')}`);
  return { pages, skipped };
}

/** A route's address with its parameters filled from `samples`; throws when the demo data has none. */
export function pathOf(route, samples) {
  return route.replace(/:(\w+)/g, (_, name) => {
    const key = PARAMETER_SAMPLES[route][name];
    if (samples[key] === undefined || samples[key] === null) throw new Error(`no ${key} in the demo data to measure ${route} with`);
    return encodeURIComponent(String(samples[key]));
  });
}

/** The pages of the web's route table (this repository's apps/web/src/app/routes.tsx). */
export function pagesOfTheWeb() {
  return pagesFromRouteTable(readFileSync(new URL('../../apps/web/src/app/routes.tsx', import.meta.url), 'utf8'));
}

/** BENCH_LIGHTHOUSE_PAGES=/jobs,/rounds/:id,404: the pages named by route, address or label. */
export function onlyPagesNamed(pages, list) {
  if (!list) return pages;
  const names = list.split(',').map((name) => name.trim());
  return pages.filter((page) => names.includes(page.route) || names.includes(page.path) || (page.label && names.includes(page.label)));
}
