import { expect, test } from '@playwright/test';
import { demoFounder, demoInvestor, signInAs } from '../../support/demo-users';

test("the dashboard's matches come from the matching engine", async ({ page }) => {
  await signInAs(page, demoFounder);
  await page.goto('/dashboard');
  const card = page.getByText('Matched Investors').locator('xpath=ancestor::div[contains(@class, "rounded-xl")][1]');
  await expect(card.getByText(/^\d+% match$/).first()).toBeVisible();
  await expect(card.getByText(/^\d+% match$/)).toHaveCount(3);
  await expect(page.getByText('Active Matches')).toBeVisible();
  await expect(page.getByText(/Investors passing every hard filter/)).toBeVisible();
});

test('an investor sees matched startups', async ({ page }) => {
  await signInAs(page, demoInvestor);
  await page.goto('/dashboard');
  await expect(page.getByText('Matched Startups')).toBeVisible();
  await expect(page.getByText(/Startups passing every hard filter among the \d+ best-scored/)).toBeVisible();
});
