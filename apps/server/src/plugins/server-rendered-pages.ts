import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '@baobab/i18n/locales';
import { defineCache } from '../lib/cache-registry';
import type { FreshCache } from '../lib/fresh-cache';
import { matchesRoute } from './route-preloads';

/** What the web's server build exports (apps/web/src/server-render/render-page.tsx). */
type RenderModule = {
  publicPaths: readonly string[];
  renderPage: (url: string, locale: Locale, transport: (path: string, init: RequestInit) => Promise<Response>) => Promise<{ html: string; queryState: string }>;
};

/** The markup that goes into index.html's empty root, the answers it was drawn from, and a hash of both (for the ETag). */
export type RenderedBody = { html: string; queryState: string; hash: string };

export type PageRenderer = (request: FastifyRequest, pathname: string, locale: Locale) => Promise<RenderedBody | undefined>;

/**
 * Rendered pages by address. A visitor's page holds only public answers (startups, investors, jobs), which
 * are cached as long and forgotten on the same changes, so the HTML is never staler than the JSON it was
 * drawn from would be.
 */
export const renderedPages = defineCache<RenderedBody>({ name: 'rendered-pages', ttlMs: 30_000, maxEntries: 1000, forgetOn: ['startups', 'investors', 'jobs'] });

/**
 * The public pages rendered on the server for a visitor who is not signed in, in the page's language
 * (decision 0074): the web's own screens, built for Node beside the browser's build
 * (`apps/web/dist-server`). Their data comes from this server's API through `app.inject`, as the
 * visitor's browser would have asked for it (same address, so the same rate limit; no cookies; the page's language), so
 * every rule and cache of the JSON answers holds for the HTML too. `undefined` without that build
 * (the server's tests, an older build): every page is then rendered in the browser as before.
 */
export async function pageRenderer(
  app: FastifyInstance,
  webDistDir: string,
  routePatterns: readonly string[],
  cache: FreshCache<RenderedBody> | undefined,
): Promise<PageRenderer | undefined> {
  const file = join(webDistDir, '..', 'dist-server', 'render-page.js');
  if (!existsSync(file)) return undefined;
  const { publicPaths, renderPage } = (await import(pathToFileURL(file).href)) as RenderModule;
  const isRendered = (pathname: string) =>
    publicPaths.some((pattern) => matchesRoute(pattern, pathname)) || !routePatterns.some((pattern) => matchesRoute(pattern, pathname));
  const render = async (request: FastifyRequest, locale: Locale): Promise<RenderedBody> => {
    const page = await renderPage(request.url, locale, async (path, init) => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: path,
        remoteAddress: request.ip,
        headers: { accept: 'application/json', 'accept-language': locale, ...(init.body ? { 'content-type': 'application/json' } : {}) },
        payload: typeof init.body === 'string' ? init.body : undefined,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, String(value));
      return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload, { status: answer.statusCode, headers });
    });
    // Hashed once per render, not at every request the cache answers.
    return { ...page, hash: createHash('sha1').update(page.html).update(page.queryState).digest('base64url') };
  };
  return async (request, pathname, locale) => {
    if (!isRendered(pathname)) return undefined;
    return cache ? cache.get(`${locale} ${request.url}`, () => render(request, locale)) : render(request, locale);
  };
}

/** index.html's empty root filled with the rendered page, and the answers it was drawn from for the browser's first render. */
export function withRenderedBody(html: string, body: RenderedBody): string {
  // In a <script>, only "</script" and "<!--" could end it early: every "<" goes as its JSON escape.
  const state = body.queryState.replace(/</g, '\\u003c');
  return html.replace('<div id="root"></div>', `<div id="root">${body.html}</div><script type="application/json" id="query-state">${state}</script>`);
}
