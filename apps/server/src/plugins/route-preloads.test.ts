import { describe, expect, it } from 'vitest';
import { appPages, matchesRoute, withModulePreloads } from './route-preloads';

const indexHtml = '<!doctype html><html><head><script type="module" src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>';
const chunks = {
  routes: [
    { path: '/', files: ['assets/home-h.js'] },
    { path: '/startups', files: ['assets/startups-s.js', 'assets/card-c.js'] },
    { path: '/startups/:id', files: ['assets/startup-detail-d.js'] },
    { path: '/portfolio/deal-flow', files: ['assets/deal-flow-f.js'] },
    { path: '/portfolio/company/:startupId', files: ['assets/company-c.js'] },
  ],
};

describe('matchesRoute', () => {
  it('matches a fixed path exactly, with or without a trailing slash', () => {
    expect(matchesRoute('/startups', '/startups')).toBe(true);
    expect(matchesRoute('/startups', '/startups/')).toBe(true);
    expect(matchesRoute('/startups', '/startupsx')).toBe(false);
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/', '/startups')).toBe(false);
  });

  it('lets a :parameter stand for exactly one non-empty segment', () => {
    expect(matchesRoute('/startups/:id', '/startups/42')).toBe(true);
    expect(matchesRoute('/startups/:id', '/startups')).toBe(false);
    expect(matchesRoute('/startups/:id', '/startups/42/edit')).toBe(false);
    expect(matchesRoute('/data-rooms/:id/documents/:documentId', '/data-rooms/3/documents/9')).toBe(true);
  });
});

describe('withModulePreloads', () => {
  it('adds one modulepreload link per file at the end of the head, after the entry script', () => {
    const html = withModulePreloads(indexHtml, ['assets/a.js', 'assets/b.js']);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="modulepreload" crossorigin href="/assets/b.js"></head>');
    expect(html.indexOf('index-a.js')).toBeLessThan(html.indexOf('assets/a.js'));
  });

  it('leaves the page as built when there is nothing to preload', () => {
    expect(withModulePreloads(indexHtml, [])).toBe(indexHtml);
  });
});

describe('appPages', () => {
  const pageFor = appPages(indexHtml, chunks);
  const preloads = (pathname: string) => [...pageFor(pathname).html.matchAll(/modulepreload" crossorigin href="\/([^"]+)"/g)].map((m) => m[1]);

  it("preloads the chunks of the route's screen", () => {
    expect(preloads('/startups')).toEqual(['assets/startups-s.js', 'assets/card-c.js']);
    expect(preloads('/startups/7')).toEqual(['assets/startup-detail-d.js']);
    expect(preloads('/')).toEqual(['assets/home-h.js']);
    expect(preloads('/portfolio/company/5')).toEqual(['assets/company-c.js']);
  });

  it('gives a path no route matches the page as built, which shows Page Not Found', () => {
    expect(pageFor('/no-such-page').html).toBe(indexHtml);
    expect(pageFor('/startups/7/extra').html).toBe(indexHtml);
  });

  it('builds each page once and names it by its content', () => {
    expect(pageFor('/startups/1')).toBe(pageFor('/startups/2'));
    expect(pageFor('/startups').etag).not.toBe(pageFor('/').etag);
    expect(pageFor('/startups').etag).toMatch(/^"[\w-]+"$/);
  });

  it('serves every path the page as built when the build has no route table', () => {
    expect(appPages(indexHtml, undefined)('/startups').html).toBe(indexHtml);
  });
});
