import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { monitoringMessages } from '@baobab/contracts/portfolio-monitoring';
import { createStartups, onboardInvestor, uniqueWord } from '../../support/api-data';

/** 'YYYY-MM' of the month `back` months before this one. */
const monthBefore = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
};

type ApiResponse = Awaited<ReturnType<APIRequestContext['post']>>;
async function expectOk(response: ApiResponse): Promise<void> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
}
async function json<T>(response: ApiResponse): Promise<T> {
  await expectOk(response);
  return (await response.json()) as T;
}

test('an investor sees the runway alert from a confirmed company update and quiets it with a lower threshold', async ({ page, baseURL }) => {
  const word = uniqueWord('Runa');
  const founder = await playwrightRequest.newContext({ baseURL });
  const [startupId] = await createStartups(baseURL!, [`${word} Pay`], founder);
  await onboardInvestor(page.request);

  // The investor records a round and the founder confirms it: the investor is now in the update's audience.
  const investment = await json<{ id: number }>(await page.request.post('/api/portfolio/investments', { data: { startupId, dealDate: '2025-06-02', investmentAmount: 25_000, roundType: 'Seed' } }));
  await expectOk(await founder.post(`/api/startups/${startupId}/investments/${investment.id}/confirm`, { data: { revision: 1 } }));

  // Cash falls $20,000 a month to $60,000: three months of runway, under the default six.
  const cash = await json<{ id: number }>(await founder.post(`/api/startups/${startupId}/metrics`, { data: { kind: 'cash', currency: 'USD' } }));
  const runway = await json<{ id: number }>(await founder.post(`/api/startups/${startupId}/metrics`, { data: { kind: 'runway' } }));
  await expectOk(
    await founder.put(`/api/startups/${startupId}/metric-values`, {
      data: { values: [100_000, 80_000, 60_000].map((value, i) => ({ metricId: cash.id, month: monthBefore(2 - i), value: String(value) })) },
    }),
  );
  const draft = await json<{ id: number }>(
    await founder.post(`/api/startups/${startupId}/updates`, {
      data: { title: `${word} monthly update`, period: monthBefore(0), body: 'A quieter month.', metricIds: [cash.id, runway.id], audience: { confirmedInvestors: true, shareHolders: false, connections: false, userIds: [] } },
    }),
  );
  await expectOk(await founder.post(`/api/updates/${draft.id}/send`));
  await founder.dispose();

  await page.goto('/portfolio');
  await page.getByRole('tab', { name: 'Monitoring' }).click();
  const alerts = page.getByRole('listitem').filter({ hasText: `${word} Pay` });
  await expect(alerts).toContainText('Runway of 3.0 months is under your 6-month threshold');
  const row = page.getByRole('row').filter({ hasText: `${word} Pay` });
  await expect(row).toContainText('3.0 months');

  await page.getByLabel(monitoringMessages.runwayLabel).fill('2');
  await page.getByRole('button', { name: 'Save thresholds' }).click();
  await expect(page.getByText(monitoringMessages.settingsSaved, { exact: true })).toBeVisible();
  await expect(page.getByText(monitoringMessages.noAlerts)).toBeVisible();
});
