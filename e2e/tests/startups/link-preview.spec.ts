import { expect, test } from '@playwright/test';

/**
 * Link-preview crawlers and search engines run no JavaScript: a startup's name and description
 * must be in the HTML the server sends. Read with `request`, so no script of the page runs.
 */
const metaContent = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

test("a startup's page names it in its title and link-preview tags without running scripts", async ({ request }) => {
  // The seeded demo startup 1, Ledgerline, as the public API describes it.
  const startup = (await (await request.get('/api/startups/1')).json()) as { name: string; description: string };
  expect(startup.name).toBe('Ledgerline');

  const response = await request.get('/startups/1');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Ledgerline · Baobab</title>');
  expect(unescape(metaContent(html, 'og:title') ?? '')).toBe('Ledgerline · Baobab');
  // The description is cut to about 200 characters after the sector and stage.
  const description = unescape(metaContent(html, 'og:description') ?? '');
  expect(description).toContain(startup.description.slice(0, 80));
  expect(unescape(metaContent(html, 'description') ?? '')).toBe(description);
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/startups\/1">/);
});

test('robots.txt names the sitemap, which lists the startup', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toMatch(/<loc>[^<]+\/sitemaps\/startups-1\.xml<\/loc>/);
  const startups = await (await request.get('/sitemaps/startups-1.xml')).text();
  expect(startups).toMatch(/<loc>[^<]+\/startups\/1<\/loc>/);
});
