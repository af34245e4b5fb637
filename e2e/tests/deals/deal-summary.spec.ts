import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { addDeal, createStartups, onboardInvestor, uniqueWord } from '../../support/api-data';

test('an investor downloads a PDF deal summary from the deal card', async ({ page, baseURL }) => {
  const word = uniqueWord('Pesa');
  const [id] = await createStartups(baseURL!, [`${word} Bank`]);
  await onboardInvestor(page.request);
  await addDeal(page.request, id!);

  await page.goto('/portfolio/deal-flow');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `Download deal summary for ${word} Bank` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${word.toLowerCase()}-bank-deal-summary.pdf`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
