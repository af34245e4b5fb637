import { expect, test, type Page } from '@playwright/test';
import { demoFounder, signInAs } from '../../support/demo-users';

/**
 * The public pages come as HTML for a signed-out visitor (decision 0074): readable with JavaScript off, as a
 * search engine or a phone with scripts blocked reads them, and taken over in place by the app at the visitor's
 * first touch, key or focus (decision 0086), with no hydration error and no second fetch of what the page
 * already carries.
 */
const publicPages = ['/', '/startups', '/startups/1', '/investors', '/investors/50', '/jobs', '/login', '/no-such-page'];

test("a startup's page without JavaScript shows its name, description, sector, stage, raise and team", async ({ browser, request }) => {
  const startup = (await (await request.get('/api/startups/1')).json()) as { name: string; description: string; teamSize: number; founders?: string };
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/startups/1');
  await expect(page.getByRole('heading', { level: 1, name: startup.name })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText(startup.description);
  // Each fact is a term and its value (a description list).
  await expect(main).toContainText(/Sector\s*FinTech/);
  await expect(main).toContainText(/Stage\s*Seed/);
  await expect(main).toContainText(/Raising\s*\$750,000/);
  await expect(main).toContainText(new RegExp(`Team size\\s*${startup.teamSize}`));
  await expect(main).toContainText('Founded by Amara Nwosu');
  await context.close();
});

test('every public page reads without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const headings: Record<string, string> = {
    '/': "Where Africa's boldest startups meet global capital",
    '/startups': 'Discover Startups',
    '/investors': 'Connect with Investors',
    '/jobs': 'Jobs & Opportunities',
    '/login': 'Welcome back',
    '/no-such-page': 'Page Not Found',
  };
  for (const [path, heading] of Object.entries(headings)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
  }
  // The directories list their first page.
  await page.goto('/startups');
  await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();
  await context.close();
});

/** Errors the page logs (a hydration mismatch is one) and the API calls it makes, from its first byte. */
function watch(page: Page): { errors: string[]; apiCalls: string[] } {
  const errors: string[] = [];
  const apiCalls: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname + url.search);
  });
  return { errors, apiCalls };
}

/** The app's chunk (what the entry starts: src/start-app.tsx, chunked as `app`). */
const appChunk = /\/assets\/app-[\w-]+\.js$/;

/**
 * The visitor's first key press, which has the app take the page over; resolves once it has loaded and the page is
 * quiet again. Until then the page is the server's HTML and no hydration could have failed.
 */
async function takeOver(page: Page) {
  const app = page.waitForResponse((response) => appChunk.test(new URL(response.url()).pathname));
  await page.keyboard.press('Shift');
  await app;
  await page.waitForLoadState('networkidle');
}

/** The calls a rendered page must not make: the session and the public screens' first answers, which it carries. */
const pageDataCalls = (calls: string[]) => calls.filter((call) => call === '/api/auth/user' || /^\/api\/(startups|investors|jobs)(\/\d+)?(\?|$)/.test(call));

for (const path of publicPages) {
  test(`${path} is taken over by the app in place: no hydration error, no second fetch of its data`, async ({ page }) => {
    const { errors, apiCalls } = watch(page);
    const appRequests: string[] = [];
    page.on('request', (request) => appChunk.test(new URL(request.url()).pathname) && appRequests.push(request.url()));
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Read without the app: only the entry has run.
    expect(appRequests).toEqual([]);
    await takeOver(page);
    expect(appRequests).toHaveLength(1);
    expect(errors).toEqual([]);
    // What a signed-out visitor's screen needs came with the page: the session and the screen's first answers.
    expect(pageDataCalls(apiCalls)).toEqual([]);
  });
}

test('a visitor who has used one public page is still a visitor on the next: the language cookie the app leaves is no credential', async ({ page, context }) => {
  await page.goto('/startups');
  await page.waitForLoadState('networkidle');
  await takeOver(page);
  // The app notes the page's language in a cookie once it has started (lib/i18n/locale.ts markDocument).
  await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toContain('baobab.locale');
  const appRequests: string[] = [];
  page.on('request', (request) => appChunk.test(new URL(request.url()).pathname) && appRequests.push(request.url()));
  const next = await page.goto('/investors');
  // No opener policy: the page stays in the tab's renderer (lib/credentials.ts); and it is the visitor's page,
  // read without the app until the first touch.
  expect(next!.headers()['cross-origin-opener-policy']).toBeUndefined();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Connect with Investors' })).toBeVisible();
  expect(appRequests).toEqual([]);
});

