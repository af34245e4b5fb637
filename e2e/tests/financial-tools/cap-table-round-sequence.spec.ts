import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { createStartupViaApi, signUpFounder, uniqueWord } from '../../support/profiles';

/** With SCREENSHOT_DIR set, the rounds card is also saved at desktop and phone widths; the page never scrolls sideways. */
async function shoot(page: Page, name: string, locator: Locator) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await locator.screenshot({ path: `${dir}/${name}-${width}.png` });
    const sizes = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth }));
    expect(sizes.scrollWidth).toBeLessThanOrEqual(sizes.width);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a founder models SAFE, seed and Series A as a sequence, closes the seed, sees the holdings on its date and downloads them as .xlsx and OCF', async ({ page }) => {
  // Sign-up, the opening position, three rounds, two closes and the holdings: many round trips.
  test.slow();
  await signUpFounder(page);
  const startupId = await createStartupViaApi(page, { name: uniqueWord('Rounds'), raisingAmount: '$1M' });
  for (const [holder, shares] of [['Ada', 6_000_000], ['Ben', 3_000_000]] as const) {
    const response = await page.request.post(`/api/startups/${startupId}/cap-table/ledger`, { data: { kind: 'issuance', date: '2022-01-01', holder, shareClass: 'Common', shares, pricePerShareMinor: 0, currency: 'USD' } });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await page.goto('/financial-tools');
  const card = page.getByRole('region', { name: 'Rounds in date order' });
  await expect(card).toBeVisible();
  const form = card.getByRole('region', { name: 'Add a round' });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  const add = async () => {
    await form.getByRole('button', { name: 'Add round' }).click();
  };

  // Bad input: each field's own message under it (amounts the form cannot read, then what the server refuses).
  await field('Kind of round').selectOption('priced');
  await field('Date').fill('2024-01-15');
  await field('Pre-money valuation ($)').fill('a lot');
  await field('Round investment ($)').fill('none');
  await add();
  await expect(form.getByText('Pre-money valuation must be more than zero (pricedRound.preMoneyValuation)')).toBeVisible();
  await expect(form.getByText('Round investment must be more than zero (pricedRound.investment)')).toBeVisible();
  await field('Pre-money valuation ($)').fill('$20M');
  await field('Round investment ($)').fill('5 000 000');
  await field('Option pool target (% after the round)').fill('100');
  await add();
  await expect(form.getByText('Series name is required (pricedRound.seriesName)')).toBeVisible();
  await expect(form.getByText('Investor name is required (pricedRound.investorName)')).toBeVisible();
  await expect(form.getByText('Option pool target must be at least 0% and below 100% (pricedRound.optionPoolTargetPercent)')).toBeVisible();
  await field('Option pool target (% after the round)').fill('');
  await field('Series name').fill('Seed');
  await field('Lead investor').fill('Lead Fund');
  await add();
  const rows = card.getByRole('list', { name: 'Rounds in date order' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);

  // The Series A first, then the SAFE dated before both: the list is in date order all the same.
  await field('Kind of round').selectOption('priced');
  await field('Date').fill('2025-03-01');
  await field('Series name').fill('Series A');
  await field('Lead investor').fill('Growth Fund');
  await field('Pre-money valuation ($)').fill('40,000,000');
  await field('Round investment ($)').fill('10,000,000');
  await add();
  await expect(rows).toHaveCount(2);
  await field('Kind of round').selectOption('safe');
  await field('Date').fill('2023-06-01');
  await field('Investment ($)').fill('a lot');
  await field('Valuation cap ($)').fill('high');
  await add();
  await expect(form.getByText('SAFE investment must be more than zero (safes.investment)')).toBeVisible();
  await expect(form.getByText('Valuation cap must be more than zero (valuationCap)')).toBeVisible();
  await field('Investment ($)').fill('1,000,000');
  await field('Valuation cap ($)').fill('10,000,000');
  await field('Discount (%)').fill('100');
  await add();
  await expect(form.getByText('Holder name is required (holderName)')).toBeVisible();
  await expect(form.getByText('Discount must be at least 0% and below 100% (discountPercent)')).toBeVisible();
  await field('Discount (%)').fill('');
  await field('Holder').fill('Angel');
  await add();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('SAFE Angel');
  await expect(rows.nth(0)).toContainText('Converts in Seed');
  await expect(rows.nth(1)).toContainText('Seed');
  await expect(rows.nth(1)).toContainText('$2.0000');
  await expect(rows.nth(2)).toContainText('Series A');
  await shoot(page, 'round-sequence-modelled', card);

  // Closing the seed while the SAFE before it is open is refused, saying which round to close first.
  const seed = rows.nth(1);
  await seed.getByRole('button', { name: 'Close round' }).click();
  await seed.getByRole('button', { name: 'Close Seed' }).click();
  await expect(page.getByText('Close the round dated 2023-06-01 (SAFE Angel) first: rounds close in date order').first()).toBeVisible();
  const safe = rows.nth(0);
  await safe.getByRole('button', { name: 'Close round' }).click();
  await safe.getByRole('button', { name: 'Close SAFE Angel' }).click();
  await expect(safe).toContainText('Closed');
  await seed.getByRole('button', { name: 'Close round' }).click();
  await seed.getByRole('button', { name: 'Close Seed' }).click();
  await expect(seed).toContainText('Closed');
  await expect(rows.nth(2)).toContainText('Modelled');
  await shoot(page, 'round-sequence-closed', card);

  // The share ledger's holdings: the seed's shares exist from its date, not the day before.
  const ledger = page.getByRole('region', { name: 'Share ledger' });
  const asOf = ledger.getByLabel('As of');
  const holdings = (date: string) => ledger.getByRole('table', { name: `Holdings on ${date}` });
  await asOf.fill('2024-01-14');
  await expect(holdings('2024-01-14')).toBeVisible();
  await expect(holdings('2024-01-14').getByRole('row', { name: /Angel/ })).toHaveCount(0);
  await asOf.fill('2024-01-15');
  const after = holdings('2024-01-15');
  await expect(after.getByRole('row', { name: /Angel Seed-1/ })).toContainText('1,000,000');
  await expect(after.getByRole('row', { name: /Lead Fund Seed/ })).toContainText('2,500,000');
  await expect(after.getByRole('row', { name: 'Total' })).toContainText('12,500,000');
  // The Series A is still a scenario: no holder of it, even today.
  await ledger.getByRole('button', { name: 'Today' }).click();
  await expect(ledger.getByText('Growth Fund')).toHaveCount(0);

  // The closed history leaves as a spreadsheet and as an OCF package with the same holders and shares.
  const exports = page.getByRole('region', { name: 'Export' });
  const [xlsxDownload] = await Promise.all([page.waitForEvent('download'), exports.getByRole('button', { name: 'Cap table (Excel .xlsx)' }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await xlsxDownload.path())) as unknown as ArrayBuffer);
  const sheetRows = (book.getWorksheet('Cap table')?.getSheetValues() ?? []).filter(Array.isArray).map((row) => (row as unknown[]).slice(1));
  const sharesOf = (holder: string) => sheetRows.find((row) => row[0] === holder)?.[4];
  expect([sharesOf('Ada'), sharesOf('Ben'), sharesOf('Angel'), sharesOf('Lead Fund')]).toEqual([6_000_000, 3_000_000, 1_000_000, 2_500_000]);

  const [ocfDownload] = await Promise.all([page.waitForEvent('download'), exports.getByRole('button', { name: 'Open Cap Format (OCF .zip)' }).click()]);
  const files = unzipSync(new Uint8Array(await readFile(await ocfDownload.path())));
  const objects = Object.entries(files)
    .filter(([name]) => name.endsWith('.json') && name !== 'Manifest.ocf.json')
    .flatMap(([, bytes]) => (JSON.parse(strFromU8(bytes)) as { items?: Record<string, unknown>[] }).items ?? []);
  const issued = (className: string) => {
    const stockClass = objects.find((o) => o.object_type === 'STOCK_CLASS' && o.name === className);
    expect(stockClass?.class_type, className).toBe('PREFERRED');
    return objects.filter((o) => o.object_type === 'TX_STOCK_ISSUANCE' && o.stock_class_id === stockClass?.id).reduce((sum, o) => sum + Number(o.quantity), 0);
  };
  // The seed's 2,500,000 new shares, and the SAFE's 1,000,000 in its shadow series (Seed-1, at the SAFE's own price).
  expect([issued('Seed'), issued('Seed-1')]).toEqual([2_500_000, 1_000_000]);
  const allIssued = objects.filter((o) => o.object_type === 'TX_STOCK_ISSUANCE').reduce((sum, o) => sum + Number(o.quantity), 0);
  expect(allIssued).toBe(12_500_000);
});

