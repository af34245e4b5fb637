import { Suspense, type ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CurrentUser } from '@baobab/contracts/auth';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import Toaster from '@/components/ui/toaster';
import { dismissToast, toast } from '@/lib/toast-store';
import { LocaleDirection } from '@/components/ui/locale-direction';

/**
 * The one render helper of the web tests: a fresh QueryClient (the app's settings, no retries),
 * an in-memory wouter location whose path and search the test can read, the app's toaster, and
 * `fetch` stubbed by method and path. The stub answers like the server would, so the screen's own
 * hooks and API modules run unchanged: tests never import or mock them.
 */

/** One request the screen sent, as the stub saw it. */
export type FetchCall = { method: string; path: string; search: URLSearchParams; body: unknown };

/**
 * A route's answer: a function of the call (for answers that depend on the query or body, or that
 * wait), a ready `Response`, or any other value, sent as a 200 JSON body.
 */
export type RouteAnswer = unknown | ((call: FetchCall) => unknown);

/** Keys are 'METHOD /path', where a `:name` segment matches any one segment: 'PUT /api/jobs/:id'. */
export type Routes = Record<string, RouteAnswer>;

export type RenderOptions = {
  /** The starting URL, path and search: '/startups?sector=fintech'. */
  url?: string;
  routes?: Routes;
};

/** A signed-in person as the session call returns them; screens take it as their `user` prop. */
export function testUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return { id: 'user-1', email: 'ada@example.com', emailVerified: true, firstName: 'Ada', lastName: 'Obi', profileImageUrl: null, userType: 'investor', isAdmin: false, locale: null, displayCurrency: null, ...overrides };
}

/** A JSON response with a status, for answers other than a plain 200. */
export function json(body: unknown, status = 200): Response {
  return status === 204 ? new Response(null, { status }) : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A promise the test settles itself: for holding a request in flight while it looks at the screen. */
export function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const matcher = (key: string) => {
  const [method, pattern] = key.split(' ') as [string, string];
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '[^/]+');
  const regex = new RegExp(`^${source}$`);
  return (call: FetchCall) => call.method === method && regex.test(call.path);
};

function stubFetch(routes: Routes) {
  const calls: FetchCall[] = [];
  const table = Object.entries(routes).map(([key, answer]) => ({ key, matches: matcher(key), answer }));
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const call: FetchCall = { method: (init?.method ?? 'GET').toUpperCase(), path: url.pathname, search: url.searchParams, body: text === undefined ? undefined : JSON.parse(text) };
    calls.push(call);
    const route = table.find((r) => r.matches(call));
    if (!route) return json({ message: `No stub for ${call.method} ${call.path}` }, 404);
    const answer = typeof route.answer === 'function' ? await (route.answer as (c: FetchCall) => unknown)(call) : route.answer;
    return answer instanceof Response ? answer : json(answer);
  });
  return {
    spy,
    calls,
    /** The calls to one route, in the same 'METHOD /path' form as the route keys. */
    callsTo: (key: string) => calls.filter(matcher(key)),
  };
}

/** Renders `ui` as the app would hold it; returns the Testing Library result plus the fetch log, the URL and the query client. */
export function renderWithApp(ui: ReactElement, { url = '/', routes = {} }: RenderOptions = {}) {
  const fetch = stubFetch(routes);
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false }, mutations: { retry: false } },
  });
  const location = memoryLocation({ path: url, record: true });
  const result: RenderResult = render(
    <QueryClientProvider client={client}>
      <LocaleDirection>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {/* A screen shown in French waits for its catalog (lib/i18n/use-t.ts), as under the app's own boundary. */}
          <Suspense fallback={null}>{ui}</Suspense>
        </Router>
        <Toaster />
      </LocaleDirection>
    </QueryClientProvider>,
  );
  const current = () => location.history?.at(-1) ?? url;
  return {
    ...result,
    client,
    fetch,
    /** The search params of the current URL. */
    searchParams: () => new URLSearchParams(current().split('?')[1] ?? ''),
    /** The current URL, path and search. */
    url: current,
  };
}

// Every file that renders through here is cleaned up the same way: the DOM, the fetch stub and
// the one toast the store keeps (closed, so a later test cannot find an earlier test's toast).
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  dismissToast(toast({ title: '' }));
});
