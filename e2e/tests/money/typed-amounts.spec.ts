import { expect, test, type APIRequestContext } from '@playwright/test';
import { signUp, uniqueWord } from '../../support/api-data';

/** A founder raising in CFA francs, through the product's API (sign-up, founder profile, startup). */
async function founderRaisingInXof(request: APIRequestContext, name: string): Promise<number> {
  await signUp(request, 'Awa');
  const profile = await request.post('/api/founders', { data: { bio: 'Building payments for market traders.', location: 'Dakar', expertiseTags: ['Finance'] } });
  expect(profile.ok(), await profile.text()).toBe(true);
  const startup = await request.post('/api/startups', {
    data: { name, description: `${name} settles market traders' mobile-money sales.`, sector: 'FinTech', region: 'Africa', fundingStage: 'Seed', raisingAmount: 'XOF 500 000 000', teamSize: 6, businessModel: 'Transaction-based' },
  });
  expect(startup.ok(), await startup.text()).toBe(true);
  return ((await startup.json()) as { id: number }).id;
}

/**
 * One reader for every amount (decision 0032). A founder raising in XOF records cash typed with spaces
 * ("18 000 000") in a metric that starts in XOF, and the directory's raise filter reads "1,5 M€".
 * The demo's reference rates (XOF 558 and EUR 0.853 per dollar) put the raise at about €764,337.
 */
test('a founder records cash typed with spaces, and the raise filter reads 1,5 M€', async ({ page }) => {
  test.setTimeout(60_000);
  const word = uniqueWord('Teranga');
  await founderRaisingInXof(page.request, `${word} Pay`);

  await page.goto('/company-metrics');
  await page.getByRole('button', { name: 'Add metric' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add metric' });
  await dialog.getByLabel('Metric').selectOption({ label: 'Cash' });
  // A new money metric starts in the startup's own currency.
  await expect(dialog.getByLabel('Currency')).toHaveValue('XOF');
  await dialog.getByRole('button', { name: 'Add metric' }).click();
  await expect(page.getByText('Cash added', { exact: true })).toBeVisible();

  await page.getByLabel('Month', { exact: true }).fill('2025-06');
  await page.getByLabel('Cash, June 2025').fill('18 000 000');
  await page.getByLabel('Cash, June 2025').press('Enter');
  await expect(page.getByText('Saved 1 value for June 2025', { exact: true })).toBeVisible();
  await expect(page.getByText('XOF 18,000,000').first()).toBeVisible();

  // The directory's raise filter reads the bound as typed and says what it read.
  await page.goto(`/startups?q=${word}`);
  const cards = page.getByRole('list', { name: 'Startups' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await page.getByRole('button', { name: 'Advanced search' }).click();
  await page.getByLabel('Maximum raise').fill('1,5 M€');
  await expect(page.getByText('Read as €1,500,000', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/raiseMax=1%2C5(\+|%20)M%E2%82%AC/);
  await expect(cards).toHaveCount(1);
  await page.getByLabel('Maximum raise').fill('');
  await page.getByLabel('Minimum raise').fill('1,5 M€');
  await expect(page.getByText('No startups found')).toBeVisible();
  // What it cannot read is said beside the field, and never sent.
  await page.getByLabel('Minimum raise').fill('1,500 €');
  await expect(page.getByRole('alert').filter({ hasText: 'Write "1,500" as 1500 or as 1.5' })).toBeVisible();
  await expect(page).toHaveURL(/raiseMin=1%2C5(\+|%20)M%E2%82%AC/);
});
