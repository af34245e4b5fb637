import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitoringMessages, type PortfolioMonitoring } from '@baobab/contracts/portfolio-monitoring';
import { portfolioMessages } from '@baobab/contracts/portfolio';
import type { UpdateFigure } from '@baobab/contracts/updates';
import { investorUpdateRecipients, investorUpdates } from '../../db/schema/updates';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { signUpWithRole } from '../../test/factories/users';
import { buildStartup } from '../../test/factories/startups';

let t: TestApp;
let founder: TestUser;
let investor: TestUser;
let otherInvestor: TestUser;
let shortRunway: number;
let silent: number;

const figure = (kind: UpdateFigure['kind'], value: string, previous: string | null = null): UpdateFigure => ({
  metricId: 1,
  kind,
  name: kind === 'runway' ? 'Runway' : 'MRR',
  unit: kind === 'runway' ? 'months' : 'money',
  currency: kind === 'runway' ? null : 'USD',
  value,
  previous,
  series: [],
});

/** A sent update as the updates module stores it: the row, its figures snapshot and its recipients. */
async function sentUpdate(startupId: number, recipients: TestUser[], sentAt: Date, figures: UpdateFigure[]) {
  const [row] = await t.db
    .insert(investorUpdates)
    .values({
      startupId,
      authorId: founder.id,
      title: `Update ${sentAt.toISOString().slice(0, 7)}`,
      period: `${sentAt.toISOString().slice(0, 7)}-01`,
      audience: { confirmedInvestors: true, shareHolders: false, connections: false, userIds: [] },
      status: 'sent',
      figures,
      sentAt,
    })
    .returning();
  await t.db.insert(investorUpdateRecipients).values(recipients.map((r) => ({ updateId: row!.id, userId: r.id, reason: 'investor' })));
  return row!.id;
}

const invest = (user: TestUser, startupId: number, dealDate: string) =>
  t.app.inject(as(user, { method: 'POST', url: '/api/portfolio/investments', payload: { startupId, dealDate, investmentAmount: 25_000, roundType: 'Seed' } }));
const monitoring = async (user: TestUser) => {
  const response = await t.app.inject(as(user, { method: 'GET', url: '/api/portfolio/monitoring' }));
  expect(response.statusCode).toBe(200);
  return response.json() as PortfolioMonitoring;
};
const companyOf = (m: PortfolioMonitoring, id: number) => m.companies.find((c) => c.startup.id === id)!;

beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  investor = await signUpWithRole(t, 'investor');
  otherInvestor = await signUpWithRole(t, 'investor');
  shortRunway = (await buildStartup(t, founder.id, { name: 'Kilimo Pay' })).id;
  silent = (await buildStartup(t, founder.id, { name: 'Afya Link' })).id;
  for (const user of [investor, otherInvestor]) {
    expect((await invest(user, shortRunway, '2025-01-10')).statusCode).toBe(201);
    expect((await invest(user, silent, '2025-01-10')).statusCode).toBe(201);
  }
  const recent = new Date(Date.now() - 5 * 86_400_000);
  await sentUpdate(shortRunway, [investor], new Date(Date.now() - 60 * 86_400_000), [figure('runway', '9')]);
  await sentUpdate(shortRunway, [investor], recent, [figure('mrr', '1200000', '1000000'), figure('runway', '4.5')]);
  await sentUpdate(silent, [investor], new Date(Date.now() - 200 * 86_400_000), [figure('mrr', '500000', '500000')]);
});
afterAll(() => t.close());

describe('GET /api/portfolio/monitoring', () => {
  it('shows each company with the latest update sent to the investor, its runway and growth', async () => {
    const m = await monitoring(investor);
    expect(m.settings).toEqual({ runwayMonths: 6, staleUpdateMonths: 3 });
    const kilimo = companyOf(m, shortRunway);
    expect(kilimo.runwayMonths).toBe(4.5);
    expect(kilimo.growthPercent).toBeCloseTo(20);
    expect(kilimo.figures.map((f) => f.value)).toEqual(['1200000', '4.5']);
  });

  it('raises a runway alert under the threshold and a silence alert after N months without an update', async () => {
    const m = await monitoring(investor);
    expect(companyOf(m, shortRunway).alerts.map((a) => a.kind)).toEqual(['runway']);
    expect(companyOf(m, silent).alerts.map((a) => a.kind)).toEqual(['no_update']);
  });

  it('shows another investor of the same companies nothing that was not sent to them', async () => {
    const m = await monitoring(otherInvestor);
    for (const company of m.companies) {
      expect(company.latestUpdate).toBeNull();
      expect(company.figures).toEqual([]);
      expect(company.runwayMonths).toBeNull();
    }
    // Nothing received since their 2025 investment: both companies are silent to them.
    expect(m.companies.map((c) => c.alerts.map((a) => a.kind))).toEqual([['no_update'], ['no_update']]);
  });

  it('is for investors only', async () => {
    const response = await t.app.inject(as(founder, { method: 'GET', url: '/api/portfolio/monitoring' }));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(portfolioMessages.investorsOnly);
    expect((await t.app.inject({ method: 'GET', url: '/api/portfolio/monitoring' })).statusCode).toBe(401);
  });
});

describe('PUT /api/portfolio/alert-settings', () => {
  const put = (user: TestUser, payload: Record<string, unknown>) => t.app.inject(as(user, { method: 'PUT', url: '/api/portfolio/alert-settings', payload }));

  it('saves the thresholds, and the alerts follow them at once', async () => {
    const response = await put(investor, { runwayMonths: 4, staleUpdateMonths: 12 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ runwayMonths: 4, staleUpdateMonths: 12 });
    const m = await monitoring(investor);
    expect(m.settings).toEqual({ runwayMonths: 4, staleUpdateMonths: 12 });
    expect(companyOf(m, shortRunway).alerts).toEqual([]);
    expect(companyOf(m, silent).alerts).toEqual([]);
    // The other investor's thresholds are their own.
    expect((await monitoring(otherInvestor)).settings).toEqual({ runwayMonths: 6, staleUpdateMonths: 3 });
  });

  it.each([
    [{ runwayMonths: 0, staleUpdateMonths: 3 }, monitoringMessages.runwayRange],
    [{ runwayMonths: 2.5, staleUpdateMonths: 3 }, monitoringMessages.runwayRange],
    [{ runwayMonths: 6, staleUpdateMonths: 25 }, monitoringMessages.staleRange],
    [{ runwayMonths: 6 }, monitoringMessages.staleRange],
  ])('refuses %j with a clear message', async (payload, message) => {
    const response = await put(investor, payload);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });

  it('keeps the last of racing saves whole (never a mix of two)', async () => {
    // Twenty saves at once, each a different pair (a mix would be a pair nobody sent).
    const saves = Array.from({ length: 20 }, (_, i) => ({ runwayMonths: i + 1, staleUpdateMonths: 24 - i }));
    const responses = await Promise.all(saves.map((s) => put(otherInvestor, s)));
    expect(responses.map((r) => r.statusCode)).toEqual(saves.map(() => 200));
    expect(saves).toContainEqual((await monitoring(otherInvestor)).settings);
  });
});
