import { expect, test } from '@playwright/test';

test('market analysis opens on Fintech in Nigeria and follows the selectors', async ({ page }) => {
  await page.goto('/ai-insights?tab=market');
  await expect(page.getByLabel('Sector')).toHaveValue('Fintech');
  await expect(page.getByLabel('Country')).toHaveValue('Nigeria');
  await expect(page.getByRole('heading', { name: 'Fintech in Nigeria' })).toBeVisible();
  await expect(page.getByText('Trend score', { exact: true })).toBeVisible();
  await expect(page.getByText('Growth potential', { exact: true })).toBeVisible();
  await expect(page.getByText('Competition', { exact: true })).toBeVisible();
  await expect(page.getByText('Market size', { exact: true })).toBeVisible();

  await page.getByLabel('Country').selectOption('Kenya');
  await page.getByLabel('Sector').selectOption('AgriTech');
  await expect(page.getByRole('heading', { name: 'AgriTech in Kenya' })).toBeVisible();
  await page.getByText('Figures and weights behind these scores').click();
  await expect(page.getByText(/capitalCoverage/)).toBeVisible();
});
