import { expect, test, type APIRequestContext } from '@playwright/test';
import { onboardInvestor, signUp, uniqueWord } from '../../support/api-data';

/** A new founder with one startup, through the product's API (sign-up, founder profile, startup). */
async function founderWithStartup(request: APIRequestContext, name: string): Promise<number> {
  await signUp(request, 'Zainab');
  const profile = await request.post('/api/founders', { data: { bio: 'Building payments for market traders.', location: 'Kano', expertiseTags: ['Finance'] } });
  expect(profile.ok(), await profile.text()).toBe(true);
  const startup = await request.post('/api/startups', {
    data: { name, description: `${name} runs payments for informal retailers.`, sector: 'FinTech', region: 'Africa', fundingStage: 'Seed', raisingAmount: '$500K', teamSize: 6, businessModel: 'Transaction-based' },
  });
  expect(startup.ok(), await startup.text()).toBe(true);
  return ((await startup.json()) as { id: number }).id;
}

test('a founder defines metrics, enters a month, imports a CSV with one bad row and sees the rest saved and charted', async ({ page }) => {
  test.setTimeout(60_000);
  const startupId = await founderWithStartup(page.request, `${uniqueWord('Soko')} Pay`);

  // A founder reaches the screen from the user menu.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Metrics', exact: true }).click();
  await expect(page).toHaveURL(/\/company-metrics$/);
  await expect(page.getByRole('heading', { name: 'Company metrics', level: 1 })).toBeVisible();
  await expect(page.getByText('No metrics yet')).toBeVisible();

  // Define two standard metrics and a custom one.
  const addMetric = async (choose: () => Promise<void>, toast: string) => {
    await page.getByRole('button', { name: 'Add metric' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add metric' });
    await choose();
    await dialog.getByRole('button', { name: 'Add metric' }).click();
    await expect(page.getByText(toast, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
  };
  const dialog = page.getByRole('dialog', { name: 'Add metric' });
  await addMetric(async () => {
    await dialog.getByLabel('Metric').selectOption({ label: 'MRR' });
  }, 'MRR added');
  await addMetric(async () => {
    await dialog.getByLabel('Metric').selectOption({ label: 'Cash' });
    await expect(dialog.getByLabel('Currency')).toHaveValue('USD');
  }, 'Cash added');
  await addMetric(async () => {
    await dialog.getByLabel('Metric').selectOption({ label: 'Custom metric…' });
    await dialog.getByLabel('Name').fill('Active merchants');
    await dialog.getByLabel('Unit').selectOption({ label: 'Count' });
  }, 'Active merchants added');

  // Enter June 2025 by keyboard: a bad value is refused beside its input, then fixed and saved with Enter.
  await page.getByLabel('Month', { exact: true }).fill('2025-06');
  await page.getByLabel('MRR, June 2025').fill('12,500.505');
  await page.getByLabel('Cash, June 2025').fill('300000');
  await page.getByLabel('Cash, June 2025').press('Enter');
  await expect(page.getByText('USD amounts have at most 2 decimal places')).toBeVisible();
  await page.getByLabel('MRR, June 2025').fill('12,500.50');
  await page.getByLabel('MRR, June 2025').press('Enter');
  await expect(page.getByText('Saved 2 values for June 2025', { exact: true })).toBeVisible();

  // Import July and August with one bad row: the preview names it, the save keeps the other three.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import metrics from CSV' });
  await importDialog.getByLabel('CSV text').fill(['month,metric,value', '2025-07,MRR,13100', '2025-07,Cash,270000', '2025-07,Active merchants,abc', '2025-08,MRR,"14,000.25"'].join('\n'));
  await importDialog.getByRole('button', { name: 'Preview' }).click();
  const rowError = importDialog.getByText('Line 4: "abc" is not a number: write it as, for example, 18 000 000, 12 500,50 or 1,5 M');
  await expect(rowError).toBeVisible();
  await expect(importDialog.getByRole('status')).toHaveText('3 rows ready to save, 1 with errors (they will not be saved).');
  await importDialog.getByRole('button', { name: 'Save 3 valid rows' }).click();
  await expect(importDialog.getByRole('status')).toHaveText('Saved 3 rows; 1 row with errors was not saved');
  await expect(rowError).toBeVisible();
  await importDialog.getByRole('button', { name: 'Done' }).click();
  await expect(importDialog).toBeHidden();

  // The charts and the cash position show June by hand and July and August from the file.
  const mrrCard = page.getByRole('article', { name: 'MRR' });
  // The latest value leads the card (the same figure also sits in its folded table of values).
  await expect(mrrCard.getByText('$14,000.25', { exact: true }).first()).toBeVisible();
  await expect(mrrCard.getByText('August 2025 · +6.9% on July 2025')).toBeVisible();
  await expect(mrrCard.getByRole('img', { name: 'MRR by month, June 2025 to August 2025; latest $14,000.25' })).toBeVisible();
  await expect(mrrCard.locator('.recharts-line-dots circle')).toHaveCount(3);
  const position = page.getByRole('region', { name: 'Cash, burn and runway' });
  const tile = (label: string) => position.getByText(label, { exact: true }).locator('..');
  await expect(tile('Cash')).toContainText('$270,000');
  await expect(tile('Burn rate')).toContainText('$30,000/mo');
  await expect(tile('Runway')).toContainText('9 months');

  // Saved, as the API reads them: money in cents; the bad row's month has no value.
  const view = await (await page.request.get(`/api/startups/${startupId}/metrics`)).json();
  const series = (name: string) => view.metrics.find((m: { name: string }) => m.name === name).series.map((p: { month: string; value: string }) => `${p.month}=${p.value}`);
  expect(series('MRR')).toEqual(['2025-06=1250050', '2025-07=1310000', '2025-08=1400025']);
  expect(series('Cash')).toEqual(['2025-06=30000000', '2025-07=27000000']);
  expect(series('Active merchants')).toEqual([]);
});

test("an investor cannot reach a founder's metrics and is told where figures come from", async ({ page, browser, baseURL }) => {
  const startupId = await founderWithStartup(page.request, `${uniqueWord('Duka')} Labs`);
  const investor = await browser.newContext({ baseURL });
  await onboardInvestor(investor.request);
  expect((await investor.request.get(`/api/startups/${startupId}/metrics`)).status()).toBe(404);
  const investorPage = await investor.newPage();
  await investorPage.goto('/company-metrics');
  await expect(investorPage.getByText("Company metrics are kept by founders. You see a startup's figures in the updates its founders send you.")).toBeVisible();
  await investor.close();
});
