import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { extractText } from 'unpdf';
import { createStartupViaApi, signUpFounder, uniqueWord } from '../../support/profiles';

const vesting = { total: 0, vested: 0, cliff: 0, schedule: 'immediate' };
const holder = (shareholderName: string, shares: number) => ({ shareholderName, shareholderType: 'founder', shares, shareClass: 'Common', vesting, liquidationPreference: 1, antiDilution: 'None' });

test("a founder downloads a saved scenario's term sheet as PDF and its pro-forma cap table as Excel from the scenario's buttons", async ({ page }) => {
  // Sign-up, two scenario saves, a generate and two documents written by the server: many round trips on a shared machine.
  test.slow();
  await signUpFounder(page);
  const name = uniqueWord('Savanna');
  const startupId = await createStartupViaApi(page, { name, raisingAmount: '$2M' });
  // A Series A of $2.5M at $10M pre-money over 10,000,000 shares: $1.00 a share, 2,500,000 new shares.
  const input = {
    shares: [holder('Ngozi Eze', 6_000_000), holder('Tunde Bello', 3_000_000)],
    unallocatedOptionPool: 1_000_000,
    pricedRound: { seriesName: 'Series A', investorName: 'Sahel Ventures', preMoneyValuation: 10_000_000, investment: 2_500_000, closingDate: '2026-06-01' },
  };
  const saved = await page.request.post(`/api/startups/${startupId}/cap-table/scenarios`, { data: { name: 'Series A at 10M', input } });
  expect(saved.status()).toBe(201);
  await page.request.post(`/api/startups/${startupId}/cap-table/scenarios`, { data: { name: 'Today', input: { shares: input.shares } } });

  await page.goto('/financial-tools');
  await expect(page.getByLabel('Startup', { exact: true })).toContainText(name);
  await page.getByRole('button', { name: 'Generate Cap Table' }).click();
  await expect(page.getByText('Cap table generated successfully', { exact: true })).toBeVisible();

  const documents = page.getByRole('group', { name: 'Documents for Series A at 10M' });
  await expect(documents).toBeVisible();
  // A scenario without a priced round has no documents, and says so.
  await expect(page.getByText('No priced round in this scenario: no documents.')).toBeVisible();

  const [pdf] = await Promise.all([page.waitForEvent('download'), documents.getByRole('button', { name: 'Term sheet (PDF)' }).click()]);
  expect(pdf.suggestedFilename()).toBe(`${name.toLowerCase()}-series-a-at-10m-term-sheet.pdf`);
  const { text } = await extractText(new Uint8Array(await readFile(await pdf.path())), { mergePages: true });
  const flat = text.replace(/\s+/g, ' ');
  for (const expected of [`${name}: summary of terms for the Series A`, 'Price per share: $1.00', 'Pre-money valuation: $10,000,000', 'Post-money valuation: $12,500,000', 'New shares issued for cash: 2,500,000', 'Sahel Ventures (lead)']) {
    expect(flat).toContain(expected);
  }

  const [xlsx] = await Promise.all([page.waitForEvent('download'), documents.getByRole('button', { name: 'Pro-forma cap table (Excel .xlsx)' }).click()]);
  expect(xlsx.suggestedFilename()).toBe(`${name.toLowerCase()}-series-a-at-10m-pro-forma-cap-table.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await xlsx.path())) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.getWorksheet('By holder')?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  // Before: 60%, 30% and the 10% pool; after the $2.5M: 48%, 24%, 8% and the investor's 20%.
  expect(rows.slice(0, 6)).toEqual([
    ['Holder', 'Share class', 'Shares before', '% before', 'Shares after', '% after'],
    ['Ngozi Eze', 'Common', 6_000_000, 0.6, 6_000_000, 0.48],
    ['Tunde Bello', 'Common', 3_000_000, 0.3, 3_000_000, 0.24],
    ['Available option pool', 'Options', 1_000_000, 0.1, 1_000_000, 0.08],
    ['Sahel Ventures', 'Series A', 0, 0, 2_500_000, 0.2],
    ['Total', '', 10_000_000, 1, 12_500_000, 1],
  ]);
});
