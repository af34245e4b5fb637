import { createHash } from 'node:crypto';

/**
 * dist/.vite/route-chunks.json, written by the web build (apps/web/route-chunks.mjs): each route's
 * screen chunks, with the API answers the screen asks for first (the endpoints' preloads,
 * @baobab/contracts/route-preloads) added when the server reads it (web.ts).
 */
export type RouteChunks = { appFiles?: string[]; routes: { path: string; files: string[]; data?: { public?: string[]; signedIn?: string[] } }[] };

/** What of the request decides which answers a page preloads; `hasData`: the page carries them already (rendered on the server). */
export type PageRequest = { isSignedIn: boolean; hasQuery: boolean; hasData?: boolean };

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
 * `<link rel="preload" as="fetch">` per API answer, credentials included as the app's fetch() sends
 * them (lib/api.ts), so that fetch takes the preloaded answer instead of asking again.
 */
export function withDataPreloads(indexHtml: string, urls: string[]): string {
  if (urls.length === 0) return indexHtml;
  const links = urls.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`).join('');
  return indexHtml.replace('</head>', `${links}</head>`);
}

/** index.html asks for the session with the page (every screen waits for it); a page rendered for a visitor has it: nobody. */
export function withoutSessionPreload(html: string): string {
  return html.replace(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="\/api\/auth\/user"\s*\/?>/, '');
}

/**
 * A page rendered on the server paints from its HTML: its scripts only take it over, so the entry's load at low
 * priority, behind what the paint needs. At the browser's default (high) priority they counted as blocking the
 * first paint in Lighthouse's slow-phone simulation (bench/README.md).
 */
export function withScriptsAfterPaint(html: string): string {
  return html.replace(/<script type="module"/g, '<script type="module" fetchpriority="low"').replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
}

/** A route parameter goes into a preloaded URL only when it is a plain id (it is written into HTML). */
const plainSegment = /^[\w-]{1,64}$/;

/**
 * The route's data URLs for this request: none for a request with a query string (filters and tabs
 * change what a screen asks for), the signed-in ones only with a session cookie, each `:name`
 * replaced by the path's segment; a URL whose segment is not a plain id is left out.
 */
export function dataUrls(pattern: string, pathname: string, data: { public?: string[]; signedIn?: string[] } | undefined, request: PageRequest): string[] {
  if (!data || request.hasQuery || request.hasData) return [];
  const got = (pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname).split('/');
  const params = new Map(pattern.split('/').flatMap((segment, i) => (segment.startsWith(':') ? [[segment, got[i] ?? '']] : [])));
  const urls = [...(data.public ?? []), ...(request.isSignedIn ? (data.signedIn ?? []) : [])];
  return urls.flatMap((url) => {
    let isPlain = true;
    const filled = url.replace(/:\w+/g, (name) => {
      const value = params.get(name) ?? '';
      if (!plainSegment.test(value)) isPlain = false;
      return value;
    });
    return isPlain ? [filled] : [];
  });
}

/** Pages kept built; a parameterised route with data makes one per id, so the cache is bounded. */
const maxPages = 1000;

/**
 * The app's HTML for a request path: index.html naming the chunks of the route's screen, so the
 * browser fetches them alongside the entry chunk instead of after it has run and asked for them
 * (on a slow mobile connection that was the longest wait before the directory's first paint,
 * Lighthouse, bench/README.md), and the API answers the screen asks for first (`dataUrls`). The
 * first matching route wins, as in the web router; other paths (the app's own 'Page Not Found') get
 * index.html naming the app's chunks. A page the server renders (`hasData`) has no session, data or chunk
 * preloads, and the entry's script at low priority. It is read and used before its scripts run, and
 * the entry asks for the app's and the screen's chunks at the visitor's first touch (decision 0086). Named in
 * the head, the sixteen chunks of the directory shared the slow connection with the page itself, and
 * Lighthouse's slow phone painted the directory, the landing page and the jobs board 0.6–1.0 s later in each of
 * twelve alternated pairs (bench/README.md, "The opener policy's process swap"); named as idle-time prefetches,
 * still 0.4–1.2 s later (decision 0086). Pages are built on first use and kept (up to
 * `maxPages`), so a request only splices its head and body in.
 */
export function appPages(indexHtml: string, chunks: RouteChunks | undefined): (pathname: string, request?: PageRequest) => AppPage {
  const pages = new Map<string, AppPage>();
  const page = (files: string[], urls: string[], isRendered: boolean) => {
    const key = `${files.join(',')} ${urls.join(',')} ${isRendered}`;
    let built = pages.get(key);
    if (!built) {
      // A page rendered on the server carries the session and its answers, and paints before its scripts run.
      const html = isRendered ? withScriptsAfterPaint(withoutSessionPreload(indexHtml)) : withDataPreloads(withModulePreloads(indexHtml, files), urls);
      built = { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
      if (pages.size >= maxPages) pages.clear();
      pages.set(key, built);
    }
    return built;
  };
  return (pathname, request = { isSignedIn: false, hasQuery: false }) => {
    if (request.hasData === true) return page([], [], true);
    const route = chunks?.routes.find(({ path }) => matchesRoute(path, pathname));
    return route ? page(route.files, dataUrls(route.path, pathname, route.data, request), false) : page(chunks?.appFiles ?? [], [], false);
  };
}
