// Bundle budget (issue 10): the JavaScript each route of the built web app loads before it can
// render, gzip-compressed, against its budget: the landing page at most 100 KB, every other route
// at most 250 KB. A route's initial load is the entry chunk (index.html's script) and the route's
// lazy screen chunk, each with every chunk it imports statically, computed from Vite's manifest
// (apps/web/dist/.vite/manifest.json). Chunks a screen imports lazily after rendering (charts
// behind a tab, the toast machinery) are not part of its initial load.
//
// Usage: node scripts/bundle-budget.mjs [--json FILE]. Needs `npm run build -w @baobab/web`.
// Prints one line per route and exits 1 when any route is over budget.
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const web = new URL('../apps/web/', import.meta.url);
export const budgetsKb = { landing: 100, route: 250 };

/** Path → screen module, from app/routes.tsx: `const X = screen(() => import('./routes/x'))` and `{ path, Screen: X }`. */
export function routeModules(routesSource) {
  const screens = new Map([...routesSource.matchAll(/const (\w+) = screen\(\(\) => import\('\.\/routes\/([\w-]+)'\)\)/g)].map((m) => [m[1], m[2]]));
  const routes = [...routesSource.matchAll(/\{ path: '([^']+)', Screen: (\w+) \}/g)].map((m) => ({ path: m[1], module: screens.get(m[2]) }));
  if (routes.length === 0 || routes.some((r) => !r.module)) throw new Error('could not read the route table of apps/web/src/app/routes.tsx');
  return routes;
}

/** Every chunk file `key` loads statically (itself included), following manifest `imports`. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function measureRoutes({ manifest, routes, gzipBytesOf }) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('the Vite manifest has no entry chunk');
  return routes.map(({ path, module }) => {
    const screenKey = `src/app/routes/${module}.tsx`;
    if (!manifest[screenKey]) throw new Error(`the Vite manifest has no chunk for ${screenKey} (route ${path})`);
    const keys = staticClosure(manifest, screenKey, staticClosure(manifest, entryKey));
    const files = [...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))];
    const bytes = files.reduce((sum, file) => sum + gzipBytesOf(file), 0);
    const budgetKb = path === '/' ? budgetsKb.landing : budgetsKb.route;
    return { path, module, files: files.length, gzipKb: Math.round((bytes / 1024) * 10) / 10, budgetKb };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = new URL('dist/', web);
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
  } catch {
    console.error('No apps/web/dist/.vite/manifest.json: run `npm run build -w @baobab/web` first.');
    process.exit(2);
  }
  const routes = routeModules(readFileSync(new URL('src/app/routes.tsx', web), 'utf8'));
  const sizes = new Map();
  const gzipBytesOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length);
    return sizes.get(file);
  };
  const results = measureRoutes({ manifest, routes, gzipBytesOf });
  for (const r of results) {
    console.log(`${r.gzipKb <= r.budgetKb ? 'ok  ' : 'OVER'}  ${r.path.padEnd(30)} ${String(r.gzipKb).padStart(6)} KB gzip JavaScript (${r.files} files; budget ${r.budgetKb} KB)`);
  }
  const over = results.filter((r) => r.gzipKb > r.budgetKb);
  console.log(over.length ? `${over.length} route(s) over budget.` : `Every route within budget (${results.length} routes).`);
  const jsonAt = process.argv.indexOf('--json');
  if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1], `${JSON.stringify({ date: new Date().toISOString(), budgetsKb, routes: results }, null, 2)}\n`);
  process.exit(over.length ? 1 : 0);
}
