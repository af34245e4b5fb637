import { expect, test, type Page } from '@playwright/test';
import type { Catalog } from '@baobab/i18n/catalog';
import financialTools from '@baobab/i18n/fr/financial-tools';
import messages from '@baobab/i18n/fr/messages';
import { createStartupViaApi, signUpFounder, uniqueWord } from '../../support/profiles';

/** The French of an English key of these catalogs. */
const fr = (english: string) => (financialTools as Catalog)[english] ?? (messages as Catalog)[english] ?? english;

/**
 * Ownership has one source (decision 0031): a founder whose startup raises in CFA francs generates the cap
 * table and finds the same holders, on the opening date, in the share ledger below it, in English and French.
 */
async function generateAndCompare(page: Page, t: (english: string) => string) {
  await createStartupViaApi(page, { name: uniqueWord('Teranga'), raisingAmount: 'XOF 500 000 000' });
  await page.goto('/financial-tools');
  // The founder's own name heads the table.
  const first = page.getByRole('group', { name: t('Shareholder {{number}}').replace('{{number}}', '1') });
  await expect(first.getByRole('textbox').first()).toHaveValue('Ngozi Eze');
  const opening = page.getByLabel(t('Opening position date'));
  await expect(opening).toHaveValue(new Date().toISOString().slice(0, 10));
  await opening.fill('2026-02-02');
  await page.getByRole('button', { name: t('Generate Cap Table') }).click();
  await expect(page.getByText(t('Cap table generated successfully'), { exact: true })).toBeVisible();

  const card = page.getByRole('region', { name: t('Share ledger') });
  const entries = card.getByRole('table', { name: t('Share ledger entries, oldest first') });
  const founderEntry = entries.getByRole('row').filter({ hasText: 'Ngozi Eze' });
  await expect(founderEntry).toContainText('2026-02-02');
  await expect(founderEntry).toContainText('XOF');
  await expect(entries.getByRole('row').filter({ hasText: 'Co-founder' })).toHaveCount(1);
  // The next entry starts in the company's currency, its price an amount in it.
  await expect(card.getByLabel(t('Currency'), { exact: true })).toHaveValue('XOF');
  await expect(card.getByLabel(t('Price per share ({{currency}})').replace('{{currency}}', 'XOF'), { exact: true })).toBeVisible();
  // The holdings today: the same two holders with the cap table's shares.
  const holdings = card.getByRole('table', { name: /^(Holdings on|Détentions au) / });
  await expect(holdings.getByRole('row').filter({ hasText: 'Ngozi Eze' })).toContainText(/7\D?000\D?000/);
  await expect(holdings.getByRole('row').filter({ hasText: 'Co-founder' })).toContainText(/3\D?000\D?000/);
  // 70.00% in both the cap table's ownership table and the ledger's holdings.
  await expect(page.getByRole('row').filter({ hasText: 'Ngozi Eze' }).filter({ hasText: /70[.,]00/ })).toHaveCount(2);

  // Before the opening date, nobody held anything.
  await card.getByLabel(t('As of'), { exact: true }).fill('2026-02-01');
  await expect(holdings.getByRole('row').filter({ hasText: 'Ngozi Eze' })).toHaveCount(0);
}

test('a founder raising in XOF generates a cap table and sees the same holders in the share ledger', async ({ page }) => {
  test.slow();
  await signUpFounder(page);
  await generateAndCompare(page, (english) => english);
});

test('the same in French', async ({ page }) => {
  test.slow();
  await signUpFounder(page);
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await generateAndCompare(page, fr);
});
