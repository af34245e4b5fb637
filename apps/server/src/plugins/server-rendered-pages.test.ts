import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshCache } from '../lib/fresh-cache';
import type { RenderedBody } from './server-rendered-pages';
import webPlugin, { type PagePreview } from './web';

// A built web app in miniature with its server build beside it: a render module that, like the real one
// (apps/web/src/server-render/render-page.tsx), asks the server's API for a page's data and writes markup.
const indexHtml = `<!doctype html><html><head><title>Baobab</title><script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/ui-u.js"><link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/user" /></head><body><div id="root"></div></body></html>`;
const renderModule = `
export const publicPaths = ['/', '/startups/:id'];
export async function renderPage(url, locale, transport) {
  if (url.startsWith('/startups/3')) throw new Error('a screen failed');
  const answer = await transport('/api/echo', { method: 'GET' });
  const echo = await answer.json();
  return { html: '<h1>' + url + ' ' + locale + '</h1><p>' + echo.ip + ' ' + echo.cookie + ' ' + echo.language + '</p>', queryState: JSON.stringify({ queries: [{ queryKey: ['x'], state: { data: '</script><b>' } }] }) };
}`;

let dist: string;
let app: FastifyInstance;

function buildDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'baobab-rendered-'));
  mkdirSync(join(dir, 'dist', '.vite'), { recursive: true });
  mkdirSync(join(dir, 'dist-server'));
  writeFileSync(join(dir, 'dist', 'index.html'), indexHtml);
  const routes = [{ path: '/', files: [] }, { path: '/startups/:id', files: [] }, { path: '/dashboard', files: [] }];
  writeFileSync(join(dir, 'dist', '.vite', 'route-chunks.json'), JSON.stringify({ routes }));
  writeFileSync(join(dir, 'dist-server', 'render-page.js'), renderModule);
  return dir;
}

/** /startups/2 does not exist; every other profile does. */
async function previewFor(pathname: string): Promise<PagePreview> {
  return pathname === '/startups/2' ? null : undefined;
}

beforeAll(async () => {
  dist = buildDist();
  app = Fastify();
  app.get('/api/echo', async (request) => ({ ip: request.ip, cookie: request.headers.cookie ?? 'no-cookie', language: request.headers['accept-language'] }));
  await app.register(webPlugin, { webDistDir: join(dist, 'dist'), publicUrl: 'https://baobab.example', siteName: 'Baobab', previewFor });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers, remoteAddress: '203.0.113.7' });

describe('public pages rendered on the server', () => {
  it("fills the root with the page, asked of the API as the visitor (their address, no cookie), and carries the answers", async () => {
    const page = await get('/startups/1', { cookie: 'baobab.theme=dark' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"><h1>/startups/1 en</h1><p>203.0.113.7 no-cookie en</p></div>');
    // The answers cannot close the script that carries them.
    expect(page.body).toContain('<script type="application/json" id="query-state">{"queries":[{"queryKey":["x"],"state":{"data":"\\u003c/script>\\u003cb>"}}]}</script>');
    // A visitor rendered on the server has no session to preload.
    expect(page.body).not.toContain('/api/auth/user');
    // The page paints from its HTML; the scripts that take it over load behind it.
    expect(page.body).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">');
    expect(page.body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/ui-u.js">');
  });

  it('renders a path no route matches (the app says Page Not Found), not a signed-in screen', async () => {
    expect((await get('/no-such-page')).body).toContain('<h1>/no-such-page en</h1>');
    const dashboard = await get('/dashboard');
    expect(dashboard.body).toContain('<div id="root"></div>');
    expect(dashboard.body).not.toContain('query-state');
  });

  it("renders in the page's language, and asks the API in it", async () => {
    expect((await get('/startups/1', { 'accept-language': 'fr-FR,fr' })).body).toContain('<h1>/startups/1 fr</h1><p>203.0.113.7 no-cookie fr</p>');
    const arabic = (await get('/startups/1', { cookie: 'baobab.locale=ar' })).body;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<h1>/startups/1 ar</h1>');
  });

  it('leaves the page to the browser for a signed-in person, a missing profile or a failed render', async () => {
    const signedIn = await get('/startups/1', { cookie: 'better-auth.session_token=abc' });
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).toContain('href="/api/auth/user"');
    expect(signedIn.body).not.toContain('fetchpriority');
    const missing = await get('/startups/2');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    const failed = await get('/startups/3');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
  });

  it('gives a rendered page an ETag of its own content', async () => {
    const one = await get('/startups/1');
    const four = await get('/startups/4');
    expect(one.headers.etag).not.toBe(four.headers.etag);
    expect((await get('/startups/1', { 'if-none-match': String(one.headers.etag) })).statusCode).toBe(304);
  });
});

describe('rendered pages kept in their cache', () => {
  it('renders an address once until the cache forgets it, then asks the API again', async () => {
    const cache = createFreshCache<RenderedBody>({ name: 'rendered-pages-test', ttlMs: 60_000, maxEntries: 10 });
    const cached = Fastify();
    let asked = 0;
    cached.get('/api/echo', async (request) => ({ ip: `ask-${++asked}`, cookie: 'no-cookie', language: request.headers['accept-language'] }));
    await cached.register(webPlugin, { webDistDir: join(dist, 'dist'), publicUrl: 'https://baobab.example', siteName: 'Baobab', previewFor, renderedPageCache: cache });
    try {
      const visit = async () => (await cached.inject({ method: 'GET', url: '/startups/1' })).body;
      expect(await visit()).toContain('ask-1');
      expect(await visit()).toContain('ask-1');
      expect(asked).toBe(1);
      // Each language is a page of its own.
      expect((await cached.inject({ method: 'GET', url: '/startups/1', headers: { 'accept-language': 'fr' } })).body).toContain('ask-2 no-cookie fr');
      expect(asked).toBe(2);
      // A change to startups, investors or jobs empties it (the cache registry's topics).
      cache.invalidate();
      expect(await visit()).toContain('ask-3');
    } finally {
      await cached.close();
    }
  });
});
