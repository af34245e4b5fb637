import { expect, test, type Page } from '@playwright/test';
import { addDeal, createStartups, onboardInvestor, uniqueWord } from '../../support/api-data';
import { shootAt } from '../../support/screenshots';

const column = (page: Page, stage: string) => page.getByRole('region', { name: `${stage} column` });

test('a column shows its first 25 cards and its full count; "Show more" loads the rest, and a move keeps the counts right', async ({ page, baseURL }) => {
  const word = uniqueWord('Paged');
  const names = Array.from({ length: 28 }, (_, i) => `${word} ${String(i + 1).padStart(2, '0')}`);
  const ids = await createStartups(baseURL!, names);
  await onboardInvestor(page.request);
  // One after another, so the newest activity is the last added.
  for (const id of ids) await addDeal(page.request, id);

  await page.goto('/portfolio/deal-flow');
  const sourced = column(page, 'Sourced');
  await expect(sourced.getByRole('group', { name: `${word} 28` })).toBeVisible();
  await expect(sourced.getByLabel('28 deals')).toBeVisible();
  await expect(sourced.getByRole('group')).toHaveCount(25);
  await expect(sourced.getByRole('group', { name: `${word} 01` })).toHaveCount(0);
  await expect(sourced.getByText('25 of 28 shown')).toBeVisible();
  await shootAt(page, 'deal-board-show-more', sourced.getByRole('button', { name: 'Show more of Sourced' }));

  await sourced.getByRole('button', { name: 'Show more of Sourced' }).click();
  await expect(sourced.getByRole('group', { name: `${word} 01` })).toBeVisible();
  await expect(sourced.getByRole('group')).toHaveCount(28);
  await expect(sourced.getByRole('button', { name: 'Show more of Sourced' })).toHaveCount(0);

  // A card from the second page moves: out of its column, on top of the next, both counts right.
  await sourced.getByLabel(`Stage for ${word} 02`).selectOption('closed');
  await expect(page.getByText('Deal updated successfully!', { exact: true })).toBeVisible();
  await expect(column(page, 'Closed').getByRole('group', { name: `${word} 02` })).toBeVisible();
  await expect(column(page, 'Closed').getByLabel('1 deals')).toBeVisible();
  await expect(sourced.getByLabel('27 deals')).toBeVisible();
  await expect(sourced.getByRole('group')).toHaveCount(27);
  await shootAt(page, 'deal-board', page.getByRole('heading', { name: 'Deal Flow' }));

  // The search is the server's: counts are of the matching deals.
  await page.getByLabel('Search deals').fill(`${word} 1`);
  await expect(sourced.getByLabel('10 deals')).toBeVisible();

  await page.getByRole('tab', { name: 'Analytics' }).click();
  const tile = (label: string) => page.getByText(label, { exact: true }).locator('..');
  await page.getByLabel('Search deals').fill('');
  await expect(tile('Total Deals')).toContainText('28');
  await expect(tile('Closed Deals')).toContainText('1');
});
