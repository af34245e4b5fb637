import { expect, test } from '@playwright/test';
import { addDeal, createStartups, onboardInvestor, uniqueWord } from '../../support/api-data';
import { shootPage } from '../../support/screenshots';

/**
 * In Arabic the deal-flow board runs right to left, so the arrow keys follow the screen (lib/arrow-step.ts): a card
 * picked up with Space goes to the next stage with ArrowLeft. Its own investor: the language is saved on the account.
 */
test('an Arabic reader moves a deal to the next stage with ArrowLeft, and reads the peer group in Arabic', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const names = [uniqueWord('Sahel Pay'), uniqueWord('Atlas Pay')];
  const ids = await createStartups(baseURL!, names);
  await onboardInvestor(page.request);
  await addDeal(page.request, ids[0]!);
  expect((await page.request.put('/api/account/preferences', { data: { locale: 'ar' } })).status()).toBe(200);

  await page.goto('/portfolio/deal-flow');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = page.getByRole('group', { name: names[0] });
  await expect(card.locator('select')).toHaveValue('sourced');
  await card.getByRole('button').first().focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  await expect(page.getByRole('group', { name: names[0] }).locator('select')).toHaveValue('reviewed');
  await shootPage(page, 'arabic-deal-flow');

  await page.goto('/analytics?tab=competitive');
  // The peer group of the first startup picked, its sector and stage named by their label maps in Arabic.
  await expect(page.getByText(/^شركات ناشئة في قطاع .+ بمرحلة .+، الأعلى درجة أولًا$/)).toBeVisible();
  await expect(page.getByText(/startups at .+, best scored first/)).toHaveCount(0);
  await shootPage(page, 'arabic-analytics-competitive');
});
