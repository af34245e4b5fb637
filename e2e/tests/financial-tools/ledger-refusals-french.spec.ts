import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Catalog } from '@baobab/i18n/catalog';
import common from '@baobab/i18n/fr/common';
import financialTools from '@baobab/i18n/fr/financial-tools';
import messages from '@baobab/i18n/fr/messages';
import { createStartupViaApi, signUpFounder, uniqueWord } from '../../support/profiles';

/** The French of an English key of these catalogs. */
const fr = (english: string) => (financialTools as Catalog)[english] ?? (common as Catalog)[english] ?? (messages as Catalog)[english] ?? english;
/** French puts a no-break space inside « » and a narrow one between thousands: any space matches. */
const spaced = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s\\u00a0\\u202f]')}$`);

/** With SCREENSHOT_DIR set, the refusal is also saved at desktop and phone widths. */
async function shoot(page: Page, name: string, locator: Locator) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await locator.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/**
 * The share ledger's refusals reach a French reader in French (decision 0046): the server sends each with its key
 * and values, the screen renders it, the kind of entry in French, the names and the share class as typed.
 */
test("a founder reading French sees the ledger's refusals in French, names as typed", async ({ page }) => {
  test.slow();
  await signUpFounder(page);
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const id = await createStartupViaApi(page, { name: uniqueWord('Sahel'), raisingAmount: '$1M' });
  const ledger = `/api/startups/${id}/cap-table/ledger`;
  for (const entry of [
    { kind: 'issuance', date: '2024-01-01', holder: 'Ada', shareClass: 'Common', shares: 1_000, pricePerShareMinor: 0, currency: 'USD' },
    { kind: 'transfer', date: '2024-03-01', fromHolder: 'Ada', toHolder: 'Ben', shareClass: 'Common', shares: 500 },
  ]) {
    const response = await page.request.post(ledger, { data: entry });
    expect(response.status(), await response.text()).toBe(201);
  }

  await page.goto('/financial-tools');
  const card = page.getByRole('region', { name: fr('Share ledger') });
  const form = card.getByRole('form', { name: fr('Add ledger entry') });
  const field = (label: string) => form.getByLabel(fr(label), { exact: true });
  await field('Kind').selectOption('transfer');
  await field('Date').fill('2024-06-01');
  await field('From holder').fill('Ada');
  await field('To holder').fill('Cy');
  await field('Share class').fill('Common');
  await field('Shares').fill('1500');
  await form.getByRole('button', { name: fr('Record entry') }).click();
  const refusal = form.locator('#ledger-shares-error');
  await expect(refusal).toHaveText(spaced("L'écriture « cession » du 2024-06-01 requiert 1 500 actions Common d'Ada, qui détient 500 actions de cette catégorie à cette date (shares)"));
  await shoot(page, 'ledger-refusal-fr', form);

  // Ada's issuance cannot go: her transfer to Ben needs those shares.
  await card.getByRole('table', { name: fr('Share ledger entries, oldest first') }).getByRole('button', { name: /2024-01-01 \(Ada\)/ }).click();
  await expect(page.getByText(spaced("Cette écriture ne peut pas être supprimée : sans elle, l'écriture « cession » du 2024-03-01 requerrait 500 actions Common d'Ada, qui détient 0 action de cette catégorie à cette date (shares)"))).toBeVisible();
});
