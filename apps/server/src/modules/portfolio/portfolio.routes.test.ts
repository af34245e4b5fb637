import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@baobab/contracts/ui-strings';
import { portfolioMessages } from '@baobab/contracts/portfolio';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';
import { signUpWithRole } from '../../test/factories/users';
import { buildStartup } from '../../test/factories/startups';

let t: TestApp;
let founder: TestUser;
let startupA: number;
let startupB: number;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  startupA = (await buildStartup(t, founder.id, { name: 'Kilimo Pay', sector: 'FinTech', fundingStage: 'Series A' })).id;
  startupB = (await buildStartup(t, founder.id, { name: 'Afya Link', sector: 'HealthTech', fundingStage: 'Seed' })).id;
});
afterAll(() => t.close());

const record = (user: TestUser | null, payload: Record<string, unknown>) =>
  t.app.inject(as(user, { method: 'POST', url: '/api/portfolio/investments', payload }));
const get = (user: TestUser | null, url: string) => t.app.inject(as(user, { method: 'GET', url }));
const valid = (overrides: Record<string, unknown> = {}) => ({
  startupId: startupA,
  dealDate: '2023-03-15',
  investmentAmount: 50_000,
  roundType: 'Seed',
  ...overrides,
});

describe('POST /api/portfolio/investments', () => {
  it('records an investment with the spec defaults', async () => {
    const investor = await signUpWithRole(t, 'investor');
    const response = await record(investor, valid());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      startupId: startupA,
      dealDate: '2023-03-15',
      investmentAmount: 50_000,
      currency: 'USD',
      leadInvestor: false,
      boardSeat: false,
      liquidationPreference: 1,
      equityPercentage: null,
      valuation: null,
      antiDilutionRights: null,
    });
  });

  it.each([
    [{ startupId: 0 }, 'startupId', validationMessages.startupId],
    [{ dealDate: '' }, 'dealDate', validationMessages.dealDate],
    [{ dealDate: '1899-12-31' }, 'dealDate', portfolioMessages.dealDateTooEarly],
    [{ dealDate: '2999-01-01' }, 'dealDate', portfolioMessages.dealDateFuture],
    [{ investmentAmount: 0 }, 'investmentAmount', validationMessages.investmentAmount],
    [{ investmentAmount: -5 }, 'investmentAmount', validationMessages.investmentAmount],
    [{ investmentAmount: 1e13 }, 'investmentAmount', portfolioMessages.investmentAmountTooLarge],
    [{ investmentAmount: 10.005 }, 'investmentAmount', portfolioMessages.amountCents],
    [{ roundType: '' }, 'roundType', validationMessages.roundType],
    [{ roundType: 'Series Z' }, 'roundType', validationMessages.roundType],
    [{ equityPercentage: 120 }, 'equityPercentage', portfolioMessages.equityRange],
    [{ liquidationPreference: -1 }, 'liquidationPreference', portfolioMessages.liquidationPreferenceRange],
    [{ antiDilutionRights: 'Partial' }, 'antiDilutionRights', portfolioMessages.antiDilution],
  ])('refuses %j with the field named', async (overrides, path, message) => {
    const investor = await signUpWithRole(t, 'investor');
    const response = await record(investor, valid(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
  });

  it('refuses a missing startup id with the spec message and unknown fields', async () => {
    const investor = await signUpWithRole(t, 'investor');
    const { startupId: _omit, ...rest } = valid();
    const response = await record(investor, { ...rest, extra: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([{ path: 'startupId', message: validationMessages.startupId }, { path: 'extra', message: 'Unknown field: extra' }]),
    );
  });

  it('answers 404 for a startup that does not exist', async () => {
    const investor = await signUpWithRole(t, 'investor');
    expect((await record(investor, valid({ startupId: 999_999 }))).statusCode).toBe(404);
  });

  it('is for investors only: 401 signed out, 403 for a founder or a user without a role', async () => {
    expect((await record(null, valid())).statusCode).toBe(401);
    const asFounder = await record(founder, valid());
    expect(asFounder.statusCode).toBe(403);
    expect(asFounder.json().message).toBe(portfolioMessages.investorsOnly);
    expect((await get(await signUpUser(t.app), '/api/portfolio/overview')).statusCode).toBe(403);
  });
});

describe('portfolio figures', () => {
  let investor: TestUser;
  beforeAll(async () => {
    investor = await signUpWithRole(t, 'investor');
    // Seed round at a $2M post-money for 5 %, then a follow-on at a $10M post-money for 1 %.
    await record(investor, valid({ dealDate: '2022-01-10', investmentAmount: 100_000, equityPercentage: 5, valuation: 2_000_000 }));
    await record(investor, valid({ dealDate: '2024-06-01', investmentAmount: 100_000, equityPercentage: 1, valuation: 10_000_000, roundType: 'Series A' }));
    await record(investor, valid({ startupId: startupB, dealDate: '2023-05-05', investmentAmount: 40_000, roundType: 'Pre-seed' }));
  });

  it('sums follow-on rounds and values the stake at the latest post-money valuation', async () => {
    const response = await get(investor, '/api/portfolio/companies?sortBy=valuation');
    expect(response.statusCode).toBe(200);
    const [kilimo, afya] = response.json();
    expect(kilimo).toMatchObject({ id: startupA, totalInvested: 200_000, ownershipPercentage: 6, currentValuation: 600_000, companyValuation: 10_000_000, multiple: 3, isExited: false, investmentCount: 2 });
    expect(kilimo.performanceScore).toBe(90);
    expect(kilimo.performanceExplanation).toContain('3x');
    expect(afya).toMatchObject({ id: startupB, totalInvested: 40_000, currentValuation: 40_000, multiple: 1, performanceScore: 50 });
    expect(afya.positionFactors).toEqual(['Early stage (Seed)', 'No valuation recorded: value is carried at cost']);
  });

  it('filters by sector and sorts by name', async () => {
    const fintech = (await get(investor, '/api/portfolio/companies?sector=Fintech')).json();
    expect(fintech.map((c: { id: number }) => c.id)).toEqual([startupA]);
    const byName = (await get(investor, '/api/portfolio/companies?sortBy=name')).json();
    expect(byName.map((c: { startup: { name: string } }) => c.startup.name)).toEqual(['Afya Link', 'Kilimo Pay']);
    expect((await get(investor, '/api/portfolio/companies?sector=Crypto')).statusCode).toBe(400);
  });

  it('summarises the four cards and recent activity', async () => {
    const overview = (await get(investor, '/api/portfolio/overview')).json();
    expect(overview.summary).toEqual({ totalInvested: 240_000, activeCompanies: 2, totalInvestments: 3, avgOwnership: 3 });
    expect(overview.recentInvestments.map((r: { date: string }) => r.date)).toEqual(['2024-06-01', '2023-05-05', '2022-01-10']);
    expect(overview.recentInvestments[0]).toMatchObject({ startupName: 'Kilimo Pay', roundType: 'Series A', amount: 100_000 });
  });

  it('records an exit that makes the multiple real, and refuses one before the first round', async () => {
    const early = await t.app.inject(as(investor, { method: 'PUT', url: `/api/portfolio/companies/${startupB}/exit`, payload: { exitAmount: 1, exitDate: '2020-01-01' } }));
    expect(early.statusCode).toBe(400);
    expect(early.json().issues).toEqual([{ path: 'exitDate', message: portfolioMessages.exitDateBeforeInvestment }]);
    const exit = await t.app.inject(as(investor, { method: 'PUT', url: `/api/portfolio/companies/${startupB}/exit`, payload: { exitAmount: 120_000, exitDate: '2025-01-20' } }));
    expect(exit.statusCode).toBe(204);

    const performance = (await get(investor, '/api/portfolio/performance')).json();
    expect(performance.overview).toEqual({ totalCommitted: 240_000, activeInvestments: 2, exitedInvestments: 1, avgMultiple: 3 });
    expect(performance.topPerformers.map((p: { exitMultiple: number | null }) => p.exitMultiple)).toEqual([null, 3]);

    const detail = (await get(investor, `/api/portfolio/companies/${startupB}`)).json();
    expect(detail.exit).toEqual({ exitAmount: 120_000, exitDate: '2025-01-20', currency: 'USD' });
    expect(detail.valueHistory).toEqual([
      { date: '2023-05-05', invested: 40_000, value: 40_000 },
      { date: '2025-01-20', invested: 40_000, value: 120_000 },
    ]);
    expect((await get(investor, '/api/portfolio/overview')).json().summary.activeCompanies).toBe(1);
  });

  it('shows a company only to its investor', async () => {
    const other = await signUpWithRole(t, 'investor');
    expect((await get(other, `/api/portfolio/companies/${startupA}`)).statusCode).toBe(404);
    expect((await get(investor, `/api/portfolio/companies/${startupA}`)).json().rounds).toHaveLength(2);
  });

  it('starts empty for a new investor', async () => {
    const fresh = await signUpWithRole(t, 'investor');
    expect((await get(fresh, '/api/portfolio/overview')).json()).toEqual({
      summary: { totalInvested: 0, activeCompanies: 0, totalInvestments: 0, avgOwnership: 0 },
      recentInvestments: [],
    });
    expect((await get(fresh, '/api/portfolio/performance')).json()).toEqual({
      overview: { totalCommitted: 0, activeInvestments: 0, exitedInvestments: 0, avgMultiple: 0 },
      topPerformers: [],
    });
  });
});

describe('editing and deleting investments', () => {
  it('lets the owner edit and delete, and answers 404 to anyone else', async () => {
    const owner = await signUpWithRole(t, 'investor');
    const other = await signUpWithRole(t, 'investor');
    const { id } = (await record(owner, valid())).json();
    const edit = (user: TestUser) => t.app.inject(as(user, { method: 'PUT', url: `/api/portfolio/investments/${id}`, payload: valid({ investmentAmount: 75_000.5, boardSeat: true }) }));
    expect((await edit(other)).statusCode).toBe(404);
    const edited = await edit(owner);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ investmentAmount: 75_000.5, boardSeat: true });

    const remove = (user: TestUser) => t.app.inject(as(user, { method: 'DELETE', url: `/api/portfolio/investments/${id}` }));
    expect((await remove(other)).statusCode).toBe(404);
    expect((await remove(owner)).statusCode).toBe(204);
    expect((await get(owner, '/api/portfolio/overview')).json().summary.totalInvestments).toBe(0);
  });
});


