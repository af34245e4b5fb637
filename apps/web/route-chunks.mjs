// Which JavaScript files each route of the built app loads before it can render, from Vite's
// manifest (dist/.vite/manifest.json) and the route table (src/app/routes.tsx). One computation
// for two readers: scripts/bundle-budget.mjs weighs each route's files against its budget, and the
// server (apps/server/src/plugins/web.ts) names the route's files in index.html as
// <link rel="modulepreload"> so the browser fetches them with the entry chunk instead of after it
// has run (Lighthouse, bench/README.md).
//
// Run after `vite build` (the web build does): writes dist/.vite/route-chunks.json,
// { entryFiles: [...], appFiles: [...], routes: [{ path, module, files: [...] }] }. The entry is small: on a page the
// server rendered it is all that loads until the visitor's first touch (decision 0086); `appFiles` are the app it
// starts (start-app.tsx with what it imports); a route's `files` are the app's and its screen's chunks, what the
// route adds to the entry's (index.html already loads the entry's). The API answers a
// screen asks for first are its endpoints' preloads (@baobab/contracts/route-preloads), which the
// server adds itself.
import { readFileSync, writeFileSync } from 'node:fs';

/** Path → screen module, from app/routes.tsx: `const X = screen(() => import('./routes/x'))` and `{ path, Screen: X }`. */
export function routeModules(routesSource) {
  const screens = new Map([...routesSource.matchAll(/const (\w+) = screen\(\(\) => import\('\.\/routes\/([\w-]+)'\)\)/g)].map((m) => [m[1], m[2]]));
  const routes = [...routesSource.matchAll(/\{ path: '([^']+)', Screen: (\w+) \}/g)].map((m) => ({ path: m[1], module: screens.get(m[2]) }));
  if (routes.length === 0 || routes.some((r) => !r.module)) throw new Error('could not read the route table of apps/web/src/app/routes.tsx');
  return routes;
}

/** Every manifest key `key` loads statically (itself included), following manifest `imports`. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const jsFiles = (manifest, keys) => [...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))];

/**
 * The entry's JavaScript files, the app's (what the entry starts, beyond its own), and for each route the
 * files it loads beyond the entry's: the app's and its lazy screen chunk's, each with every chunk it imports
 * statically. Chunks a screen imports lazily after rendering (charts behind a tab, dialogs) are not part of
 * its first load.
 */
export function routeChunks(manifest, routes) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('the Vite manifest has no entry chunk');
  const entryFiles = jsFiles(manifest, staticClosure(manifest, entryKey));
  const beyondEntry = (keys) => jsFiles(manifest, keys).filter((f) => !entryFiles.includes(f));
  // The entry's one dynamic import is the app it starts (src/main.tsx imports start-app.tsx, chunked as `app`).
  const appClosure = new Set();
  for (const key of manifest[entryKey].dynamicImports ?? []) staticClosure(manifest, key, appClosure);
  if (appClosure.size === 0) throw new Error('the entry of the Vite manifest starts no app chunk (src/main.tsx imports start-app.tsx)');
  return {
    entryFiles,
    appFiles: beyondEntry(appClosure),
    routes: routes.map(({ path, module }) => {
      const screenKey = `src/app/routes/${module}.tsx`;
      if (!manifest[screenKey]) throw new Error(`the Vite manifest has no chunk for ${screenKey} (route ${path})`);
      return { path, module, files: beyondEntry(staticClosure(manifest, screenKey, new Set(appClosure))) };
    }),
  };
}

/** Reads the built manifest and the route table; `web` is the URL of apps/web/. */
export function readRouteChunks(web) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(new URL('dist/.vite/manifest.json', web), 'utf8'));
  } catch {
    throw new Error('No apps/web/dist/.vite/manifest.json: run `npm run build -w @baobab/web` first.');
  }
  return routeChunks(manifest, routeModules(readFileSync(new URL('src/app/routes.tsx', web), 'utf8')));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const web = new URL('./', import.meta.url);
  writeFileSync(new URL('dist/.vite/route-chunks.json', web), `${JSON.stringify(readRouteChunks(web), null, 2)}\n`);
}
