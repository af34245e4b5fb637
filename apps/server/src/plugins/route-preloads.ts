import { createHash } from 'node:crypto';

/** dist/.vite/route-chunks.json, written by the web build (apps/web/route-chunks.mjs). */
export type RouteChunks = { routes: { path: string; files: string[] }[] };

export type AppPage = { html: string; etag: string };

/**
 * Whether a request path is one of the web router's route patterns ('/startups/:id'): the same
 * number of segments, each `:name` standing for one non-empty segment, a trailing slash allowed
 * (wouter's matching for the patterns of apps/web/src/app/routes.tsx).
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = (pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname).split('/');
  return want.length === got.length && want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]));
}

/** index.html with a <link rel="modulepreload"> per file, at the end of its head (after the entry's own). */
export function withModulePreloads(indexHtml: string, files: string[]): string {
  if (files.length === 0) return indexHtml;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  return indexHtml.replace('</head>', `${links}</head>`);
}

/**
 * The app's HTML for a request path: index.html naming the chunks of the route's screen, so the
 * browser fetches them alongside the entry chunk instead of after it has run and asked for them
 * (on a slow mobile connection that was the longest wait before the directory's first paint,
 * Lighthouse, bench/README.md). The first matching route wins, as in the web router; other paths (the
 * app's own 'Page Not Found') get index.html as built. One page per route, built on first use.
 */
export function appPages(indexHtml: string, chunks: RouteChunks | undefined): (pathname: string) => AppPage {
  const pages = new Map<string, AppPage>();
  const page = (key: string, files: string[]) => {
    let built = pages.get(key);
    if (!built) {
      const html = withModulePreloads(indexHtml, files);
      built = { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
      pages.set(key, built);
    }
    return built;
  };
  return (pathname) => {
    const route = chunks?.routes.find(({ path }) => matchesRoute(path, pathname));
    return route ? page(route.path, route.files) : page('', []);
  };
}
