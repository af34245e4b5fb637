import { expect, test } from '@playwright/test';
import { addDeal, createStartups, onboardInvestor, uniqueWord } from '../../support/api-data';
import { pickUpWithSpace } from '../../support/keyboard-drag';
import { shootPage } from '../../support/screenshots';
import arDeals from '@baobab/i18n/ar/deals';
import arMessages from '@baobab/i18n/ar/messages';
import { firstStrongIsolate } from '@baobab/i18n/isolate';

/** What the board announces to a screen reader, in Arabic, while a card is over a column: the Latin name isolated in the sentence. */
function overColumn(name: string, stageLabel: 'Sourced' | 'Initial Review'): string {
  return arDeals['{{name}} is over {{stage}}.']!.replace('{{name}}', firstStrongIsolate(name)).replace('{{stage}}', arMessages[stageLabel]!);
}

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
  // Each key waits for what the board announces, as a screen-reader user would: a key pressed before the board has
  // measured its columns, or before it listens for arrows (pickUpWithSpace), is not a move.
  await card.getByRole('button').first().focus();
  await pickUpWithSpace(page, overColumn(names[0]!, 'Sourced'));
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText(overColumn(names[0]!, 'Initial Review'))).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByRole('group', { name: names[0] }).locator('select')).toHaveValue('reviewed');
  await shootPage(page, 'arabic-deal-flow');

  await page.goto('/analytics?tab=competitive');
  // The peer group of the first startup picked, its sector and stage named by their label maps in Arabic.
  await expect(page.getByText(/^شركات ناشئة في قطاع .+ بمرحلة .+، الأعلى درجة أولًا$/)).toBeVisible();
  await expect(page.getByText(/startups at .+, best scored first/)).toHaveCount(0);
  await shootPage(page, 'arabic-analytics-competitive');
});
