import { expect, test, type Page } from '@playwright/test';
import type { Catalog } from '@baobab/i18n/catalog';
import common from '@baobab/i18n/fr/common';
import financialTools from '@baobab/i18n/fr/financial-tools';
import messages from '@baobab/i18n/fr/messages';
import onboarding from '@baobab/i18n/fr/onboarding';
import startups from '@baobab/i18n/fr/startups';
import dashboard from '@baobab/i18n/fr/dashboard';
import { moneyTextTemplates } from '@baobab/contracts/money-text';
import { uniqueWord } from '../../support/profiles';
import { signUpThroughPage, uniqueEmail } from '../../support/users';

/**
 * The French a screen shows for an English key, from the product's own catalogs (so a reworded translation
 * cannot break the test): the screen's, then the shared ones its `t` also reads (`common`, `messages`).
 */
function fr(catalog: Catalog, english: string, values: Record<string, string> = {}): string {
  const french = catalog[english] ?? (common as Catalog)[english] ?? (messages as Catalog)[english];
  if (french === undefined) throw new Error(`no French for "${english}"`);
  return french.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** A phone-width screenshot to look at, and the check a person makes first: nothing wider than the screen. */
async function checkPhoneScreen(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${name} scrolls sideways`).toBeLessThanOrEqual(0);
}

test.use({ viewport: { width: 390, height: 844 } });

test('a founder switches to French and onboards, creates a startup, finds it in the directory and builds a cap table, all in French', async ({ page }) => {
  // A whole journey through five screens: on a loaded 2-core machine it runs past the 30-second default.
  test.setTimeout(120_000);
  await signUpThroughPage(page, { firstName: 'Awa', lastName: 'Diop', email: uniqueEmail('francais'), password: 'a-strong-password' });
  await expect(page).toHaveURL(/\/onboarding$/);

  // The language switch in the bar: the page answers in French at once.
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('button', { name: fr(onboarding, 'Continue') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // Onboarding: the spec's validation messages in French, then success.
  await page.getByRole('radio', { name: fr(onboarding, "I'm a Founder") }).click();
  await page.getByRole('button', { name: fr(onboarding, 'Continue') }).click();
  await page.getByLabel(fr(onboarding, 'Bio'), { exact: true }).fill('Court');
  await page.getByLabel(fr(onboarding, 'Location')).fill('Dakar, Sénégal');
  await page.getByRole('button', { name: fr(onboarding, 'Complete Profile') }).click();
  await expect(page.getByText(fr(messages, 'Bio must be at least 10 characters'))).toBeVisible();
  await checkPhoneScreen(page, 'onboarding');
  await page.getByLabel(fr(onboarding, 'Bio'), { exact: true }).fill('Paiements mobiles pour les commerçants de Dakar.');
  await page.getByLabel(fr(messages, 'Technology')).check();
  await page.getByRole('button', { name: fr(onboarding, 'Complete Profile') }).click();
  await expect(page.getByText(fr(messages, 'Profile created successfully!'), { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: fr(dashboard, 'Welcome back, {{name}}', { name: 'Awa' }) })).toBeVisible();

  // The choice was saved on the account: a new page load stays in French.
  await page.evaluate(() => localStorage.removeItem('baobab.locale'));
  await page.reload();
  await expect(page.getByRole('heading', { name: fr(dashboard, 'Welcome back, {{name}}', { name: 'Awa' }) })).toBeVisible();

  // Startup creation, with its validation messages in French.
  const name = uniqueWord('Teranga');
  await page.getByRole('button', { name: fr(startups, 'Create Your Startup Profile') }).click();
  await page.getByRole('button', { name: fr(startups, 'Create Startup Profile') }).click();
  await expect(page.getByText(fr(messages, 'Company name must be at least 2 characters'))).toBeVisible();
  await page.getByLabel(fr(startups, 'Company name')).fill(name);
  await page.getByLabel(fr(startups, 'Description')).fill('Paiements mobiles pour les commerçants des marchés de Dakar.');
  await page.getByLabel(fr(startups, 'Sector')).selectOption('FinTech');
  await page.getByLabel(fr(startups, 'Region')).selectOption('Africa');
  await page.getByLabel(fr(startups, 'Funding stage')).selectOption('Seed');
  // The one reader's refusal as the founder types, rendered in French from its key and values: the
  // decimal reading it offers is written with a comma, as French writes it.
  await page.getByLabel(fr(startups, 'Raising amount')).fill('1,500');
  const ambiguous = fr(messages, moneyTextTemplates.ambiguous[','], { typed: '1,500', asThousands: '1500', asDecimal: '1,5' });
  await expect(page.getByText(ambiguous)).toBeVisible();
  await checkPhoneScreen(page, 'startup-form-ambiguous');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: test.info().outputPath('startup-form-ambiguous-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel(fr(startups, 'Raising amount')).fill('XOF 500 000 000');
  await page.getByLabel(fr(startups, 'Team size')).fill('4');
  await page.getByLabel(fr(startups, 'Business model')).selectOption('B2B SaaS');
  await expect(page.getByLabel(fr(startups, 'Sector')).locator('option:checked')).toHaveText('FinTech');
  await expect(page.getByLabel(fr(startups, 'Region')).locator('option:checked')).toHaveText(fr(messages, 'Africa'));
  await checkPhoneScreen(page, 'startup-form');
  await page.getByRole('button', { name: fr(startups, 'Create Startup Profile') }).click();
  await expect(page.getByText(fr(messages, 'Startup Created'), { exact: true })).toBeVisible();

  // The directory, searched and filtered in French.
  await page.goto('/startups');
  await expect(page.getByRole('heading', { name: fr(startups, 'Discover Startups') })).toBeVisible();
  await page.getByLabel(fr(startups, 'Search startups')).fill(name);
  await expect(page).toHaveURL(new RegExp(`q=${name}`));
  const cards = page.getByRole('list', { name: 'Startups' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(name);
  await expect(page.getByText(fr(startups, 'Startups found'))).toBeVisible();
  await page.getByLabel(fr(startups, 'Stage')).selectOption('series-a');
  await expect(page.getByText(fr(startups, 'No startups found'))).toBeVisible();
  await page.getByLabel(fr(startups, 'Stage')).selectOption('seed');
  await expect(cards).toHaveCount(1);
  await checkPhoneScreen(page, 'directory');

  // The financial tools: the cap table generated, with French labels and French number formatting.
  await page.goto('/financial-tools');
  await expect(page.getByRole('heading', { name: fr(financialTools, 'Financial Tools'), level: 1 })).toBeVisible();
  await page.getByRole('button', { name: fr(financialTools, 'Generate Cap Table') }).click();
  await expect(page.getByText(fr(financialTools, 'Cap table generated successfully'), { exact: true })).toBeVisible();
  const card = page.locator('p').getByText(fr(financialTools, 'Total Shares'), { exact: true }).locator('..');
  await expect(card).toContainText('10\u202f000\u202f000');
  await checkPhoneScreen(page, 'financial-tools');
});
