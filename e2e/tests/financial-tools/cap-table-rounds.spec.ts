import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createStartupViaApi, signUpFounder, uniqueWord } from '../../support/profiles';

/** With SCREENSHOT_DIR set, the editor, result and comparison are also saved at desktop and phone widths. */
async function shoot(page: Page, name: string, locator = page.locator('main')) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Bring the section's top just under the sticky header.
    await locator.first().evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -80);
    });
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a founder prices a down round over a SAFE and a note, saves two scenarios, compares them and downloads the table as .xlsx', async ({ page }) => {
  // Sign-up, two generates, two scenario saves and a reload: many server round trips.
  test.slow();
  await signUpFounder(page);
  await createStartupViaApi(page, { name: uniqueWord('Rounds'), raisingAmount: '$1M' });
  await page.goto('/financial-tools');
  await expect(page.getByRole('heading', { name: 'Financial Tools', level: 1 })).toBeVisible();

  // A Series A at $1.00 with broad-based weighted-average protection.
  await page.getByRole('button', { name: 'Add class' }).click();
  const seriesA = page.getByRole('group', { name: 'Preferred class 1' });
  await seriesA.getByLabel('Class name').fill('Series A');
  await seriesA.getByLabel('Issue price ($)').fill('1');
  await seriesA.getByLabel('Anti-dilution in a down round').selectOption({ label: 'Broad-based weighted average' });
  await page.getByRole('button', { name: 'Add shareholder' }).click();
  const fund = page.getByRole('group', { name: 'Shareholder 3' });
  await fund.getByLabel('Shareholder name').fill('A Fund');
  await fund.getByLabel('Type').selectOption('investor');
  await fund.getByLabel('Share class').selectOption('Series A');
  await fund.getByLabel('Shares', { exact: true }).fill('1000000');

  await page.getByRole('button', { name: 'Add SAFE' }).click();
  const safe = page.getByRole('group', { name: 'SAFE 1' });
  await safe.getByLabel('Investor name').fill('Angel');
  await safe.getByLabel('Investment ($)').fill('100000');
  await safe.getByLabel('Post-money valuation cap ($)').fill('0');
  await expect(safe.getByText('Valuation cap must be more than zero (valuationCap)')).toBeVisible();
  await safe.getByLabel('Post-money valuation cap ($)').fill('4000000');
  await safe.getByLabel('Discount (%)').fill('120');
  await expect(safe.getByText('Discount must be at least 0% and below 100% (discountPercent)')).toBeVisible();
  await safe.getByLabel('Discount (%)').fill('');

  await page.getByRole('button', { name: 'Add note' }).click();
  const note = page.getByRole('group', { name: 'Note 1' });
  await note.getByLabel('Lender name').fill('Lender');
  await note.getByLabel('Principal ($)').fill('50000');
  await note.getByLabel('Interest rate (% a year)').fill('8.125');
  await note.getByLabel('Issue date').fill('2025-06-01');
  await note.getByLabel('Discount (%)').fill('20');
  // A note converts only in a priced round, and the editor says so until there is one.
  const round = page.getByRole('region', { name: 'Priced round' });
  await expect(round.getByText('Notes and SAFEs without a valuation cap convert only in a priced round: add pricedRound')).toBeVisible();

  await round.getByRole('button', { name: 'Add priced round' }).click();
  await round.getByLabel('Series name').fill('Series B');
  await round.getByLabel('Pre-money valuation ($)').fill('-1');
  await expect(round.getByText('Pre-money valuation must be more than zero (pricedRound.preMoneyValuation)')).toBeVisible();
  await round.getByLabel('Pre-money valuation ($)').fill('5000000');
  await round.getByLabel('Closing date').fill('2026-06-01');
  await round.getByLabel('Investor 1 name').fill('B Fund');
  await round.getByLabel('Investor 1 amount ($)').fill('1000000');
  await round.getByRole('button', { name: 'Add investor' }).click();
  await round.getByLabel('Investor 2 name').fill('C Fund');
  await round.getByLabel('Investor 2 amount ($)').fill('250000');
  await round.getByRole('checkbox', { name: 'A Fund' }).check();
  // The Series B's own terms, as its term sheet writes them: 2x participating, capped at 3x.
  const terms = round.getByRole('group', { name: 'Terms of the new series' });
  await terms.getByLabel('Liquidation preference (x)').fill('11');
  await expect(terms.getByText('Liquidation preference must be a number from 0 to 10x (pricedRound.seriesTerms.liquidationPreference)')).toBeVisible();
  await terms.getByLabel('Liquidation preference (x)').fill('2');
  await terms.getByLabel('Participation', { exact: true }).selectOption('capped');
  await terms.getByLabel('Participation cap (x issue price)').fill('3');
  // This scenario keeps the Series A's adjustment after the round (a new round's default is the pre-money).
  await terms.getByLabel('Anti-dilution shares of existing preferred in a down round').selectOption('after-round');
  await shoot(page, 'editor-series-terms', terms);
  await shoot(page, 'editor-instruments', page.getByRole('region', { name: 'SAFEs' }));
  await shoot(page, 'editor', round);

  await page.getByRole('button', { name: 'Generate Cap Table' }).click();
  await expect(page.getByText('Cap table generated successfully', { exact: true })).toBeVisible();
  // The round at $0.4370 a share is below the Series A's $1.00: CP2 = CP1 × (A + B) ÷ (A + C).
  await expect(page.getByRole('definition').filter({ hasText: '$0.4370' }).first()).toBeVisible();
  const adjustments = page.getByRole('list', { name: 'Anti-dilution adjustments' });
  const seriesAAdjustment = adjustments.getByRole('listitem').filter({ hasText: 'Series A' });
  await expect(seriesAAdjustment).toContainText('Broad-based weighted average');
  await expect(seriesAAdjustment).toContainText('$1.0000');
  await expect(seriesAAdjustment).toContainText('$0.8874');
  await expect(seriesAAdjustment).toContainText('126,887');
  const proRata = page.getByRole('list', { name: 'Pro-rata allocations' }).getByRole('listitem').filter({ hasText: 'A Fund' });
  await expect(proRata).toContainText('278,655');
  await expect(proRata).toContainText('$121,772.24');
  await shoot(page, 'result', page.getByRole('definition').filter({ hasText: '$0.4370' }).first());
  const seriesB = page.getByLabel('Terms of Series B');
  await expect(seriesB).toContainText('2x');
  await expect(seriesB).toContainText('Participating, capped (3x)');
  await expect(page.getByText(/The anti-dilution shares \(126,887\) are issued after the round/)).toBeVisible();
  await shoot(page, 'result-series-terms', seriesB);

  await page.getByLabel('Scenario name').fill('Down round at $5M');
  await page.getByRole('button', { name: 'Save as scenario' }).click();
  await expect(page.getByText('Scenario saved', { exact: true })).toBeVisible();
  // The second round is set by its price: the editor finds the pre-money that gives $1.10.
  await round.getByLabel('Or a price per share ($)').fill('abc');
  await round.getByRole('button', { name: 'Set pre-money from price' }).click();
  await expect(round.getByText('Price per share must be a number above zero (pricePerShare)')).toBeVisible();
  await round.getByLabel('Or a price per share ($)').fill('1.10');
  await round.getByRole('button', { name: 'Set pre-money from price' }).click();
  await expect(round.getByLabel('Pre-money valuation ($)')).toHaveValue('12479566');
  await page.getByLabel('Scenario name').fill('Up round at $1.10');
  await page.getByRole('button', { name: 'Save as scenario' }).click();
  await expect(page.getByRole('checkbox', { name: 'Compare Up round at $1.10' })).toBeVisible();
  // A second scenario of the same name is refused with the server's message.
  await page.getByLabel('Scenario name').fill('down round at $5M');
  await page.getByRole('button', { name: 'Save as scenario' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText(/A scenario named 'down round at \$5M' already exists/)).toBeVisible();

  await page.getByRole('checkbox', { name: 'Compare Down round at $5M' }).check();
  await page.getByRole('checkbox', { name: 'Compare Up round at $1.10' }).check();
  const ownership = page.getByRole('table', { name: 'Fully diluted ownership' });
  await expect(ownership.getByRole('columnheader', { name: 'Down round at $5M' })).toBeVisible();
  await expect(ownership.getByRole('row', { name: /^Ngozi Eze/ })).toContainText('48.52%');
  await expect(ownership.getByRole('row', { name: /^Ngozi Eze/ })).toContainText('56.08%');
  await expect(ownership.getByRole('row', { name: /^B Fund/ })).toContainText('15.86%');
  await page.getByLabel('Exit values to compare ($), separated by semicolons').fill('abc');
  await expect(page.getByText('Exit value must be a number (exitValues)')).toBeVisible();
  await page.getByLabel('Exit values to compare ($), separated by semicolons').fill('20000000');
  await expect(page.getByRole('table', { name: 'Payouts at an exit of $20,000,000' })).toBeVisible();
  await shoot(page, 'comparison', page.getByRole('heading', { name: 'Scenarios side by side' }));
  await shoot(page, 'comparison-payouts', page.getByRole('table', { name: 'Fully diluted ownership' }));

  // The round is saved with the cap table and comes back on reload.
  await page.reload();
  const restored = page.getByRole('region', { name: 'Priced round' });
  await expect(restored.getByLabel('Pre-money valuation ($)')).toHaveValue('5000000');
  await expect(restored.getByLabel('Investor 2 name')).toHaveValue('C Fund');
  await expect(restored.getByRole('checkbox', { name: 'A Fund' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Note 1' }).getByLabel('Interest rate (% a year)')).toHaveValue('8.125');
  await expect(page.getByRole('list', { name: 'Anti-dilution adjustments' })).toContainText('$0.8874');

  // The saved table, round included, downloads as a workbook with every holder after the round.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('region', { name: 'Export' }).getByRole('button', { name: 'Cap table (Excel .xlsx)' }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const holders: unknown[] = [];
  book.getWorksheet('Cap table')?.eachRow((row, n) => n > 1 && holders.push((row.values as unknown[])[1]));
  expect(holders).toEqual(expect.arrayContaining(['Ngozi Eze', 'B Fund', 'C Fund']));
});
