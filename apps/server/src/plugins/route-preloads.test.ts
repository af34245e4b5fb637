import { describe, expect, it } from 'vitest';
import { appPages, dataUrls, matchesRoute, withModulePreloads } from './route-preloads';

const indexHtml = '<!doctype html><html><head><script type="module" src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>';
const chunks = {
  appFiles: ['assets/app-p.js'],
  routes: [
    { path: '/', files: ['assets/home-h.js'] },
    { path: '/startups', files: ['assets/startups-s.js', 'assets/card-c.js'] },
    { path: '/startups/:id', files: ['assets/startup-detail-d.js'], data: { public: ['/api/startups/:id'] } },
    { path: '/dashboard', files: ['assets/dashboard-d.js'], data: { signedIn: ['/api/dashboard/stats'] } },
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

  it("gives a path no route matches the page preloading the app's chunks alone, which shows Page Not Found", () => {
    expect(preloads('/no-such-page')).toEqual(['assets/app-p.js']);
    expect(preloads('/startups/7/extra')).toEqual(['assets/app-p.js']);
  });

  it('builds each page once and names it by its content', () => {
    expect(pageFor('/portfolio/company/1')).toBe(pageFor('/portfolio/company/2'));
    expect(pageFor('/startups/1')).toBe(pageFor('/startups/1'));
    expect(pageFor('/startups').etag).not.toBe(pageFor('/').etag);
    expect(pageFor('/startups').etag).toMatch(/^"[\w-]+"$/);
  });

  it("names no chunk of the route's screen on a page rendered on the server, which is read before its scripts run", () => {
    const rendered = { isSignedIn: false, hasQuery: false, hasData: true };
    for (const pathname of ['/startups', '/startups/7', '/']) {
      expect(pageFor(pathname, rendered).html, pathname).not.toContain('modulepreload');
      expect(pageFor(pathname, rendered).html, pathname).toContain('<script type="module" fetchpriority="low" src="/assets/index-a.js">');
    }
    expect(pageFor('/startups', rendered)).toBe(pageFor('/', rendered));
  });

  it('serves every path the page as built when the build has no route table', () => {
    expect(appPages(indexHtml, undefined)('/startups').html).toBe(indexHtml);
  });
});

describe('data preloads', () => {
  const signedOut = { isSignedIn: false, hasQuery: false };
  const signedIn = { isSignedIn: true, hasQuery: false };
  const pageFor = appPages(indexHtml, chunks);
  const fetches = (pathname: string, request = signedOut) => [...pageFor(pathname, request).html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map((m) => m[1]);

  it("preloads the screen's first API answers, with the route's parameter filled in", () => {
    expect(fetches('/startups/7')).toEqual(['/api/startups/7']);
    expect(fetches('/startups/8/')).toEqual(['/api/startups/8']);
  });

  it('preloads the signed-in answers only with a session cookie', () => {
    expect(fetches('/dashboard')).toEqual([]);
    expect(fetches('/dashboard', signedIn)).toEqual(['/api/dashboard/stats']);
  });

  it('preloads nothing for a request with a query string, or a parameter that is not a plain id', () => {
    expect(fetches('/startups/7', { isSignedIn: false, hasQuery: true })).toEqual([]);
    expect(dataUrls('/startups/:id', '/startups/a"b', { public: ['/api/startups/:id'] }, signedOut)).toEqual([]);
    expect(dataUrls('/startups/:id', '/startups/%3Cscript%3E', { public: ['/api/startups/:id'] }, signedOut)).toEqual([]);
  });

  it('keeps the module preloads beside the data ones', () => {
    const html = pageFor('/startups/7').html;
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/startup-detail-d.js">');
    expect(pageFor('/startups/7').etag).not.toBe(pageFor('/startups/8').etag);
  });
});
