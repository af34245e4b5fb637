import { expect, test } from '@playwright/test';
import { createStartups, onboardInvestor, uniqueWord } from '../../support/api-data';

test('an investor adds a startup to the pipeline from its detail page and finds it in Sourced', async ({ page, baseURL }) => {
  const word = uniqueWord('Kilimo');
  const [id] = await createStartups(baseURL!, [`${word} Farms`]);
  await onboardInvestor(page.request);

  await page.goto(`/startups/${id}`);
  await page.getByRole('button', { name: 'Add to pipeline' }).click();
  await expect(page.getByRole('link', { name: 'In pipeline: Sourced' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Deal summary (PDF)' })).toBeVisible();

  await page.getByRole('link', { name: 'In pipeline: Sourced' }).click();
  await expect(page).toHaveURL(/\/portfolio\/deal-flow$/);
  await expect(page.getByText(`${word} Farms`).first()).toBeVisible();
});
