import { expect, test, type Locator, type Page } from '@playwright/test';
import { createStartupViaApi, signUpFounder, uniqueWord } from '../../support/profiles';

/** With SCREENSHOT_DIR set, the ledger card is saved at desktop and phone widths; the page never scrolls sideways. */
async function shoot(page: Page, name: string, locator: Locator) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await locator.screenshot({ path: `${dir}/${name}-${width}.png` });
    const scroll = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth }));
    expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.width);
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

test('a founder creates an option plan, grants from it, is refused a grant beyond the pool, exercises, cancels, and reads the pool', async ({ page }) => {
  test.slow();
  await signUpFounder(page);
  await createStartupViaApi(page, { name: uniqueWord('Plans'), raisingAmount: '$1M' });
  await page.goto('/financial-tools');
  const card = page.getByRole('region', { name: 'Share ledger' });
  const form = card.getByRole('form', { name: 'Add ledger entry' });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  const amount = form.getByRole('textbox', { name: /^(Shares|Options|Options reserved)$/ });
  const record = () => form.getByRole('button', { name: 'Record entry' }).click();
  const recordAndClear = async () => {
    await record();
    await expect(amount).toHaveValue('');
  };
  const entries = card.getByRole('table', { name: 'Share ledger entries, oldest first' });
  const pools = card.getByRole('table', { name: /^Option pools on / });
  const byHolder = card.getByRole('table', { name: /^Options by holder on / });

  await field('Kind').selectOption('issuance');
  await field('Date').fill(dateAgo(3));
  await field('Holder').fill('Ada');
  await field('Share class').fill('Common');
  await field('Shares').fill('1000000');
  await field('Price per share (USD)').fill('0.0001');
  await recordAndClear();

  // The plan: 100,000 options of Common reserved, approved by the board a week before.
  const adopted = dateAgo(2, 1);
  await field('Kind').selectOption('plan');
  await field('Date').fill(adopted);
  await field('Plan name').fill('2024 Stock Option Plan');
  await field('Share class').fill('Common');
  await field('Options reserved').fill('100000');
  await field('Board approval date (optional)').fill(dateAgo(2, 2));
  await recordAndClear();
  await expect(entries.getByRole('row').filter({ hasText: '2024 Stock Option Plan' })).toContainText('100,000 options');
  await expect(pools.getByRole('row', { name: /^2024 Stock Option Plan/ })).toHaveText(/^2024 Stock Option Plan.*100,000\s*100,000\s*0\s*0\s*0\s*0$/);

  // Grants from the plan: Dee 48,000 two years ago, vesting monthly over four years after a one-year cliff.
  const granted = dateAgo(2);
  const grant = async (holder: string, options: string) => {
    await field('Kind').selectOption('issuance');
    await field('Date').fill(granted);
    await field('Holder').fill(holder);
    await field('Option grant (vests over time, exercised into shares of the class)').check();
    await field('Equity incentive plan').selectOption({ label: `2024 Stock Option Plan (Common), from ${adopted}` });
    await field('Options').fill(options);
    await field('Price per share (USD)').fill('0');
    await field('Exercise price (USD)').fill('0.10');
    await field('Vesting start').fill(granted);
    await field('Vesting months').fill('48');
    await field('Cliff months').fill('12');
  };
  await grant('Dee', '48000');
  await recordAndClear();
  // Eve asks for more than the 52,000 left: refused beside the options, nothing recorded.
  await grant('Eve', '60000');
  await record();
  await expect(form.locator('#ledger-shares-error')).toHaveText(`The option grant on ${granted} needs 60,000 options from 2024 Stock Option Plan, which has 52,000 options left in its pool on that date (shares)`);
  await expect(field('Options')).toHaveAttribute('aria-invalid', 'true');
  await expect(entries.getByRole('row').filter({ hasText: 'Eve' })).toHaveCount(0);
  await field('Options').fill('40000');
  await recordAndClear();
  await expect(entries.getByRole('row').filter({ hasText: 'Eve' })).toContainText('Common · 2024 Stock Option Plan');

  // Dee exercises 4,000 of the 24,000 vested today; Eve leaves and her 40,000 are cancelled back into the pool.
  const today = new Date().toISOString().slice(0, 10);
  await field('Kind').selectOption('exercise');
  await field('Date').fill(today);
  await field('Option grant').selectOption({ label: `Dee: 48,000 options of Common, granted ${granted}` });
  await field('Options').fill('4000');
  await recordAndClear();
  await expect(pools.getByRole('row', { name: /^2024 Stock Option Plan/ })).toHaveText(/12,000\s*100,000\s*88,000\s*4,000\s*0\s*84,000$/);
  await field('Kind').selectOption('cancellation');
  await field('Date').fill(today);
  await field('Option grant (leave empty to cancel shares)').selectOption({ label: `Eve: 40,000 options of Common, granted ${granted}` });
  await field('Options').fill('40000');
  await recordAndClear();

  // The pool today: 52,000 left of 100,000 reserved; 88,000 granted, 4,000 exercised, 40,000 returned, 44,000 outstanding.
  await expect(pools.getByRole('row', { name: /^2024 Stock Option Plan/ })).toHaveText(/52,000\s*100,000\s*88,000\s*4,000\s*40,000\s*44,000$/);
  // Dee: 48,000 granted, 24,000 vested today, 4,000 exercised, 44,000 outstanding.
  await expect(byHolder.getByRole('row', { name: /^Dee/ })).toHaveText(/Dee\s*Common\s*48,000\s*24,000\s*4,000\s*44,000$/);
  await shoot(page, 'option-plans', card);

  // Before the plan was adopted there is no pool.
  await card.getByLabel('As of').fill(dateAgo(2, 3));
  await expect(card.getByRole('heading', { name: `Holdings on ${dateAgo(2, 3)}` })).toBeVisible();
  await expect(pools).toHaveCount(0);
});
