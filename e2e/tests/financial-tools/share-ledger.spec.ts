import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createStartupViaApi, signUpFounder, uniqueWord } from '../../support/profiles';

/** With SCREENSHOT_DIR set, the ledger card is also saved at desktop and phone widths. */
async function shoot(page: Page, name: string, locator: Locator) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await locator.screenshot({ path: `${dir}/${name}-${width}.png` });
    // The page itself never scrolls sideways at this width; only the tables inside the card may.
    const page_ = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      width: window.innerWidth,
      widest: Array.from(document.querySelectorAll('body *'))
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80))
        .slice(0, 5),
    }));
    expect(page_.scrollWidth, `wider than the page: ${page_.widest.join(' | ')}`).toBeLessThanOrEqual(page_.width);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A UTC calendar date `years` years and `months` months before today. */
function dateAgo(years: number, months = 0): string {
  const d = new Date();
  const target = new Date(Date.UTC(d.getUTCFullYear() - years, d.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

test('a founder records issuances, an option grant, an exercise and a transfer, and reads the holdings on two dates', async ({ page }) => {
  // Sign-up, six ledger writes, three holdings reads and the editor: many round trips.
  test.slow();
  await signUpFounder(page);
  await createStartupViaApi(page, { name: uniqueWord('Ledger'), raisingAmount: '$1M' });
  await page.goto('/financial-tools');
  const card = page.getByRole('region', { name: 'Share ledger' });
  await expect(card).toBeVisible();
  const form = card.getByRole('form', { name: 'Add ledger entry' });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  const amount = form.getByRole('textbox', { name: /^(Shares|Options)$/ });
  const record = () => form.getByRole('button', { name: 'Record entry' }).click();
  // A recorded entry clears the form for the next one (keeping kind and date); wait for that before typing again.
  const recordAndClear = async () => {
    await record();
    await expect(amount).toHaveValue('');
  };
  const entries = card.getByRole('table', { name: 'Share ledger entries, oldest first' });

  const founded = dateAgo(3);
  for (const [holder, shares] of [['Ada', '600000'], ['Ben', '400000']] as const) {
    await field('Kind').selectOption('issuance');
    await field('Date').fill(founded);
    await field('Holder').fill(holder);
    await field('Share class').fill('Common');
    await field('Shares').fill(shares);
    await field('Price per share (USD)').fill('0.0001');
    await recordAndClear();
    await expect(entries.getByRole('row').filter({ hasText: holder })).toBeVisible();
  }

  // 48,000 options granted two years ago, vesting monthly over four years after a one-year cliff.
  const granted = dateAgo(2);
  await field('Kind').selectOption('issuance');
  await field('Date').fill(granted);
  await field('Holder').fill('Dee');
  await field('Share class').fill('Common');
  await field('Option grant (vests over time, exercised into shares of the class)').check();
  await field('Options').fill('48000');
  await field('Price per share (USD)').fill('0');
  await field('Exercise price (USD)').fill('0.10');
  await field('Vesting start').fill(granted);
  await field('Vesting months').fill('48');
  await field('Cliff months').fill('12');
  await recordAndClear();
  await expect(entries.getByRole('row').filter({ hasText: 'Dee' })).toContainText('48,000 options');

  // Dee exercises 4,000 of the 24,000 vested today.
  const today = new Date().toISOString().slice(0, 10);
  await field('Kind').selectOption('exercise');
  await field('Date').fill(today);
  await field('Option grant').selectOption({ label: `Dee: 48,000 options of Common, granted ${granted}` });
  await field('Options').fill('4000');
  await recordAndClear();
  await expect(entries.getByRole('row', { name: `${today} Exercise Dee` })).toContainText('4,000 options');

  await field('Kind').selectOption('transfer');
  await field('Date').fill(today);
  await field('From holder').fill('Ben');
  await field('To holder').fill('Cy');
  await field('Share class').fill('Common');
  await field('Shares').fill('100000');
  await recordAndClear();
  await expect(entries.getByRole('row').filter({ hasText: 'Ben → Cy' })).toBeVisible();

  // More than Ben holds: the server refuses it and says why, beside the shares.
  await field('From holder').fill('Ben');
  await field('To holder').fill('Zoe');
  await field('Shares').fill('300001');
  await record();
  await expect(form.locator('#ledger-shares-error')).toHaveText(`The transfer on ${today} needs 300,001 shares of Common from Ben, who holds 300,000 shares of it on that date (shares)`);
  await expect(entries.getByRole('row').filter({ hasText: 'Zoe' })).toHaveCount(0);

  // Today: 24,000 options vested, 4,000 of them exercised.
  const holdings = card.getByRole('table', { name: /^Holdings on / });
  await expect(card.getByRole('heading', { name: 'Holdings today (vested today)' })).toBeVisible();
  const dee = holdings.getByRole('row', { name: /^Dee/ });
  await expect(dee).toHaveText(/Dee\s*Common\s*4,000\s*20,000 \/ 44,000\s*4\.58%/);
  await expect(holdings.getByRole('row', { name: /^Cy/ })).toContainText('100,000');
  await shoot(page, 'share-ledger', card);

  // Ben's issuance cannot go: his later transfer to Cy needs those shares.
  await entries.getByRole('button', { name: `Delete the issuance of ${founded} (Ben)` }).click();
  await expect(page.getByText(`This entry cannot be deleted: without it, the transfer on ${today} needs 100,000 shares of Common from Ben, who holds 0 shares of it on that date (shares)`, { exact: true })).toBeVisible();
  await expect(entries.getByRole('row').filter({ hasText: 'Ben' })).toHaveCount(2);

  // Six months after the grant, before its cliff: nothing vested, the exercise and transfer not yet made.
  const beforeCliff = dateAgo(1, 6);
  await card.getByLabel('As of').fill(beforeCliff);
  await expect(card.getByRole('heading', { name: `Holdings on ${beforeCliff}` })).toBeVisible();
  await expect(holdings.getByRole('row', { name: /^Dee/ })).toHaveText(/Dee\s*Common\s*0\s*0 \/ 48,000\s*4\.58%/);
  await expect(holdings.getByRole('row', { name: /^Cy/ })).toHaveCount(0);
  await expect(holdings.getByRole('row', { name: /^Ben/ })).toContainText('400,000');

  // The ledger downloads with the holdings on the date shown.
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Share ledger and holdings (Excel .xlsx)' }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Share ledger', `Holdings ${beforeCliff}`]);
  const deeRow = book.getWorksheet(`Holdings ${beforeCliff}`)?.getSheetValues().find((row) => Array.isArray(row) && row[1] === 'Dee') as unknown[];
  expect(deeRow.slice(3, 6)).toEqual([0, 48_000, 0]);

  // The cap table is the ledger's holdings today (decision 0031): the same holders, without copying anything.
  await card.getByRole('button', { name: 'Today' }).click();
  const ownership = page.getByRole('table').filter({ hasText: 'Percentage' });
  await expect(ownership.getByRole('row', { name: /^Ada/ })).toContainText('600,000');
  await expect(ownership.getByRole('row').filter({ hasText: 'Dee' }).filter({ hasText: 'Options' })).toContainText('44,000');
});
