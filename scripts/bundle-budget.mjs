// Bundle budget (bench/README.md): the JavaScript each route of the built web app loads before it can
// render, gzip-compressed, against its budget: the landing page at most 104 KB (100 until the language runtime, decision 0023), every other route
// at most 250 KB. A route's initial load is the entry chunk (index.html's script) and the route's
// lazy screen chunk, each with every chunk it imports statically, as apps/web/route-chunks.mjs
// computes it from Vite's manifest (the server preloads the same files). Chunks a screen imports
// lazily after rendering (charts behind a tab, the toast machinery) are not part of its initial load.
//
// Usage: node scripts/bundle-budget.mjs [--json FILE]. Needs `npm run build -w @baobab/web`.
// Prints one line per route and exits 1 when any route is over budget.
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { readRouteChunks } from '../apps/web/route-chunks.mjs';

const web = new URL('../apps/web/', import.meta.url);
export const budgetsKb = { landing: 104, route: 250 };

/** Each route's first load (the entry's files and its screen's) in gzip KB, against its budget. */
export function measureRoutes({ entryFiles, routes }, gzipBytesOf) {
  return routes.map(({ path, module, files: screenFiles }) => {
    const files = [...entryFiles, ...screenFiles];
    const bytes = files.reduce((sum, file) => sum + gzipBytesOf(file), 0);
    const budgetKb = path === '/' ? budgetsKb.landing : budgetsKb.route;
    return { path, module, files: files.length, gzipKb: Math.round((bytes / 1024) * 10) / 10, budgetKb };
  });
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
  const sizes = new Map();
  const gzipBytesOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length);
    return sizes.get(file);
  };
  const results = measureRoutes(chunks, gzipBytesOf);
  for (const r of results) {
    console.log(`${r.gzipKb <= r.budgetKb ? 'ok  ' : 'OVER'}  ${r.path.padEnd(30)} ${String(r.gzipKb).padStart(6)} KB gzip JavaScript (${r.files} files; budget ${r.budgetKb} KB)`);
  }
  const over = results.filter((r) => r.gzipKb > r.budgetKb);
  console.log(over.length ? `${over.length} route(s) over budget.` : `Every route within budget (${results.length} routes).`);
  const jsonAt = process.argv.indexOf('--json');
  if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1], `${JSON.stringify({ date: new Date().toISOString(), budgetsKb, routes: results }, null, 2)}\n`);
  process.exit(over.length ? 1 : 0);
}
