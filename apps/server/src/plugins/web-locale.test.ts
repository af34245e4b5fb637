import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createStartup } from '../test/factories/startups';
import { signUpFounder } from '../test/factories/users';

/**
 * The served index.html opens in the reader's language and direction (decision 0062, amendment): an Arabic
 * page is right to left from its first paint. The web's own index.html is served, as built.
 */
let t: TestApp;
let dist: string;
let startupId: number;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'baobab-page-locale-'));
  writeFileSync(join(dist, 'index.html'), readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8'));
  t = await createTestApp({ webDistDir: dist });
  const founder = await signUpFounder(t);
  startupId = await createStartup(t, founder, { name: 'مزرعة الشمس' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const htmlTag = (body: string) => /<html\b[^>]*>/.exec(body)?.[0];

describe('the served page', () => {
  it('opens right to left in Arabic when the language cookie says Arabic', async () => {
    const response = await page('/dashboard', { cookie: 'theme=x; baobab.locale=ar' });
    expect(response.statusCode).toBe(200);
    expect(htmlTag(response.body)).toBe('<html lang="ar" dir="rtl">');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.headers.vary).toMatch(/accept-language/i);
  });

  it('opens in French, left to right, with a French cookie, whatever the browser asks', async () => {
    const { body } = await page('/', { cookie: 'baobab.locale=fr', 'accept-language': 'ar-MA,ar;q=0.9' });
    expect(htmlTag(body)).toBe('<html lang="fr" dir="ltr">');
  });

  it("follows the browser's Accept-Language on a first visit, as the web follows navigator.languages", async () => {
    expect(htmlTag((await page('/startups', { 'accept-language': 'de-DE, ar-EG;q=0.8, fr;q=0.5' })).body)).toBe('<html lang="ar" dir="rtl">');
    expect(htmlTag((await page('/startups', { 'accept-language': 'fr-SN' })).body)).toBe('<html lang="fr" dir="ltr">');
  });

  it('opens in English without a cookie or a language Baobab is written in, and ignores a cookie it does not know', async () => {
    expect(htmlTag((await page('/')).body)).toBe('<html lang="en" dir="ltr">');
    expect(htmlTag((await page('/', { cookie: 'baobab.locale=de', 'accept-language': 'de' })).body)).toBe('<html lang="en" dir="ltr">');
  });

  it("carries the language on a public profile's page too, and a different language is a different version", async () => {
    const arabic = await page(`/startups/${startupId}`, { cookie: 'baobab.locale=ar' });
    const english = await page(`/startups/${startupId}`, { cookie: 'baobab.locale=en' });
    expect(htmlTag(arabic.body)).toBe('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<title>مزرعة الشمس · Baobab</title>');
    expect(htmlTag(english.body)).toBe('<html lang="en" dir="ltr">');
    expect(arabic.headers.etag).not.toBe(english.headers.etag);
    const revalidated = await page(`/startups/${startupId}`, { cookie: 'baobab.locale=en', 'if-none-match': String(arabic.headers.etag) });
    expect(revalidated.statusCode).toBe(200);
  });
});
