import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import compressionPlugin from './compression';
import webPlugin from './web';

// A built web app in miniature: index.html (over the 1 KB compression threshold), one hashed
// asset, Vite's manifest folder and the route → chunks table the web build writes.
const indexHtml = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a.js"></script><style>${'.x{color:red}'.repeat(100)}</style></head><body><div id="root"></div></body></html>`;
let dist: string;

function buildDist(withRouteTable: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'baobab-web-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  writeFileSync(join(dir, 'assets', 'startups-s.js'), 'export {};');
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
  if (withRouteTable) {
    writeFileSync(join(dir, '.vite', 'route-chunks.json'), JSON.stringify({ entryFiles: ['assets/index-a.js'], routes: [{ path: '/', module: 'home', files: ['assets/home-h.js'] }, { path: '/startups', module: 'startups', files: ['assets/startups-s.js'] }] }));
  }
  return dir;
}

async function webApp(webDistDir: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(compressionPlugin);
  await app.register(webPlugin, { webDistDir });
  return app;
}

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

  it('gives an unknown path the app as built (its router shows Page Not Found), and /api paths 404 JSON', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(indexHtml);
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
    expect(manifest.body).toBe(indexHtml);
  });

  it('serves index.html as built for every path when the build has no route table', async () => {
    const older = buildDist(false);
    const olderApp = await webApp(older);
    try {
      expect((await olderApp.inject({ method: 'GET', url: '/startups' })).body).toBe(indexHtml);
    } finally {
      await olderApp.close();
      rmSync(older, { recursive: true, force: true });
    }
  });
});