test("a startup's page kept by the server a while is not asked for again: its answers count from when it arrived", async ({ page, request }) => {
  // Rendered and kept now; the browser's clock then reads 20 s later, past the detail's 10 s of freshness.
  await request.get('/startups/1');
  await page.clock.install({ time: Date.now() + 20_000 });
  const { errors, apiCalls } = watch(page);
  await page.goto('/startups/1');
  await takeOver(page);
  expect(errors).toEqual([]);
  expect(pageDataCalls(apiCalls)).toEqual([]);
});

/** A visitor whose browser reads French or Arabic (Accept-Language and navigator.languages both say so). */
for (const locale of ['fr-FR', 'ar']) {
  test(`in ${locale}, every public page comes rendered in the language and is taken over with no hydration error`, async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const { errors, apiCalls } = watch(page);
    for (const path of publicPages) {
      const html = await (await page.goto(path))!.text();
      expect(html, path).toContain(`<html lang="${locale.slice(0, 2)}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(html, path).toContain('id="query-state"');
      await takeOver(page);
    }
    expect(errors).toEqual([]);
    expect(pageDataCalls(apiCalls)).toEqual([]);
    await context.close();
  });
}

test("a French visitor's startup page reads in French without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/startups/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Ledgerline' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/Secteur\s*FinTech/);
  await expect(page.getByRole('link', { name: "Entrer en relation avec Ledgerline : connectez-vous d'abord" })).toBeVisible();
  await context.close();
});

test('the rendered directory answers a search typed once the page is read', async ({ page }) => {
  const { errors } = watch(page);
  await page.goto('/startups');
  await page.waitForLoadState('networkidle');
  // The first focus in the field has the app take the page over; what is typed meanwhile reaches it.
  await page.getByLabel('Search startups').fill('Ledgerline');
  await expect(page).toHaveURL(/q=Ledgerline/);
  // The first page held 20; the search narrows it to Ledgerline (and any startup other tests named so).
  const cards = page.getByRole('list', { name: 'Startups' }).getByRole('listitem');
  await expect(cards.filter({ hasText: 'Ledgerline' }).first()).toBeVisible();
  await expect(cards.filter({ hasNotText: 'Ledgerline' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a search typed before the app has taken the directory over is run once it has', async ({ page }) => {
  const { errors } = watch(page);
  // The app's entry is held back until the visitor has typed: a slow phone's takeover, made certain.
  let releaseEntry = () => {};
  const typed = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/startups', { waitUntil: 'commit' });
  await page.getByLabel('Search startups').fill('Ledgerline');
  releaseEntry();
  await expect(page).toHaveURL(/q=Ledgerline/);
  const cards = page.getByRole('list', { name: 'Startups' }).getByRole('listitem');
  await expect(cards.filter({ hasText: 'Ledgerline' }).first()).toBeVisible();
  await expect(cards.filter({ hasNotText: 'Ledgerline' })).toHaveCount(0);
  await expect(page.getByLabel('Search startups')).toHaveValue('Ledgerline');
  expect(errors).toEqual([]);
});

test('a button pressed before the app has taken the page over is pressed again once it has', async ({ page }) => {
  const { errors } = watch(page);
  // The app's chunk is held back until the visitor has clicked: a slow phone's takeover, made certain.
  let releaseApp = () => {};
  const clicked = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(appChunk, async (route) => {
    await clicked;
    await route.continue();
  });
  await page.goto('/startups');
  await page.waitForLoadState('domcontentloaded');
  const moreFilters = page.locator('button[aria-controls="advanced-filters"]');
  await moreFilters.click();
  // Held: the server's button has no handler yet.
  await expect(moreFilters).toHaveAttribute('aria-expanded', 'false');
  releaseApp();
  await expect(moreFilters).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#advanced-filters')).toBeVisible();
  expect(errors).toEqual([]);
});

test("a button activated by a screen reader (a click with no pointer or key) before the takeover starts the app and is pressed", async ({ page }) => {
  const { errors } = watch(page);
  await page.goto('/startups');
  await page.waitForLoadState('networkidle');
  const moreFilters = page.locator('button[aria-controls="advanced-filters"]');
  await moreFilters.dispatchEvent('click');
  await expect(moreFilters).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#advanced-filters')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a link followed before the app has taken the page over opens the page it names', async ({ page }) => {
  await page.goto('/startups');
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'View Details' }).first().click();
  await expect(page).toHaveURL(/\/startups\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a signed-in person still gets the app drawn in the browser, with their own header', async ({ page, request }) => {
  const html = await (await request.get('/startups/1')).text();
  expect(html).toContain('id="query-state"');
  await signInAs(page, demoFounder);
  await page.goto('/startups/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Ledgerline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
});
