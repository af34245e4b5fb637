import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { Router } from 'wouter';
import { App } from '@/app/app';
import { authKeys } from '@/features/auth/api/auth-keys';
import { sendRequestsThrough } from '@/lib/api';
import { readLocaleOfRenderedPage } from '@/lib/i18n/locale';
import { queryDefaults } from '@/lib/query-client';
import type { Locale } from '@baobab/i18n/locales';

/** Answers an API path the way the server would answer a signed-out visitor's browser. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/** A public page as a signed-out reader first sees it: the markup for #root and the answers it was drawn from. */
export type RenderedPage = { html: string; queryState: string };

/**
 * Rendering passes at most. A pass ends when everything it asked for has arrived; the next one renders with it.
 * The public pages take one to three (an investor's page: its chunk and answer, then what the answer leads to,
 * then the last one, which asks for nothing); a page that still waits after this many is left to the browser.
 */
const maxPasses = 8;

/** The render in progress, its language and its way to the API: renders of several visitors' pages overlap. */
const currentRender = new AsyncLocalStorage<{ locale: Locale; transport: ApiTransport }>();
sendRequestsThrough((path, init) => {
  const render = currentRender.getStore();
  if (!render) throw new Error(`${path} was asked for outside a page render`);
  return render.transport(path, init);
});
readLocaleOfRenderedPage(() => currentRender.getStore()?.locale);

export { publicPaths } from '@/app/public-paths';

/**
 * Renders a public page on the server (decision 0074): the app itself, the same screens and hooks, for a
 * visitor who is not signed in, in the page's language (0062: the language cookie, else Accept-Language).
 * Each pass renders the tree; the queries it asked for and does not have yet are fetched from the server's
 * own API (`transport`), and the next pass renders with their answers, until a pass asks for nothing new. The answers travel with the HTML (`queryState`), so the browser's
 * first render is the same page and hydrates it instead of drawing it again. The server chooses the
 * paths (`publicPaths`, and paths no route matches).
 */
export function renderPage(url: string, locale: Locale, transport: ApiTransport): Promise<RenderedPage> {
  return currentRender.run({ locale, transport }, () => renderWithAnswers(url));
}

async function renderWithAnswers(url: string): Promise<RenderedPage> {
  const client = new QueryClient({ defaultOptions: queryDefaults });
  client.setQueryData(authKeys.currentUser, null);
  for (let pass = 1; pass <= maxPasses; pass++) {
    const html = await renderToString(url, client);
    const missing = client.getQueryCache().getAll().filter(isWaitingToFetch);
    if (missing.length === 0 && !hasLateContent(html)) {
      // A screen shows a failed answer as an error; kept for 30 s, that page would outlive the failure (a database
      // restarting). The browser asks again instead.
      const failed = client.getQueryCache().getAll().find((query) => query.state.status === 'error');
      if (failed) throw new Error(`${url}: ${JSON.stringify(failed.queryKey)} failed`, { cause: failed.state.error });
      return { html, queryState: JSON.stringify(dehydrate(client)) };
    }
    await Promise.allSettled(missing.map((query) => query.fetch()));
  }
  // A page still waiting would show its spinner to a reader without JavaScript: the browser draws it instead.
  throw new Error(`${url} still waited for data or code after ${maxPasses} rendering passes`);
}

/** Asked for by a screen, enabled, and neither fetched nor failed yet. */
function isWaitingToFetch(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Whether a part of the page waited for its code during the pass (a screen's chunk on its first
 * render): React then writes its fallback in place and the part at the end with a script that moves
 * it, which a reader without JavaScript never sees. The next pass has the code and renders it in
 * place. `<!--$?-->` is React's mark of a boundary still pending when its place was written.
 */
function hasLateContent(html: string): boolean {
  return html.includes('<!--$?-->');
}

async function renderToString(url: string, client: QueryClient): Promise<string> {
  // An error inside a Suspense boundary does not fail the render: React writes the fallback (a spinner) and leaves
  // the part to the browser. A reader without JavaScript would see the spinner, so any error fails the page.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={url}>
        <App client={client} />
      </Router>
    </StrictMode>,
    {
      // React moves a large part to the end of the page, behind a script, so that a stream can show what
      // comes before it first; a reader without JavaScript would never see it there. One whole page instead.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void errors.push(error),
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}
