import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorCodes } from '@baobab/contracts/errors';
import { routeData } from '@baobab/contracts/route-preloads';
import { createHash } from 'node:crypto';
import { renderPageHead, splitIndexHtml, type SplitIndex } from '../lib/page-head';
import type { Locale } from '@baobab/i18n/locales';
import { pageLocale, withPageLocale } from '../lib/page-locale';
import { appPages, type AppPage, type RouteChunks } from './route-preloads';
import type { FreshCache } from '../lib/fresh-cache';
import { pageRenderer, withRenderedBody, type RenderedBody } from './server-rendered-pages';

/**
 * What a page's head says instead of index.html's defaults: a public profile's title and
 * description, `null` for a profile that does not exist (the page answers 404, the app shows
 * its own not-found screen), `undefined` for pages with no head of their own.
 */
export type PagePreview = { title: string; description: string } | null | undefined;

export type WebOptions = {
  webDistDir: string | undefined;
  /** Absolute base of canonical and og:url addresses (config.publicUrl). */
  publicUrl: string;
  siteName: string;
  previewFor?: (pathname: string) => Promise<PagePreview>;
  /** Where public pages rendered on the server are kept (server-rendered-pages.ts); rendered at each request without. */
  renderedPageCache?: FreshCache<RenderedBody>;
};

/**
 * Serves the built web app: hashed assets cached for a year, pre-compressed .br/.gz files when
 * present. The app's HTML (index.html with the current route's chunks preloaded, see
 * route-preloads.ts) is never cached without revalidation and is compressed by the compression
 * plugin. Its head names the page (page-head.ts): a public profile's own title and description,
 * index.html's elsewhere, and the canonical address of the path. Its <html> tag carries the reader's
 * language and direction (page-locale.ts), so an Arabic page is right to left from its first paint.
 * Unknown /api paths answer 404 JSON; any other unknown path gets the app, whose router shows
 * 'Page Not Found' itself.
 */
async function webPlugin(app: FastifyInstance, options: WebOptions) {
  const dist = options.webDistDir;
  const sendApp = dist !== undefined && existsSync(join(dist, 'index.html')) ? await serveWeb(app, dist, options) : undefined;
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !sendApp || request.method !== 'GET') {
      return reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: errorCodes.notFound });
    }
    return sendApp(request, reply);
  });
}

/** Registers the built files and `/`; returns the handler that answers with the app's HTML. */
async function serveWeb(app: FastifyInstance, dist: string, { publicUrl, siteName, previewFor, renderedPageCache }: WebOptions) {
  await app.register(fastifyStatic, {
    root: dist,
    preCompressed: true,
    // One wildcard route instead of a route per file (hundreds with the .br and .gz copies):
    // registering those took about a fifth of the server's start. A missing file falls through
    // to the not-found handler.
    wildcard: true,
    // Vite's build manifest and the route → chunks table are not for browsers.
    allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
    index: false,
    setHeaders(res, path) {
      const immutable = path.includes(`${join(dist, 'assets')}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Read once: a new web build comes with a restart of the server.
  const routeChunks = readRouteChunks(dist);
  const pageFor = appPages(readFileSync(join(dist, 'index.html'), 'utf8'), routeChunks);
  const render = await pageRenderer(app, dist, routeChunks?.routes.map(({ path }) => path) ?? [], renderedPageCache);
  // Each route's page is cut once where its head goes; an answer is a splice of three strings.
  const splits = new WeakMap<AppPage, SplitIndex>();
  const splitOf = (page: AppPage) => {
    let split = splits.get(page);
    if (!split) splits.set(page, (split = splitIndexHtml(page.html)));
    return split;
  };
  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.replace(/\?.*$/s, '');
    // Better Auth's session cookie (`__Secure-` prefixed over https), present or not: whether the page
    // is rendered here for a visitor or preloads the signed-in screens' API answers. Not verified here; a
    // stale cookie costs only a page drawn in the browser and unused preloads.
    const isSignedIn = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(request.headers.cookie ?? '');
    const locale = pageLocale(request.headers);
    const preview = previewFor ? await previewFor(pathname) : undefined;
    // A visitor's public page comes as HTML; a missing profile keeps the app's own not-found screen.
    const rendered = render && !isSignedIn && preview !== null ? await renderedBody(request, pathname, locale) : undefined;
    const page = pageFor(pathname, { isSignedIn, hasQuery: pathname.length !== request.url.length, hasData: rendered !== undefined });
    const split = splitOf(page);
    const head = renderPageHead({
      title: preview?.title ?? split.title,
      description: preview?.description ?? split.description,
      type: preview ? 'profile' : 'website',
      url: `${publicUrl}${pathname.length > 1 ? pathname.replace(/\/$/, '') : '/'}`,
      siteName,
    });
    const html = withPageLocale(split.before, locale) + head + split.after;
    const body = rendered ? withRenderedBody(html, rendered) : html;
    const etag = `"${createHash('sha1').update(page.etag).update(rendered?.hash ?? '').update(head).update(locale).digest('base64url')}"`;
    // The <html> tag follows the language cookie, else Accept-Language: a shared cache keys on both.
    reply.header('cache-control', 'no-cache').header('etag', etag).header('vary', 'cookie, accept-language');
    if (preview === null) reply.status(404);
    else if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('text/html; charset=utf-8').send(body);
  };
  /** The page rendered on the server, or nothing (the browser renders it) if rendering failed. */
  const renderedBody = async (request: FastifyRequest, pathname: string, locale: Locale) => {
    try {
      return await render!(request, pathname, locale);
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
      return undefined;
    }
  };
  app.get('/', { schema: { hide: true } }, sendApp);
  return sendApp;
}

/**
 * The web build's route → chunks table, each route with the API answers its endpoints' contracts preload
 * (@baobab/contracts/route-preloads); without the table (an older build) no route gets preloads.
 */
function readRouteChunks(dist: string): RouteChunks | undefined {
  const file = join(dist, '.vite', 'route-chunks.json');
  if (!existsSync(file)) return undefined;
  const { appFiles, routes } = JSON.parse(readFileSync(file, 'utf8')) as RouteChunks;
  return { appFiles, routes: routes.map((route) => (routeData[route.path] ? { ...route, data: routeData[route.path] } : route)) };
}

export default fp(webPlugin, { name: 'web' });
