import { expect, test, type Locator } from '@playwright/test';
import { createStartups, onboardInvestor, uniqueWord } from '../../support/api-data';
import { shootPage } from '../../support/screenshots';

/**
 * Text a person wrote is laid out in its own direction (decision 0062, amendment): a Latin startup name reads
 * left to right on an Arabic page, an Arabic one right to left on an English page, both shown as written. And
 * the served page already opens in the reader's language and direction (no left-to-right flash in Arabic).
 * Screenshots at 1440 and 390 px with SCREENSHOT_DIR set.
 */
const direction = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).direction);

test('an Arabic page lays a Latin name out left to right, and the next page is served right to left', async ({ page, baseURL }) => {
  const name = uniqueWord('Ledgerline');
  const [startupId] = await createStartups(baseURL!, [name]);
  // Its own investor: the language is saved on the account (never a shared demo account's).
  await onboardInvestor(page.request);
  await page.goto('/dashboard');
  await page.locator('select').filter({ has: page.locator('option[value="ar"]') }).first().selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const served = await page.request.get(`/startups/${startupId}`);
  expect(await served.text()).toContain('<html lang="ar" dir="rtl">');

  await page.goto(`/startups/${startupId}`);
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toHaveAttribute('dir', 'auto');
  expect(await direction(heading)).toBe('ltr');
  expect(await direction(page.locator('main').first())).toBe('rtl');
  await expect(page.getByText(`${name} builds payment rails for informal retailers.`)).toBeVisible();
  await shootPage(page, 'user-text-latin-on-arabic');
});

test('an English page lays an Arabic name out right to left, as written', async ({ page, baseURL }) => {
  const name = `مزرعة الشمس ${uniqueWord('z')}`;
  const [startupId] = await createStartups(baseURL!, [name]);
  const response = await page.goto(`/startups/${startupId}`);
  expect(await response!.text()).toContain('<html lang="en" dir="ltr">');
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  expect(await direction(heading)).toBe('rtl');
  expect(await direction(page.locator('main').first())).toBe('ltr');
  await shootPage(page, 'user-text-arabic-on-english');

  await page.goto(`/startups?q=${encodeURIComponent(name.split(' ').at(-1)!)}`);
  const card = page.getByRole('list', { name: 'Startups' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  expect(await direction(card.getByRole('heading', { name }))).toBe('rtl');
  await shootPage(page, 'user-text-arabic-in-directory');
});