describe('current value from the valuation tool', () => {
  it('marks the stake at a valuation generated after the latest recorded round, and says so', async () => {
    const owner = await signUpWithRole(t, 'founder');
    const valued = (await buildStartup(t, owner.id, { name: 'Maji Grid', sector: 'FinTech', fundingStage: 'Seed', region: 'Africa', raisingAmountUsd: 1_000_000 })).id;
    for (const [i, raise] of [600_000, 900_000, 1_500_000].entries()) {
      await buildStartup(t, owner.id, { name: `Grid peer ${i}`, sector: 'FinTech', fundingStage: 'Seed', region: 'Africa', raisingAmountUsd: raise });
    }
    const investor = await signUpWithRole(t, 'investor');
    await record(investor, valid({ startupId: valued, dealDate: '2024-01-10', investmentAmount: 100_000, equityPercentage: 10, valuation: 1_000_000 }));
    const company = async () => (await get(investor, `/api/portfolio/companies/${valued}`)).json().company;
    expect(await company()).toMatchObject({ currentValuation: 100_000, companyValuation: 1_000_000, multiple: 1 });

    // Only the founder may run the valuation tool; the investor is not in its readers.
    const run = await t.app.inject(as(owner, { method: 'POST', url: `/api/startups/${valued}/valuation` }));
    expect(run.statusCode).toBe(200);
    const fairValue: number = run.json().recommendation.fairValue;
    expect(fairValue).toBeGreaterThan(0);

    const after = await company();
    expect(after.companyValuation).toBe(fairValue);
    expect(after.currentValuation).toBe(Math.round(fairValue * 10) / 100);
    expect(after.performanceExplanation).toContain('fair value from the valuation tool');
  });

  it('keeps a recorded round from the same day as the valuation-tool result', async () => {
    const owner = await signUpWithRole(t, 'founder');
    const valued = (await buildStartup(t, owner.id, { name: 'Shamba Data', sector: 'FinTech', fundingStage: 'Seed', region: 'Africa', raisingAmountUsd: 800_000 })).id;
    expect((await t.app.inject(as(owner, { method: 'POST', url: `/api/startups/${valued}/valuation` }))).statusCode).toBe(200);
    const investor = await signUpWithRole(t, 'investor');
    // A round dated the same day as the valuation is the real price, so it wins.
    const dealDate = new Date().toISOString().slice(0, 10);
    await record(investor, valid({ startupId: valued, dealDate, investmentAmount: 50_000, equityPercentage: 5, valuation: 1_000_000 }));
    const company = (await get(investor, `/api/portfolio/companies/${valued}`)).json().company;
    expect(company).toMatchObject({ companyValuation: 1_000_000, currentValuation: 50_000 });
    expect(company.performanceExplanation).toContain('latest post-money valuation');
  });
});
