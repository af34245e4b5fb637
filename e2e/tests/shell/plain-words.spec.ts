import { expect, test, type Page } from '@playwright/test';
import { demoFounder, demoInvestor, signInAs } from '../../support/demo-users';

/**
 * Every factor, metric and field a person reads has a human label: no camelCase identifier
 * (stageOfBusiness, revenueGrowthRate) may reach the screen. Checked on every signed-in screen
 * of both demo accounts, and on the computed results (valuation reasoning, due diligence).
 */
const CAMEL_CASE = /\b[a-z]+[A-Z][A-Za-z]*\b/g;

async function camelCaseWords(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return [...new Set(text.match(CAMEL_CASE) ?? [])];
}

async function visitAll(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await camelCaseWords(page), path).toEqual([]);
  }
}

const shared = ['/dashboard', '/profile', '/network', '/jobs', '/messages', '/notifications', '/startups', '/startups/1', '/investors', '/data-rooms', '/data-rooms/1'];
const analysisTabs = ['/ai-insights', '/ai-insights?tab=diligence', '/ai-insights?tab=documents', '/ai-insights?tab=market', '/analytics', '/analytics?tab=competitive', '/analytics?tab=portfolio', '/analytics?tab=ecosystem'];

test('no internal identifier on the founder screens, nor in the valuation reasoning and due diligence', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, demoFounder);
  await visitAll(page, [...shared, ...analysisTabs, '/financial-tools']);

  await page.goto('/financial-tools');
  await page.getByRole('tab', { name: 'Valuation' }).click();
  await page.getByRole('button', { name: 'Calculate Valuation' }).click();
  await expect(page.getByText('Valuation calculated successfully', { exact: true })).toBeVisible();
  expect(await camelCaseWords(page), 'valuation').toEqual([]);

  await page.goto('/ai-insights?tab=diligence');
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByText('Due diligence report generated', { exact: true })).toBeVisible();
  expect(await camelCaseWords(page), 'due diligence').toEqual([]);
});

test('no internal identifier on the investor screens', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, demoInvestor);
  await visitAll(page, [...shared, ...analysisTabs, '/portfolio', '/portfolio/deal-flow']);
});
