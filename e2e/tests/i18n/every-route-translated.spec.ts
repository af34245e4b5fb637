import { expect, test, type Page } from '@playwright/test';
import type { Catalog } from '@baobab/i18n/catalog';
import { pluralSuffixes } from '@baobab/i18n/catalog';
import { namespaces } from '@baobab/i18n/namespaces';
import { demoFounder, demoInvestor, signInAs } from '../../support/demo-users';

/**
 * Every screen of both demo accounts, walked in French and in Arabic: no text the product wrote may reach the
 * page in English (decision 0062). A text node left in English is one whose whole text is an English key that its
 * language's catalogs translate differently. What people wrote is not the product's text: it sits in `dir="auto"`
 * elements (rtl/user-text-direction), which the check skips, as it skips form fields. The main screens are also
 * walked in English, and each main screen is kept as a screenshot at 1440 and 390 px in every language, with the
 * test's other artefacts (e2e/test-results).
 *
 * The demo accounts have no saved language, so the browser's language decides (a first visit follows it): the
 * walk never changes an account shared with the specs running beside it (scripts/e2e-shared-accounts.test.mjs).
 */
const everyone = ['/dashboard', '/profile', '/startups', '/startups/1', '/investors', '/funds', '/jobs', '/network', '/messages', '/notifications', '/organisations', '/saved-searches', '/data-rooms', '/ai-insights', '/analytics', '/verification'];
const founderOnly = ['/financial-tools', '/fundraising', '/company-metrics', '/updates', '/updates/new'];
const investorOnly = ['/portfolio', '/portfolio/deal-flow', '/rounds', '/updates'];
const signedOut = ['/', '/login', '/forgot-password', '/startups', '/investors', '/jobs'];
/** The screens kept as screenshots in each language. */
const mainScreens = new Set(['/', '/dashboard', '/profile', '/startups', '/startups/1', '/investors', '/network', '/messages', '/financial-tools', '/fundraising', '/portfolio', '/portfolio/deal-flow']);

type Locale = 'en' | 'fr' | 'ar';
const browserLanguage = { en: 'en-GB', fr: 'fr-SN', ar: 'ar-MA' } as const;
const languageName = { en: 'English', fr: 'French', ar: 'Arabic' } as const;

const pluralEnding = new RegExp(`(${pluralSuffixes.join('|')})$`);

/** English keys the language translates to something else: the texts that must not appear on its pages. */
async function untranslatableEnglish(locale: Locale): Promise<Set<string>> {
  const english = new Set<string>();
  if (locale === 'en') return english;
  for (const namespace of namespaces) {
    const catalog: Catalog = (await import(`@baobab/i18n/${locale}/${namespace}`)).default;
    for (const [key, translation] of Object.entries(catalog)) {
      const text = key.replace(pluralEnding, '');
      // A key with placeholders never shows as written; a short or letterless one could be a person's own word.
      if (text.includes('{{') || text.length < 4 || !/[A-Za-z]/.test(text) || translation === key) continue;
      english.add(text);
    }
  }
  return english;
}

/** The page's own text nodes (not a person's words, not form fields), trimmed, that are English keys. */
async function englishLeftOn(page: Page, english: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[dir="auto"], script, style, textarea, option, [aria-hidden="true"]')) continue;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text && parent.checkVisibility()) found.push(text);
    }
    return found;
  });
  return [...new Set(texts.filter((text) => english.has(text)))];
}

/** The page at both widths, as `<language>-<who>-<path>-<width>.png` among the test's artefacts. */
async function keepScreenshots(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function walk(page: Page, locale: Locale, who: string, allPaths: readonly string[]) {
  const english = await untranslatableEnglish(locale);
  const leftInEnglish: string[] = [];
  // In English there is nothing to look for: only the main screens, for their screenshots.
  const paths = locale === 'en' ? allPaths.filter((path) => mainScreens.has(path)) : allPaths;
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('status').filter({ has: page.locator('.animate-spin') })).toHaveCount(0);
    for (const text of await englishLeftOn(page, english)) leftInEnglish.push(`${path}: "${text}"`);
    if (mainScreens.has(path)) await keepScreenshots(page, `${locale}-${who}${path === '/' ? '-home' : path.replaceAll('/', '-')}`);
  }
  expect(leftInEnglish, `English left on the ${locale} pages`).toEqual([]);
}

for (const locale of ['en', 'fr', 'ar'] as const) {
  test.describe(`every route in ${languageName[locale]}`, () => {
    test.use({ locale: browserLanguage[locale] });

    test('the founder’s screens', async ({ page }) => {
      test.setTimeout(180_000);
      await signInAs(page, demoFounder);
      await walk(page, locale, 'founder', [...everyone, ...founderOnly]);
    });

    test('the investor’s screens', async ({ page }) => {
      test.setTimeout(180_000);
      await signInAs(page, demoInvestor);
      await walk(page, locale, 'investor', [...everyone, ...investorOnly]);
    });

    test('a visitor’s screens', async ({ page }) => {
      test.setTimeout(120_000);
      await walk(page, locale, 'visitor', signedOut);
    });
  });
}
