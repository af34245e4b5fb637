// Bundle budget (bench/README.md): the JavaScript each route of the built web app loads before it can
// render, against that route's own budget, twice: gzip-compressed (what crosses a slow network) and as
// parsed (the bytes a cheap phone's CPU must parse and compile). A route's initial load is the entry
// chunk (index.html's script), the app it starts and the route's lazy screen chunk, each with every chunk it
// imports statically, as apps/web/route-chunks.mjs computes it from Vite's manifest (the server preloads the
// same files). The entry alone, what a page rendered on the server loads before the visitor's first touch
// (decision 0086), has its own budget. Chunks a screen imports lazily after rendering (charts behind a tab, the toast machinery)
// are not part of its initial load.
//
// Each route's budget is stated in `routeBudgets` below: its size when the budget was set, rounded up
// to the next 5 KB gzip (the landing page: 105 KB, decision 0023) and 10 KB parsed, plus 5 KB gzip and
// 20 KB parsed of headroom. A route added to the table without a budget, or a budget for a route that
// is gone, stops the check (exit 2): a new screen states its weight when it is added.
//
// Usage: node scripts/bundle-budget.mjs [--json FILE]. Needs `npm run build -w @baobab/web`.
// Prints one line per route and exits 1 when any route is over budget.
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { readRouteChunks } from '../apps/web/route-chunks.mjs';

const web = new URL('../apps/web/', import.meta.url);

/**
 * Each route's budget in KB of JavaScript loaded first: gzip-compressed and parsed (set 2026-11-27; 2 KB gzip added to
 * each on 2026-12-02, when the entry was split from the app it starts, decision 0086: the same code, parsed size
 * unchanged, compressed as two files instead of one).
 */
export const routeBudgets = {
  '/': { gzipKb: 107, parsedKb: 360 },
  '/dashboard': { gzipKb: 152, parsedKb: 480 },
  '/login': { gzipKb: 162, parsedKb: 510 },
  '/forgot-password': { gzipKb: 192, parsedKb: 600 },
  '/reset-password': { gzipKb: 192, parsedKb: 600 },
  '/onboarding': { gzipKb: 192, parsedKb: 610 },
  '/profile': { gzipKb: 157, parsedKb: 490 },
  '/startups': { gzipKb: 157, parsedKb: 490 },
  '/startups/:id': { gzipKb: 162, parsedKb: 500 },
  '/investors': { gzipKb: 152, parsedKb: 480 },
  '/investors/:id': { gzipKb: 152, parsedKb: 480 },
  '/funds': { gzipKb: 152, parsedKb: 470 },
  '/funds/:slug': { gzipKb: 152, parsedKb: 470 },
  '/jobs': { gzipKb: 157, parsedKb: 490 },
  '/network': { gzipKb: 157, parsedKb: 500 },
  '/analytics': { gzipKb: 152, parsedKb: 480 },
  '/advanced-analytics': { gzipKb: 152, parsedKb: 480 },
  '/financial': { gzipKb: 152, parsedKb: 480 },
  '/financial-tools': { gzipKb: 152, parsedKb: 480 },
  '/ai-insights': { gzipKb: 147, parsedKb: 470 },
  '/portfolio': { gzipKb: 152, parsedKb: 480 },
  '/portfolio/deal-flow': { gzipKb: 167, parsedKb: 530 },
  '/portfolio/company/:startupId': { gzipKb: 162, parsedKb: 510 },
  '/messages': { gzipKb: 152, parsedKb: 480 },
  '/notifications': { gzipKb: 147, parsedKb: 470 },
  '/verification': { gzipKb: 187, parsedKb: 600 },
  '/organisations': { gzipKb: 182, parsedKb: 580 },
  '/organisations/:id': { gzipKb: 182, parsedKb: 580 },
  '/saved-searches': { gzipKb: 147, parsedKb: 470 },
  '/fundraising': { gzipKb: 160, parsedKb: 520 }, // at its budget before the split (155.0 of 155); one step up
  '/rounds': { gzipKb: 147, parsedKb: 470 },
  '/rounds/:id': { gzipKb: 157, parsedKb: 490 },
  '/rounds/:id/summary': { gzipKb: 152, parsedKb: 470 },
  '/data-rooms': { gzipKb: 152, parsedKb: 470 },
  '/data-rooms/:id': { gzipKb: 162, parsedKb: 510 },
  '/data-rooms/:id/documents/:documentId': { gzipKb: 152, parsedKb: 480 },
  '/company-metrics': { gzipKb: 162, parsedKb: 500 },
  '/updates': { gzipKb: 152, parsedKb: 480 },
  '/updates/new': { gzipKb: 182, parsedKb: 580 },
  '/updates/public/:token': { gzipKb: 152, parsedKb: 480 },
  '/updates/:id/edit': { gzipKb: 182, parsedKb: 580 },
  '/updates/:id': { gzipKb: 157, parsedKb: 490 },
  '/admin': { gzipKb: 202, parsedKb: 640 },
  '/admin/invitation': { gzipKb: 147, parsedKb: 470 },
};

