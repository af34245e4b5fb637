import { expect, test } from '@playwright/test';
import { demoFounder, demoInvestor, signInAs } from '../../support/demo-users';

test('market intelligence shows platform figures on both analytics paths', async ({ page }) => {
  for (const path of ['/analytics', '/advanced-analytics']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
    await expect(page.getByText('Total startups')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Market sentiment' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Predictions' })).toBeVisible();
  }
});

test('the ecosystem map switches country from the selector and from the tiles', async ({ page }) => {
  await page.goto('/analytics?tab=ecosystem');
  await expect(page.getByLabel('Country')).toHaveValue('Nigeria');
  await expect(page.getByRole('heading', { name: 'Sectors in Nigeria' })).toBeVisible();
  for (const country of ['Kenya', 'South Africa', 'Ghana']) await expect(page.getByLabel('Country').getByRole('option', { name: country, exact: true })).toBeAttached();
  await page.getByLabel('Country').selectOption('Kenya');
  await expect(page.getByRole('heading', { name: 'Sectors in Kenya' })).toBeVisible();
  await page.getByRole('button', { name: /^Ghana: \d+ startups$/ }).click();
  await expect(page.getByRole('heading', { name: 'Sectors in Ghana' })).toBeVisible();
  const chart = page.getByRole('figure', { name: 'Startups per sector in Ghana' });
  await expect(chart).toBeVisible();
  // A row per sector: its name, and its figure read with the chart's value label.
  await expect(chart.getByText(/^Startups: \d+$/).first()).toBeAttached();
  expect(await chart.getByText(/^Startups: \d+$/).count()).toBe(await chart.locator('[title]').count());
});

test('competitive analysis compares a startup with its sector and stage side by side', async ({ page }) => {
  await signInAs(page, demoFounder);
  await page.goto('/analytics?tab=competitive');
  const table = page.getByRole('table', { name: 'Side-by-side comparison' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Score' })).toBeVisible();
  await expect(table.getByRole('columnheader')).not.toHaveCount(2);
});

test("portfolio analytics benchmark a founder's startups and the demo investor's portfolio companies", async ({ page, browser }) => {
  await signInAs(page, demoFounder);
  await page.goto('/analytics?tab=portfolio');
  await expect(page.getByText(/percentile of \d+/).first()).toBeVisible();
  await expect(page.getByText('Median raise').first()).toBeVisible();

  const investorPage = await (await browser.newContext()).newPage();
  await signInAs(investorPage, demoInvestor);
  await investorPage.goto('/analytics?tab=portfolio');
  // The demo investor holds confirmed rounds (the seeded closed deals): each company is benchmarked.
  const investorPanel = investorPage.getByRole('tabpanel', { name: 'Portfolio Analytics' });
  await expect(investorPanel.getByText(/percentile of \d+/).first()).toBeVisible();
  await expect(investorPanel.getByRole('heading', { level: 2 }).first()).toBeVisible();
});
