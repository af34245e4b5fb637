import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { historyPackage } from '@baobab/finance/ocf/fixtures/history-package';
import { createStartupViaApi, signUpFounder, uniqueWord } from '../../support/profiles';
import { shootAt } from '../../support/screenshots';

test('a founder imports an OCF package on the cap-table tab and sees its dated history in the share ledger (decision 0061)', async ({ page }) => {
  await signUpFounder(page);
  await createStartupViaApi(page, { name: uniqueWord('Kaya'), raisingAmount: '$750K' });
  await page.goto('/financial-tools');
  await page.getByRole('button', { name: 'Generate Cap Table' }).click();
  await expect(page.getByText('Cap table generated successfully', { exact: true })).toBeVisible();

  const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
  const buffer = Buffer.from(zipSync(Object.fromEntries([...historyPackage(md5)].map(([name, text]) => [name, strToU8(text)]))));
  const exports = page.getByRole('region', { name: 'Export' });
  await expect(exports.getByText('Replaces the share ledger and the saved cap table with the company’s dated history in an OCF package (.zip).')).toBeVisible();
  await exports.getByLabel('Import OCF').setInputFiles({ name: 'kaya-labs.zip', mimeType: 'application/zip', buffer });
  await expect(page.getByText('Cap table imported from OCF', { exact: true })).toBeVisible();
  await expect(exports.getByRole('alert')).toHaveCount(0);

  // The ledger holds the package's transactions as entries on their dates, the form's opening position replaced.
  const ledger = page.getByRole('region', { name: 'Share ledger' });
  const entries = ledger.getByRole('region', { name: 'Entries' });
  await expect(entries.getByRole('row')).toHaveCount(13);
  await expect(entries).toContainText('2023 Stock Incentive Plan');
  await expect(entries.getByRole('row').filter({ hasText: '2023-09-01' })).toContainText('Bayo Adeyemi');
  await expect(entries).not.toContainText('Ngozi Eze');

  // Holdings on two dates of the history: Ada 5,000,000 + 500,000 from Bayo; later Bayo 2,500,000 − 250,000 and Chidi's exercise.
  await ledger.getByLabel('As of').fill('2023-12-31');
  const december = ledger.getByRole('region', { name: 'Holdings on 2023-12-31' });
  await expect(december.getByRole('row', { name: /Ada Eze/ }).first()).toContainText('5,500,000');
  await expect(december.getByRole('row', { name: /Bayo Adeyemi/ }).first()).toContainText('2,500,000');
  await ledger.getByLabel('As of').fill('2024-12-31');
  const later = ledger.getByRole('region', { name: 'Holdings on 2024-12-31' });
  await expect(later.getByRole('row', { name: /Bayo Adeyemi/ }).first()).toContainText('2,250,000');
  await expect(later.getByRole('row', { name: /Chidi Obi/ }).first()).toContainText('150,000');
  await expect(later).toContainText('700,000');
  await shootAt(page, 'cap-table-ocf-history', later);
});