/** Routes of the table with no budget, and budgets naming no route: either stops the check. */
/**
 * What a page the server rendered loads before the visitor's first touch (decision 0086): the entry alone, which
 * keeps what the visitor does until the app takes the page over.
 */
export const entryBudget = { gzipKb: 8, parsedKb: 20 };

export function budgetMismatches(routes, budgets = routeBudgets) {
  const paths = new Set(routes.map((r) => r.path));
  return [
    ...[...paths].filter((path) => !(path in budgets)).map((path) => `${path} has no budget in scripts/bundle-budget.mjs`),
    ...Object.keys(budgets).filter((path) => !paths.has(path)).map((path) => `the budget for ${path} names no route of apps/web/src/app/routes.tsx`),
  ];
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

function weigh(path, module, files, budget, sizesOf) {
  const sizes = files.map(sizesOf);
  const gzipKb = kb(sizes.reduce((sum, s) => sum + s.gzip, 0));
  const parsedKb = kb(sizes.reduce((sum, s) => sum + s.parsed, 0));
  return { path, module, files: files.length, gzipKb, parsedKb, budgetGzipKb: budget.gzipKb, budgetParsedKb: budget.parsedKb, withinBudget: gzipKb <= budget.gzipKb && parsedKb <= budget.parsedKb };
}

/**
 * The entry alone (a rendered page before the first touch), then each route's first load (the entry's files and
 * the route's: the app's and its screen's) in KB gzip and parsed, each against its budget.
 */
export function measureRoutes({ entryFiles, routes }, sizesOf, budgets = routeBudgets, budgetOfEntry = entryBudget) {
  return [
    weigh('(entry, before the first touch)', 'main', entryFiles, budgetOfEntry, sizesOf),
    ...routes.map(({ path, module, files }) => weigh(path, module, [...entryFiles, ...files], budgets[path], sizesOf)),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = new URL('dist/', web);
  let chunks;
  try {
    chunks = readRouteChunks(web);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
  const mismatches = budgetMismatches(chunks.routes);
  if (mismatches.length) {
    for (const problem of mismatches) console.error(problem);
    process.exit(2);
  }
  const sizes = new Map();
  const sizesOf = (file) => {
    if (!sizes.has(file)) {
      const bytes = readFileSync(new URL(file, dist));
      sizes.set(file, { gzip: gzipSync(bytes, { level: 9 }).length, parsed: bytes.length });
    }
    return sizes.get(file);
  };
  const results = measureRoutes(chunks, sizesOf);
  for (const r of results) {
    console.log(
      `${r.withinBudget ? 'ok  ' : 'OVER'}  ${r.path.padEnd(30)} ${String(r.gzipKb).padStart(6)} KB gzip of ${r.budgetGzipKb}, ${String(r.parsedKb).padStart(6)} KB parsed of ${r.budgetParsedKb} (${r.files} files)`,
    );
  }
  const over = results.filter((r) => !r.withinBudget);
  console.log(over.length ? `${over.length} over budget.` : `The entry and every route within budget (${results.length - 1} routes).`);
  const jsonAt = process.argv.indexOf('--json');
  if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1], `${JSON.stringify({ date: new Date().toISOString(), routes: results }, null, 2)}\n`);
  process.exit(over.length ? 1 : 0);
}
