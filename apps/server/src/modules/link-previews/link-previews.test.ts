import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartupInput, createStartup } from '../../test/factories/startups';
import { signUpFounder, signUpInvestor } from '../../test/factories/users';
import { createRoom } from '../../test/factories/data-rooms';

const PUBLIC_URL = 'https://baobab.example';
const HOSTILE_NAME = '<script>alert(1)</script> & "Co"';
// Strings only the owner or the investor may see: none may reach a page's head.
const ROOM_NAME = 'Zebra-7731 confidential room';
const RAISE = '$733K';
const THESIS = 'Quokka-4410 thesis backing fintech founders in West Africa.';

let t: TestApp;
let dist: string;
let founder: TestUser;
let investor: TestUser & { investorId: number };
let startupId: number;
let hostileId: number;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'baobab-previews-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><meta name="description" content="Default words" /><title>Baobab</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ webDistDir: dist, publicUrl: PUBLIC_URL });
  founder = await signUpFounder(t);
  startupId = await createStartup(t, founder, { name: 'Ledgerline', description: 'Cash-flow books for market traders in Lagos.', raisingAmount: RAISE });
  hostileId = await createStartup(t, founder, { name: HOSTILE_NAME });
  await createRoom(t, founder, startupId, ROOM_NAME);
  investor = await signUpInvestor(t, { type: 'vc_partner', sectors: ['FinTech', 'AgriTech'], investmentThesis: THESIS }, { firstName: 'Kwame', lastName: 'Mensah' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });
const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe("a startup's page", () => {
  it('names the startup and its public facts in the first HTML', async () => {
    const response = await page(`/startups/${startupId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Ledgerline · Baobab</title>');
    expect(meta(response.body, 'og:title')).toBe('Ledgerline · Baobab');
    expect(meta(response.body, 'og:description')).toBe('FinTech · Seed. Cash-flow books for market traders in Lagos.');
    expect(meta(response.body, 'description')).toBe(meta(response.body, 'og:description'));
    expect(meta(response.body, 'og:url')).toBe(`${PUBLIC_URL}/startups/${startupId}`);
    expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/startups/${startupId}">`);
    expect(meta(response.body, 'og:site_name')).toBe('Baobab');
    expect(meta(response.body, 'twitter:card')).toBe('summary');
  });

  it('shows nothing private: no data room, raise or e-mail', async () => {
    const { body } = await page(`/startups/${startupId}`);
    for (const secret of [ROOM_NAME, RAISE, founder.email]) expect(body).not.toContain(secret);
  });

  it('escapes a hostile name', async () => {
    const { body } = await page(`/startups/${hostileId}`);
    expect(body).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot; · Baobab</title>');
    expect(body).not.toContain('<script>alert(1)');
  });

  it('follows an edit at once', async () => {
    const id = await createStartup(t, founder, { name: 'Before Rename' });
    expect((await page(`/startups/${id}`)).body).toContain('<title>Before Rename · Baobab</title>');
    const edit = await t.app.inject(as(founder, { method: 'PUT', url: `/api/startups/${id}`, payload: buildStartupInput({ name: 'After Rename' }) }));
    expect(edit.statusCode).toBe(200);
    expect((await page(`/startups/${id}`)).body).toContain('<title>After Rename · Baobab</title>');
  });

  it.each(['/startups/999999', '/startups/abc', '/startups/99999999999', '/investors/999999'])('answers 404 with the default head for %s', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Baobab</title>');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('keeps the security headers', async () => {
    const response = await page(`/startups/${startupId}`);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The app sends every form itself: one clicked before it has taken over the page is not sent by the browser
    // as a GET with its fields in the URL (e2e/tests/auth/early-submit.spec.ts holds and sends it instead).
    expect(response.headers['content-security-policy']).toContain("form-action 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe("an investor's page", () => {
  it('names the investor, type and sectors, and nothing private', async () => {
    const { body, statusCode } = await page(`/investors/${investor.investorId}`);
    expect(statusCode).toBe(200);
    expect(body).toContain('<title>Kwame Mensah · Baobab</title>');
    expect(meta(body, 'og:description')).toBe('VC Partner on Baobab, investing in FinTech, AgriTech.');
    expect(body).not.toContain(investor.email);
    expect(body).not.toContain('Quokka-4410');
  });
});

describe('other pages', () => {
  it("keep index.html's title and description, with the canonical address of the path", async () => {
    const { body, statusCode } = await page('/jobs?category=Engineering');
    expect(statusCode).toBe(200);
    expect(body).toContain('<title>Baobab</title><meta name="description" content="Default words">');
    expect(body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs">`);
  });
});

describe('robots.txt', () => {
  it('allows the public pages, keeps crawlers out of the private areas and names the sitemap', async () => {
    const response = await page('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/dashboard', '/data-rooms', '/messages', '/financial-tools', '/portfolio', '/company-metrics', '/profile', '/network', '/notifications', '/onboarding']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('index the public pages and every startup and investor profile', async () => {
    const index = await page('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const pages = locs(index.body);
    expect(pages).toEqual([`${PUBLIC_URL}/sitemaps/pages.xml`, `${PUBLIC_URL}/sitemaps/startups-1.xml`, `${PUBLIC_URL}/sitemaps/investors-1.xml`]);

    expect(locs((await page('/sitemaps/pages.xml')).body)).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/startups`, `${PUBLIC_URL}/investors`, `${PUBLIC_URL}/jobs`]);
    const startups = locs((await page('/sitemaps/startups-1.xml')).body);
    expect(startups).toContain(`${PUBLIC_URL}/startups/${startupId}`);
    expect(startups).toContain(`${PUBLIC_URL}/startups/${hostileId}`);
    expect(locs((await page('/sitemaps/investors-1.xml')).body)).toContain(`${PUBLIC_URL}/investors/${investor.investorId}`);
  });

  it('list a startup created after they were read', async () => {
    await page('/sitemaps/startups-1.xml');
    const id = await createStartup(t, founder, { name: 'Late Arrival' });
    expect(locs((await page('/sitemaps/startups-1.xml')).body)).toContain(`${PUBLIC_URL}/startups/${id}`);
  });

  it.each(['/sitemaps/startups-2.xml', '/sitemaps/people-1.xml', '/sitemaps/startups-0.xml'])('answer 404 for %s', async (url) => {
    expect((await page(url)).statusCode).toBe(404);
  });
});
