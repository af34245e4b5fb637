import { expect, test } from '@playwright/test';
import { demoFounder, signInAs } from '../../support/demo-users';

test('a founder generates a due diligence report with category scores and a risk badge', async ({ page }) => {
  await signInAs(page, demoFounder);
  await page.goto('/ai-insights?tab=diligence');
  await expect(page.getByRole('tab', { name: 'Due Diligence' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByText('Due diligence report generated', { exact: true })).toBeVisible();
  await expect(page.getByText('/ 100 overall score')).toBeVisible();
  await expect(page.getByText(/^\d+, likely \d+–\d+$/)).toBeVisible();
  await expect(page.getByText(/^Based on \d+ of 10 fact groups$/)).toBeVisible();
  await expect(page.getByText(/^(Low|Medium|High) Risk$/)).toBeVisible();
  for (const category of ['Team', 'Market', 'Product', 'Traction', 'Financials', 'Legal', 'Cap table']) {
    await expect(page.getByRole('tabpanel', { name: 'Due Diligence' }).getByRole('heading', { name: category, exact: true })).toBeAttached();
  }
  await expect(page.getByText(/^(Proceed|Do not proceed)/)).toBeVisible();
});
