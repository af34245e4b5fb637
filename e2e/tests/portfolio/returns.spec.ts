import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { createStartups, onboardInvestor, uniqueWord } from '../../support/api-data';

type ApiResponse = Awaited<ReturnType<APIRequestContext['post']>>;
async function expectOk(response: ApiResponse): Promise<void> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
}

test('an investor records a follow-on and a distribution and sees TVPI and IRR move', async ({ page, baseURL }) => {
  const word = uniqueWord('Reta');
  const founder = await playwrightRequest.newContext({ baseURL });
  const [startupId] = await createStartups(baseURL!, [`${word} Pay`], founder);
  await onboardInvestor(page.request);

  // $100,000 for 10 % at a $2M post-money, confirmed by the founder: the holding is worth $200,000 (2.00x).
  const recorded = await page.request.post('/api/portfolio/investments', {
    data: { startupId, dealDate: '2023-01-10', investmentAmount: 100_000, roundType: 'Seed', equityPercentage: 10, valuation: 2_000_000 },
  });
  await expectOk(recorded);
  await expectOk(await founder.post(`/api/startups/${startupId}/investments/${(await recorded.json()).id}/confirm`, { data: { revision: 1 } }));
  await founder.dispose();

  await page.goto('/portfolio');
  await page.getByRole('tab', { name: 'Returns' }).click();
  const figure = (name: string) => page.getByRole('group', { name }).getByRole('definition');
  const tvpi = figure('TVPI');
  const irr = figure('IRR');
  await expect(tvpi).toHaveText('2.00x');
  await expect(page.getByRole('row').filter({ hasText: `${word} Pay` })).toContainText('Round price · 2023-01-10');
  const irrAtFirst = await irr.textContent();

  // A $100,000 follow-on, carried at cost: (200,000 + 100,000) / 200,000 = 1.50x.
  await page.getByLabel('Kind').selectOption({ label: 'Follow-on' });
  await page.getByLabel('Amount (USD)').fill('$100,000');
  await page.getByLabel('Date').first().fill('2024-01-10');
  await page.getByRole('button', { name: 'Record flow' }).click();
  await expect(tvpi).toHaveText('1.50x');
  await expect(irr).not.toHaveText(irrAtFirst!);
  const irrAfterFollowOn = await irr.textContent();

  // $60,000 back: DPI 0.30x and TVPI (60,000 + 300,000) / 200,000 = 1.80x, and a higher IRR.
  await page.getByLabel('Kind').selectOption({ label: 'Distribution' });
  await page.getByLabel('Amount (USD)').fill('60 000');
  await page.getByLabel('Date').first().fill('2025-01-10');
  await page.getByRole('button', { name: 'Record flow' }).click();
  await expect(tvpi).toHaveText('1.80x');
  await expect(figure('DPI')).toHaveText('0.30x');
  await expect(irr).not.toHaveText(irrAfterFollowOn!);
  expect(parseFloat((await irr.textContent())!)).toBeGreaterThan(parseFloat(irrAfterFollowOn!));

  // The chart's two lines are named by their label map, in the reader's language (its own account: switching
  // a shared demo account's language would reach other specs).
  const legend = page.locator('.recharts-legend-wrapper');
  await expect(legend).toContainText('Total value');
  await expect(legend).toContainText('Paid in');
  await page.locator('select').filter({ has: page.locator('option[value="ar"]') }).first().selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The open tab is in the address, so the change of language keeps the Returns tab open.
  await expect(page.getByRole('tab', { name: 'العوائد' })).toHaveAttribute('aria-selected', 'true');
  await expect(legend).toContainText('القيمة الإجمالية');
  await expect(legend).toContainText('المبالغ المدفوعة');
});
