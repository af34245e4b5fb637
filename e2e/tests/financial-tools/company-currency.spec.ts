import { expect, test } from '@playwright/test';
import { createStartupViaApi, signUpFounder, uniqueWord } from '../../support/profiles';

/**
 * A startup raising in CFA francs: the model reads amounts as typed in XOF, the funding tracker states the
 * raise in XOF with the reader's dollars beside it, and the valuation states its recommendation in XOF with
 * the rate's date (decision 0035). A refused amount is named at its field, in English and in French.
 */
test('a founder raising in XOF works in XOF across the model, the valuation and the funding tracker', async ({ page }) => {
  await signUpFounder(page);
  const name = uniqueWord('Teranga');
  await createStartupViaApi(page, { name, raisingAmount: 'XOF 500 000 000' });
  await page.goto('/financial-tools');
  await expect(page.getByLabel('Startup', { exact: true })).toContainText(name);
  const card = (label: string) => page.locator('p').getByText(label, { exact: true }).locator('..');

  await page.getByRole('tab', { name: 'Funding Tracker' }).click();
  await expect(card('Target Amount')).toContainText('XOF 500,000,000');
  await expect(card('Target Amount')).toContainText(/≈ \$[\d,]+ \(rate of \d+ \w+ \d{4}\)/);
  const target = page.getByLabel('Target amount (XOF)');
  await target.fill('$1M');
  await expect(page.getByRole('alert').filter({ hasText: 'This amount is in XOF, but "$1M" is in USD: write it in XOF' })).toBeVisible();
  await target.fill('1,5 Md');
  await expect(page.getByText('Read as XOF 1,500,000,000')).toBeVisible();
  await page.getByRole('button', { name: 'Set target' }).click();
  await expect(page.getByText('Target amount saved', { exact: true })).toBeVisible();
  await expect(card('Target Amount')).toContainText('XOF 1,500,000,000');
  await expect(card('Target Amount')).toContainText('Set by the founder');

  await page.getByRole('tab', { name: 'Financial Model' }).click();
  await page.getByLabel('Market Size (XOF)').fill('18 000 000 000');
  await expect(page.getByText('Read as XOF 18,000,000,000')).toBeVisible();
  await page.getByLabel('Churn Rate (%)').fill('2,5555');
  await expect(page.getByText('Write at most 2 decimal places: "2,5555" has more')).toBeVisible();
  await page.getByLabel('Churn Rate (%)').fill('2,5');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByText('Financial model generated successfully', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Valuation' }).click();
  await page.getByRole('button', { name: 'Calculate Valuation' }).click();
  await expect(page.getByText('Valuation calculated successfully', { exact: true })).toBeVisible();
  // The fair value itself is stated in XOF (decision 0044), converted at the rate shown below it.
  await expect(page.getByText('Fair Value', { exact: true }).locator('xpath=following-sibling::p[1]')).toHaveText(/^XOF [\d,]+$/);
  await expect(page.getByText(/^Converted from US dollars at the rate of \d+ \w+ \d{4} \(/)).toBeVisible();

  await page.getByLabel('Language').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('tab', { name: 'Modèle financier' }).click();
  await page.getByLabel('Taux de churn (%)').fill('2,5555');
  await expect(page.getByText('Écrivez au plus 2 décimales : « 2,5555 » en a davantage')).toBeVisible();
  await page.getByRole('tab', { name: 'Suivi de levée' }).click();
  await expect(card('Montant visé')).toContainText('1 500 000 000');
});
