import { expect, test } from '@playwright/test';
import { createStartupViaApi, signUpFounder, uniqueWord } from '../../support/profiles';
import { shootAt } from '../../support/screenshots';

test("the cap table's pool is a field until the ledger has a plan, then the plans' remaining pool, read-only (decision 0056)", async ({ page }) => {
  await signUpFounder(page);
  const startupId = await createStartupViaApi(page, { name: uniqueWord('Pool'), raisingAmount: '$1M' });
  await page.goto('/financial-tools');
  const field = page.getByRole('textbox', { name: 'Unallocated option pool (shares)' });
  await expect(field).toBeVisible();
  await shootAt(page, 'cap-table-pool-field', field);

  const record = async (data: Record<string, unknown>) => {
    const response = await page.request.post(`/api/startups/${startupId}/cap-table/ledger`, { data });
    if (!response.ok()) throw new Error(await response.text());
    return (await response.json()) as { id: number };
  };
  await record({ kind: 'issuance', date: '2023-01-01', holder: 'Ada', shareClass: 'Common', shares: 1_000_000, pricePerShareMinor: 0, currency: 'USD' });
  const plan = await record({ kind: 'plan', date: '2023-02-01', planName: '2023 Plan', shareClass: 'Common', shares: 200_000 });
  await record({ kind: 'pool-increase', date: '2024-02-01', planId: plan.id, shares: 50_000 });
  await record({
    kind: 'issuance', date: '2024-03-01', holder: 'Bea', shareClass: 'Common', shares: 60_000, pricePerShareMinor: 0, currency: 'USD', isOption: true, exercisePriceMinor: 10,
    vesting: { vestingStart: '2024-03-01', vestingMonths: 48, cliffMonths: 12, frequency: 'monthly' }, planId: plan.id,
  });

  await page.reload();
  // 200,000 + 50,000 reserved, 60,000 granted.
  const pool = page.getByRole('group', { name: 'Unallocated option pool (shares)' });
  await expect(pool).toContainText('190,000');
  await expect(pool).toContainText("From the share ledger's equity incentive plans");
  await expect(field).toHaveCount(0);
  await shootAt(page, 'cap-table-pool-from-ledger', pool);
});
