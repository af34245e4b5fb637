import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import compressionPlugin from './compression';
import webPlugin, { type PagePreview } from './web';

// A built web app in miniature: index.html (over the 1 KB compression threshold), one hashed
// asset, Vite's manifest folder and the route → chunks table the web build writes.
const indexHtml = `<!doctype html><html><head><meta name="description" content="Startups &amp; capital" /><title>Baobab · Home</title><script type="module" crossorigin src="/assets/index-a.js"></script><style>${'.x{color:red}'.repeat(100)}</style></head><body><div id="root"></div></body></html>`;
let dist: string;

function buildDist(withRouteTable: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'baobab-web-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  writeFileSync(join(dir, 'assets', 'startups-s.js'), 'export {};');
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
  if (withRouteTable) {
    writeFileSync(join(dir, '.vite', 'route-chunks.json'), JSON.stringify({ entryFiles: ['assets/index-a.js'], appFiles: ['assets/app-p.js'], routes: [{ path: '/', module: 'home', files: ['assets/home-h.js'] }, { path: '/startups', module: 'startups', files: ['assets/startups-s.js'] }] }));
  }
  return dir;
}

/** A fake profile lookup: /startups/1 exists (with a hostile name), any other /startups/:id does not. */
async function previewFor(pathname: string): Promise<PagePreview> {
  if (pathname === '/startups/1') return { title: '<script>alert(1)</script> & "Co" · Baobab', description: 'Books for <b>traders</b>' };
  return pathname.startsWith('/startups/') ? null : undefined;
}

async function webApp(webDistDir: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(compressionPlugin);
  await app.register(webPlugin, { webDistDir, publicUrl: 'https://baobab.example', siteName: 'Baobab', previewFor });
  return app;
}

/** The app's HTML minus the head this plugin writes: what every page shares. */
const APP_BODY = '<body><div id="root"></div></body>';

let app: FastifyInstance;
beforeAll(async () => {
  dist = buildDist(true);
  app = await webApp(dist);
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it("answers a route with index.html preloading that route's chunks, revalidated on every visit", async () => {
    const response = await app.inject({ method: 'GET', url: '/startups?sector=fintech' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/startups-s.js"></head>');
    expect(response.body).not.toContain('home-h.js');

    const landing = await app.inject({ method: 'GET', url: '/' });
    expect(landing.body).toContain('href="/assets/home-h.js"');
  });

  it("gives an unknown path the app preloading only the app's chunks (its router shows Page Not Found), and /api paths 404 JSON", async () => {
    const unknown = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain(APP_BODY);
    expect(unknown.body.match(/modulepreload/g)).toHaveLength(1);
    expect(unknown.body).toContain('<link rel="modulepreload" crossorigin href="/assets/app-p.js"></head>');
    const api = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await app.inject({ method: 'POST', url: '/startups' })).statusCode).toBe(404);
  });

  it('answers 304 when the browser already has this page', async () => {
    const first = await app.inject({ method: 'GET', url: '/startups' });
    const again = await app.inject({ method: 'GET', url: '/startups', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses the page for a browser that accepts brotli', async () => {
    const response = await app.inject({ method: 'GET', url: '/startups', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('href="/assets/startups-s.js"');
  });

  it('serves hashed assets for a year and keeps the build manifests private', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/startups-s.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await app.inject({ method: 'GET', url: '/.vite/route-chunks.json' });
    expect(manifest.headers['content-type']).toMatch(/text\/html/);
    expect(manifest.body).toContain(APP_BODY);
  });

  it('serves index.html as built for every path when the build has no route table', async () => {
    const older = buildDist(false);
    const olderApp = await webApp(older);
    try {
      const page = (await olderApp.inject({ method: 'GET', url: '/startups' })).body;
      expect(page).toContain(APP_BODY);
      expect(page).not.toContain('modulepreload');
    } finally {
      await olderApp.close();
      rmSync(older, { recursive: true, force: true });
    }
  });
});

describe("the page's head", () => {
  it("keeps index.html's title and description elsewhere, with the path's canonical address", async () => {
    const body = (await app.inject({ method: 'GET', url: '/startups/?sector=fintech' })).body;
    expect(body).toContain('<title>Baobab · Home</title><meta name="description" content="Startups &amp; capital">');
    expect(body).toContain('<link rel="canonical" href="https://baobab.example/startups">');
    expect(body).toContain('<meta property="og:type" content="website">');
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body.match(/name="description"/g)).toHaveLength(1);
    expect(body).toContain('href="/assets/startups-s.js"');
  });

  it("names a public profile in its title, description, Open Graph and Twitter tags, escaped", async () => {
    const response = await app.inject({ method: 'GET', url: '/startups/1' });
    expect(response.statusCode).toBe(200);
    const title = '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot; · Baobab';
    expect(response.body).toContain(`<title>${title}</title>`);
    expect(response.body).toContain(`<meta property="og:title" content="${title}">`);
    expect(response.body).toContain(`<meta name="twitter:title" content="${title}">`);
    expect(response.body).toContain('<meta property="og:description" content="Books for &lt;b&gt;traders&lt;/b&gt;">');
    expect(response.body).toContain('<meta property="og:url" content="https://baobab.example/startups/1">');
    expect(response.body).toContain('<meta property="og:type" content="profile">');
    expect(response.body).toContain('<meta name="twitter:card" content="summary">');
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain('Startups &amp; capital');
  });

  it('answers 404 with the app for a profile that does not exist', async () => {
    const response = await app.inject({ method: 'GET', url: '/startups/2' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(APP_BODY);
    expect(response.body).toContain('<title>Baobab · Home</title>');
  });

  it("gives each profile's page its own ETag", async () => {
    const profile = await app.inject({ method: 'GET', url: '/startups/1' });
    const directory = await app.inject({ method: 'GET', url: '/startups' });
    expect(profile.headers.etag).not.toBe(directory.headers.etag);
    const again = await app.inject({ method: 'GET', url: '/startups/1', headers: { 'if-none-match': String(profile.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});