test('a founder closes a seed with a pool top-up and sees one pool in the ledger and the cap table, then adds to it', async ({ page }) => {
  test.slow();
  await signUpFounder(page);
  const startupId = await createStartupViaApi(page, { name: uniqueWord('Pool'), raisingAmount: '$1M' });
  const ledgerPost = async (data: Record<string, unknown>) => {
    const response = await page.request.post(`/api/startups/${startupId}/cap-table/ledger`, { data });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()).id as number;
  };
  for (const [holder, shares] of [['Ada', 6_000_000], ['Ben', 3_000_000]] as const) await ledgerPost({ kind: 'issuance', date: '2022-01-01', holder, shareClass: 'Common', shares, pricePerShareMinor: 0, currency: 'USD' });
  const planId = await ledgerPost({ kind: 'plan', date: '2022-02-01', planName: '2022 Plan', shareClass: 'Common', shares: 1_000_000 });
  await ledgerPost({
    kind: 'issuance', date: '2022-02-01', holder: 'Chidi', shareClass: 'Common', shares: 400_000, pricePerShareMinor: 0, currency: 'USD', isOption: true, exercisePriceMinor: 10,
    vesting: { vestingStart: '2022-02-01', vestingMonths: 48, cliffMonths: 12, frequency: 'monthly' }, planId,
  });
  await page.goto('/financial-tools');
  const ownership = page.getByRole('row', { name: /^Available option pool/ });
  // Before the round the cap table's pool is the plan's: 1,000,000 reserved less 400,000 granted.
  await expect(ownership).toContainText('600,000');

  // The seed: $2.5M at $10M pre-money with a 10% pool after the round, the pool in the pre-money.
  const card = page.getByRole('region', { name: 'Rounds in date order' });
  const form = card.getByRole('region', { name: 'Add a round' });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field('Kind of round').selectOption('priced');
  await field('Date').fill('2024-01-15');
  await field('Series name').fill('Seed');
  await field('Lead investor').fill('Lead Fund');
  await field('Pre-money valuation ($)').fill('10,000,000');
  await field('Round investment ($)').fill('2,500,000');
  await field('Option pool target (% after the round)').fill('10');
  await form.getByRole('button', { name: 'Add round' }).click();
  const seed = card.getByRole('list', { name: 'Rounds in date order' }).getByRole('listitem').first();
  // 600,000 + p = 10% of 1.25 × (10,000,000 + p): a top-up of 742,857.1, which the engine rounds up to whole options (742,858).
  await expect(seed).toContainText('742,858');
  await seed.getByRole('button', { name: 'Close round' }).click();
  await seed.getByRole('button', { name: 'Close Seed' }).click();
  await expect(seed).toContainText('Closed');

  // The ledger has the top-up as an increase of the plan on the round's date, and its pool is the cap table's.
  const ledger = page.getByRole('region', { name: 'Share ledger' });
  const entries = ledger.getByRole('table', { name: 'Share ledger entries, oldest first' });
  await expect(entries.getByRole('row').filter({ hasText: 'Pool increase' })).toContainText('742,858 options');
  await expect(entries.getByRole('row').filter({ hasText: 'Pool increase' })).toContainText('2022 Plan');
  const pools = ledger.getByRole('table', { name: /^Option pools on / });
  await expect(pools.getByRole('row', { name: /^2022 Plan/ })).toContainText('1,742,858');
  await expect(pools.getByRole('row', { name: /^2022 Plan/ })).toContainText('1,342,858');
  await expect(ownership).toContainText('1,342,858');
  await shoot(page, 'pool-top-up-ledger', ledger);

  // The founder adds to the pool: without a plan chosen, the message is under the plan's field.
  const entryForm = ledger.getByRole('form', { name: 'Add ledger entry' });
  const entryField = (label: string) => entryForm.getByLabel(label, { exact: true });
  await entryField('Kind').selectOption('pool-increase');
  await entryField('Date').fill('2024-06-01');
  await entryField('Options added to the pool').fill('100000');
  await entryForm.getByRole('button', { name: 'Record entry' }).click();
  await expect(entryForm.getByText('Choose the equity incentive plan (planId)')).toBeVisible();
  await entryField('Equity incentive plan').selectOption({ label: '2022 Plan (Common), from 2022-02-01' });
  await entryForm.getByRole('button', { name: 'Record entry' }).click();
  await expect(entryField('Options added to the pool')).toHaveValue('');
  await expect(pools.getByRole('row', { name: /^2022 Plan/ })).toContainText('1,442,858');
  await expect(ownership).toContainText('1,442,858');
  await shoot(page, 'pool-increase-form', ledger);
  await shoot(page, 'pool-cap-table', page.getByRole('table').filter({ has: ownership }));
});
