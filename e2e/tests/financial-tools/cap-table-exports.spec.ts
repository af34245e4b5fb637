import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { otherToolPackage } from '@baobab/finance/ocf/fixtures/other-tool-package';
import { createStartupViaApi, signUpFounder, uniqueWord } from '../../support/profiles';
import { shootAt } from '../../support/screenshots';

test('a founder downloads the saved cap table as Excel and its exit waterfall as CSV from the cap-table tab', async ({ page }) => {
  await signUpFounder(page);
  const name = uniqueWord('Ledger');
  await createStartupViaApi(page, { name, raisingAmount: '$750K' });
  await page.goto('/financial-tools');
  await expect(page.getByLabel('Startup', { exact: true })).toContainText(name);
  await page.getByRole('button', { name: 'Generate Cap Table' }).click();
  await expect(page.getByText('Cap table generated successfully', { exact: true })).toBeVisible();

  const exports = page.getByRole('region', { name: 'Export' });
  const [xlsxDownload] = await Promise.all([page.waitForEvent('download'), exports.getByRole('button', { name: 'Cap table (Excel .xlsx)' }).click()]);
  expect(xlsxDownload.suggestedFilename()).toBe(`${name.toLowerCase()}-cap-table.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await xlsxDownload.path())) as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Cap table');
  // The spec's default founders: 7,000,000 and 3,000,000 common shares, 70% and 30%, 2,000,000 and 1,000,000 vested.
  expect([2, 3].map((r) => (sheet?.getRow(r).values as unknown[]).slice(1))).toEqual([
    ['Ngozi Eze', 'founder', 'Common', 'common', 7_000_000, 0.7, 2_000_000],
    ['Co-founder', 'founder', 'Common', 'common', 3_000_000, 0.3, 1_000_000],
  ]);

  await exports.getByLabel('Exit value for the waterfall (USD)').fill('2500000.5');
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), exports.getByRole('button', { name: 'Exit waterfall (CSV)' }).click()]);
  const csv = (await readFile(await csvDownload.path(), 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(csv).toEqual([
    'Section,Name,Type,Payout (USD),Converted to common',
    'Holder,Ngozi Eze,founder,1750000.35,',
    'Holder,Co-founder,founder,750000.15,',
    'Share class,Common,common,2500000.5,No',
    'Total,Exit value,,2500000.5,',
  ]);
});

test('a founder downloads the cap table as an OCF package and imports it back; a file that is not a package is refused with its reason', async ({ page }) => {
  await signUpFounder(page);
  const name = uniqueWord('Ledger');
  await createStartupViaApi(page, { name, raisingAmount: '$750K' });
  await page.goto('/financial-tools');
  await expect(page.getByLabel('Startup', { exact: true })).toContainText(name);
  await page.getByRole('button', { name: 'Generate Cap Table' }).click();
  await expect(page.getByText('Cap table generated successfully', { exact: true })).toBeVisible();

  const exports = page.getByRole('region', { name: 'Export' });
  const [ocfDownload] = await Promise.all([page.waitForEvent('download'), exports.getByRole('button', { name: 'Open Cap Format (OCF .zip)' }).click()]);
  expect(ocfDownload.suggestedFilename()).toBe(`${name.toLowerCase()}-cap-table-ocf.zip`);
  const packagePath = await ocfDownload.path();

  const importInput = exports.getByLabel('Import OCF');
  await importInput.setInputFiles({ name: 'not-a-package.zip', mimeType: 'application/zip', buffer: Buffer.from('hello') });
  await expect(exports.getByRole('alert')).toHaveText('Import failed: The file is not an OCF package: upload the .zip that an OCF export produces');

  await importInput.setInputFiles(packagePath);
  await expect(page.getByText('Cap table imported from OCF', { exact: true })).toBeVisible();
  await expect(exports.getByRole('alert')).toHaveCount(0);
  const ownership = page.getByRole('table').filter({ hasText: 'Percentage' });
  await expect(ownership.getByRole('row', { name: /Ngozi Eze/ })).toContainText('70.00%');
});

test("a founder imports another tool's OCF package: its history is saved and the rights it left out (an RSU grant, a warrant) are listed with their object and why", async ({ page }) => {
  await signUpFounder(page);
  await createStartupViaApi(page, { name: uniqueWord('Mbali'), raisingAmount: '$750K' });
  await page.goto('/financial-tools');
  await page.getByRole('button', { name: 'Generate Cap Table' }).click();
  await expect(page.getByText('Cap table generated successfully', { exact: true })).toBeVisible();

  const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
  const files = otherToolPackage(md5);
  const buffer = Buffer.from(zipSync(Object.fromEntries([...files].map(([name, text]) => [name, strToU8(text)]))));
  const exports = page.getByRole('region', { name: 'Export' });
  await exports.getByLabel('Import OCF').setInputFiles({ name: 'mbali-robotics.zip', mimeType: 'application/zip', buffer });
  await expect(page.getByText('Cap table imported from OCF', { exact: true })).toBeVisible();
  // Decision 0061: warrants and RSUs are rights, not shares; leaving them out changes no one's holdings.
  const leftOut = page.getByText('Imported. Left out, as Baobab cannot hold them:').locator('..');
  await expect(leftOut.getByRole('listitem')).toContainText([
    "TX_EQUITY_COMPENSATION_ISSUANCE 'tx-0006': is a RSU grant: Baobab keeps options only, so it was left out",
    "TX_WARRANT_ISSUANCE 'tx-0022': is a TX_WARRANT_ISSUANCE: Baobab has nothing to hold it, so it was left out",
  ]);
  await shootAt(page, 'cap-table-ocf-left-out', leftOut);
  const ownership = page.getByRole('table').filter({ hasText: 'Percentage' });
  await expect(ownership.getByRole('row', { name: /Jomo Otieno/ }).first()).toBeVisible();
  await expect(ownership.getByRole('row', { name: /Ngozi Eze/ })).toHaveCount(0);
});
