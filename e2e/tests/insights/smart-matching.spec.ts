import { expect, test } from '@playwright/test';
import { demoFounder, signInAs } from '../../support/demo-users';

test('a founder generates explained investor matches for their startup', async ({ page }) => {
  await signInAs(page, demoFounder);
  await page.goto('/ai-insights');
  await expect(page.getByRole('heading', { name: 'AI Insights' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Smart Matching' })).toHaveAttribute('aria-selected', 'true');
  const picker = page.getByLabel('Startup', { exact: true });
  await expect(picker).not.toHaveValue('');
  await picker.selectOption({ index: 1 });

  await page.getByRole('button', { name: 'Generate AI Matches' }).click();
  await expect(page.getByText('Advanced matching analysis completed', { exact: true })).toBeVisible();
  // The four analysis scores are parts of the startup's one assessment, stated once above the matches.
  await expect(page.getByText(/^Startup assessment: \d+\/100$/)).toBeVisible();
  await expect(page.getByText(/^Based on \d+ of 10 fact groups$/)).toBeVisible();
  const matches = page.getByRole('list', { name: 'Investor matches' }).getByRole('listitem');
  await expect(matches.first()).toBeVisible();
  const first = matches.first();
  await expect(first.getByText('Match score', { exact: true })).toBeVisible();
  await expect(first.getByText('Confidence', { exact: true })).toBeVisible();
  await expect(first.getByText('Market fit', { exact: true })).toBeVisible();
  // The demo startups are African: no published cohort study covers them, so no number, and why (decision 0038).
  await expect(first.getByText('Success prediction: no defensible number', { exact: true })).toBeVisible();
  await expect(first.getByText(/^No defensible number for .+: Baobab knows no published cohort study for it$/)).toBeVisible();
  await expect(first.getByRole('heading', { name: 'Risk factors' })).toBeVisible();

  await first.getByText('How these numbers were computed').click();
  await expect(first.getByRole('table')).toContainText('score.sectorFit');
});

test('a search finds any startup of the directory to analyse', async ({ page }) => {
  await signInAs(page, demoFounder);
  await page.goto('/ai-insights');
  await page.getByLabel('Search startups').fill('payments');
  const option = page.getByLabel('Startup', { exact: true }).locator('optgroup[label="Matching \'payments\'"] option').first();
  await expect(option).toBeAttached();
  const value = await option.getAttribute('value');
  await page.getByLabel('Startup', { exact: true }).selectOption(value!);
  await page.getByRole('button', { name: 'Generate AI Matches' }).click();
  await expect(page.getByText('Advanced matching analysis completed', { exact: true })).toBeVisible();
});
