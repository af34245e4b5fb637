import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { comparablesMessages, minimumRecordedPeers } from '@baobab/contracts/comparables';
import { defaultCapTableShareholders, defaultFinancialAssumptions, financialToolsMessages as messages } from '@baobab/contracts/financial-tools';
import { deals } from '../../db/schema/deals';
import { valuationResults } from '../../db/schema/financial-tools';
import { investments } from '../../db/schema/portfolio';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { connect } from '../../test/factories/network';
import { signUpWithRole } from '../../test/factories/users';
import { buildStartup } from '../../test/factories/startups';
import { shareFinancials } from '../../test/factories/startup-access';

let t: TestApp;
let founder: TestUser;
let otherFounder: TestUser;
let pipelineInvestor: TestUser;
let backer: TestUser;
let claimant: TestUser;
let shareholder: TestUser;
let stranger: TestUser;
let startupId: number;
beforeAll(async () => {
  t = await createTestApp();
  [founder, otherFounder, pipelineInvestor, backer, claimant, shareholder, stranger] = await Promise.all([
    signUpWithRole(t, 'founder'),
    signUpWithRole(t, 'founder'),
    signUpWithRole(t, 'investor'),
    signUpWithRole(t, 'investor'),
    signUpWithRole(t, 'investor'),
    signUpWithRole(t, 'investor'),
    signUpWithRole(t, 'investor'),
  ]);
  startupId = (await buildStartup(t, founder.id, { fundingStage: 'Seed', region: 'Africa', sector: 'FinTech' })).id;
  await t.db.insert(deals).values({ investorId: pipelineInvestor.id, startupId, stage: 'sourced', priority: 'medium', interestLevel: 6 });
  // The founder confirmed the backer's round; the claimant's record is still their own claim.
  await t.db.insert(investments).values([
    { investorId: backer.id, startupId, dealDate: '2025-01-10', amountMinor: 5_000_000, roundType: 'Seed', confirmationStatus: 'confirmed' },
    { investorId: claimant.id, startupId, dealDate: '2025-02-10', amountMinor: 900_000_00, roundType: 'Seed' },
  ]);
  await connect(t, founder, shareholder);
  await shareFinancials(t, founder, startupId, shareholder, ['cap_table', 'funding_tracker']);
});
afterAll(() => t.close());

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: unknown) =>
  t.app.inject(as(user, { method, url: `/api/startups/${startupId}${path}`, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) }));
const founders = () => structuredClone(defaultCapTableShareholders);

describe('cap table', () => {
  it('generates the spec result from the spec defaults and caches it for a GET', async () => {
    const response = await call(founder, 'POST', '/cap-table', { shares: founders() });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalShares).toBe(10_000_000);
    expect(body.shareClasses).toEqual(['Common']);
    expect(body.shareholders.map((s: { percentage: number }) => s.percentage)).toEqual([70, 30]);
    expect(body.scenarios).toHaveLength(4);
    // Common only: a $10M flat exit splits 70/30 to the cent.
    expect(body.scenarios[1]).toMatchObject({ exitValue: 10_000_000, distribution: [{ shareholder: 'Founder 1', payout: 7_000_000 }, { shareholder: 'Founder 2', payout: 3_000_000 }] });
    const saved = await call(founder, 'GET', '/cap-table');
    expect(saved.json()).toMatchObject({ totalShares: 10_000_000, input: { shares: founders() } });
    expect(typeof saved.json().generatedAt).toBe('string');
  });

  it('models preferred classes, SAFEs and the option pool, and replaces the cached table', async () => {
    const payload = {
      shares: [...founders(), { shareholderName: 'Seed Fund', shareholderType: 'investor', shares: 2_000_000, shareClass: 'Series Seed', vesting: { total: 0, vested: 0, cliff: 0, schedule: '4-year' }, liquidationPreference: 1, antiDilution: 'None' }],
      shareClasses: [{ name: 'Series Seed', kind: 'preferred', issuePrice: 1, seniority: 2 }],
      safes: [{ holderName: 'Angel', investment: 500_000, valuationCap: 8_000_000 }],
      unallocatedOptionPool: 1_000_000,
      exitValues: [1_000_000, 50_000_000],
    };
    const response = await call(founder, 'POST', '/cap-table', payload);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.shareClasses).toEqual(expect.arrayContaining(['Common', 'Series Seed']));
    const low = body.scenarios[0].distribution as { shareholder: string; payout: number }[];
    // At $1M the seed preference ($2M) takes everything first.
    expect(low.find((d) => d.shareholder === 'Seed Fund')?.payout).toBeGreaterThan(500_000);
    expect(low.reduce((sum, d) => sum + d.payout, 0)).toBeCloseTo(1_000_000, 2);
    expect((await call(founder, 'GET', '/cap-table')).json().input.exitValues).toEqual([1_000_000, 50_000_000]);
  });

  const entry = (patch: Record<string, unknown>) => [{ ...founders()[0], ...patch }];
  it.each([
    ['zero shares', { shares: entry({ shares: 0 }) }, 'shares.0.shares', messages.sharesPositive],
    ['negative shares', { shares: entry({ shares: -5 }) }, 'shares.0.shares', messages.sharesPositive],
    ['non-numeric shares', { shares: entry({ shares: 'lots' }) }, 'shares.0.shares', messages.sharesNumber],
    ['vested above total', { shares: entry({ vesting: { total: 100, vested: 200, cliff: 12, schedule: '4-year' } }) }, 'shares.0.vesting.vested', messages.vestedAboveTotal],
    ['an unknown share class', { shares: entry({ shareClass: 'Series Z' }) }, 'shares.0.shareClass', englishOf(messages.unknownShareClass('Series Z'))],
    ['an exit value below zero', { shares: founders(), exitValues: [-1] }, 'exitValues.0', messages.exitValue],
    ['a SAFE without cap or discount', { shares: founders(), safes: [{ holderName: 'Angel', investment: 100_000 }] }, 'safes.0.valuationCap', messages.safeTerms],
  ])('refuses %s with a message naming the field and saves nothing', async (_name, payload, path, message) => {
    const before = (await call(founder, 'GET', '/cap-table')).json().generatedAt;
    const response = await call(founder, 'POST', '/cap-table', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
    expect((await call(founder, 'GET', '/cap-table')).json().generatedAt).toBe(before);
  });
});

describe('financial model', () => {
  it('generates the model from the spec defaults: LTV/CAC 10.0', async () => {
    const response = await call(founder, 'POST', '/financial-model', { assumptions: defaultFinancialAssumptions });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.metrics.ltv_cac).toBeCloseTo(10, 5);
    expect(body.projections).toHaveLength(5);
    expect(Object.keys(body.projections[0])).toEqual(expect.arrayContaining(['year', 'revenue', 'ebitda', 'cashFlow', 'headcount']));
    const saved = (await call(founder, 'GET', '/financial-model')).json();
    expect(saved.assumptions).toMatchObject({ ...defaultFinancialAssumptions, startingHeadcount: 12, startingMonthlyRevenue: 36_000 });
  });

  it('refuses a non-numeric assumption naming it', async () => {
    const response = await call(founder, 'POST', '/financial-model', { assumptions: { ...defaultFinancialAssumptions, churnRate: 'five' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: 'assumptions.churnRate', message: englishOf(messages.assumptionNumber('Churn rate')) });
  });
});

describe('valuation', () => {
  const peer = (name: string) => buildStartup(t, otherFounder.id, { name, fundingStage: 'Seed', region: 'Africa', sector: 'FinTech', raisingAmountUsd: 1_000_000 });

  it('does not count a peer that only states a raise, or an unconfirmed round, as a recorded valuation', async () => {
    const raising = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => peer(`Raising ${i}`)));
    // A post-money an investor claims but the founder has not confirmed is not recorded either.
    await t.db.insert(investments).values({ investorId: claimant.id, startupId: raising[0]!.id, dealDate: '2026-01-15', amountMinor: 1_000_000_00, valuationMinor: 5_000_000_00, roundType: 'Seed' });
    const response = await call(founder, 'POST', '/valuation');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.methods.comparables).toBeUndefined();
    expect(body.comparables).toEqual({ minimumPeers: minimumRecordedPeers, count: 0, peers: [] });
    expect(body.recommendation.reasoning).toContain(
      `Comparables: too few recorded peers at the Seed stage. ${englishOf(comparablesMessages.tooFewRecordedPeersDetail(0, minimumRecordedPeers))}`,
    );
    expect((await call(founder, 'GET', '/valuation')).json().comparables).toEqual(body.comparables);
  });

  it("counts a round both sides confirmed, never a peer's own valuation tool result, each with its source and date", async () => {
    const rounds = await Promise.all([0, 1, 2, 3, 4].map((i) => peer(`Backed ${i}`)));
    // Post-money $5M after $1M invested: a recorded pre-money of $4M; the last one states 20 % bought for $1M instead: $5M post, $4M pre.
    await t.db.insert(investments).values(
      rounds.map((r, i) => ({ investorId: backer.id, startupId: r.id, dealDate: '2026-02-01', amountMinor: 1_000_000_00, ...(i < 4 ? { valuationMinor: 5_000_000_00 } : { equityPercentage: '20' }), roundType: 'Seed', confirmationStatus: 'confirmed' })),
    );
    const valued = await peer('Valued');
    await t.db.insert(valuationResults).values({ startupId: valued.id, input: {}, result: {}, fairValueMinor: 3_000_000_00, currency: 'USD', createdBy: otherFounder.id });
    const response = await call(founder, 'POST', '/valuation');
    const body = response.json();
    expect(body.comparables.count).toBe(5);
    expect(body.comparables.peers).toEqual(Array(5).fill({ value: 4_000_000, source: 'confirmed round', date: '2026-02-01' }));
    expect(body.methods.comparables.value).toBe(4_000_000);
    expect(body.recommendation.reasoning.join('\n')).toContain('5 confirmed rounds, dated 2026-02-01 to 2026-02-01');
  });
});

describe('funding tracker', () => {
  it('reads the target from the profile and the raised amount from confirmed investments only', async () => {
    const response = await call(founder, 'GET', '/funding-tracker');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ targetAmount: 750_000, raisedAmount: 50_000, targetSource: 'profile', investorCount: 1, milestones: [] });
    expect(response.json().progressPercent).toBeCloseTo((50_000 / 750_000) * 100, 8);
  });

  it('sets the target and adds, completes, redates and deletes milestones', async () => {
    expect((await call(founder, 'PUT', '/funding-tracker', { targetAmount: 1_000_000 })).json()).toMatchObject({ targetAmount: 1_000_000, progressPercent: 5, targetSource: 'founder' });
    const created = await call(founder, 'POST', '/funding-tracker/milestones', { task: 'Close lead investor', dueDate: '2026-03-01' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const done = await call(founder, 'PATCH', `/funding-tracker/milestones/${id}`, { completed: true, dueDate: '2026-02-15' });
    expect(done.json()).toEqual({ id, task: 'Close lead investor', completed: true, dueDate: '2026-02-15' });
    expect((await call(founder, 'GET', '/funding-tracker')).json().milestones).toEqual([done.json()]);
    expect((await call(founder, 'DELETE', `/funding-tracker/milestones/${id}`)).statusCode).toBe(204);
    expect((await call(founder, 'GET', '/funding-tracker')).json().milestones).toEqual([]);
  });

  it.each([
    ['/funding-tracker', 'PUT', { targetAmount: -1 }, 'targetAmount', messages.targetAmount],
    ['/funding-tracker/milestones', 'POST', { task: ' ', dueDate: '2026-01-01' }, 'task', messages.milestoneTask],
    ['/funding-tracker/milestones', 'POST', { task: 'Pitch', dueDate: 'soon' }, 'dueDate', messages.milestoneDueDate],
  ] as const)('refuses bad input to %s %s', async (path, method, payload, field, message) => {
    const response = await call(founder, method, path, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: field, message });
  });

  it('answers 404 for a milestone of another startup', async () => {
    expect((await call(founder, 'PATCH', '/funding-tracker/milestones/999999', { completed: true })).statusCode).toBe(404);
  });
});

describe('permissions: consent is the only key', () => {
  const reads = ['/cap-table', '/financial-model', '/valuation', '/funding-tracker'];
  it.each(reads)('answers 404 on %s to investors whose pipeline entry or recorded round (confirmed or not) is their own doing', async (path) => {
    for (const user of [pipelineInvestor, backer, claimant]) expect((await call(user, 'GET', path)).statusCode).toBe(404);
  });

  it('lets a person the founder shared parts with read exactly those parts', async () => {
    expect((await call(shareholder, 'GET', '/cap-table')).statusCode).toBe(200);
    expect((await call(shareholder, 'GET', '/funding-tracker')).statusCode).toBe(200);
    expect((await call(shareholder, 'GET', '/financial-model')).statusCode).toBe(404);
    expect((await call(shareholder, 'GET', '/valuation')).statusCode).toBe(404);
  });

  it.each(reads)('answers 404 to another founder and an unrelated investor on %s, 401 signed out', async (path) => {
    expect((await call(otherFounder, 'GET', path)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', path)).statusCode).toBe(404);
    expect((await call(null, 'GET', path)).statusCode).toBe(401);
  });

  it.each([
    ['POST', '/cap-table', { shares: defaultCapTableShareholders }],
    ['POST', '/financial-model', { assumptions: defaultFinancialAssumptions }],
    ['POST', '/valuation', undefined],
    ['PUT', '/funding-tracker', { targetAmount: 5 }],
    ['POST', '/funding-tracker/milestones', { task: 'Sneaky', dueDate: '2026-01-01' }],
  ] as const)('lets only the founder %s %s (404 for readers and others, 401 signed out)', async (method, path, payload) => {
    for (const user of [pipelineInvestor, backer, shareholder, otherFounder, stranger]) expect((await call(user, method, path, payload)).statusCode).toBe(404);
    expect((await call(null, method, path, payload)).statusCode).toBe(401);
  });

  it('lists the startups each user may open, with whether they may edit and which parts they may read', async () => {
    const list = (user: TestUser) => t.app.inject(as(user, { method: 'GET', url: '/api/financial-tools/startups' })).then((r) => r.json());
    expect(await list(founder)).toEqual([expect.objectContaining({ id: startupId, canEdit: true, parts: ['cap_table', 'financial_model', 'valuation', 'funding_tracker'], sharedUntil: null })]);
    expect(await list(shareholder)).toEqual([expect.objectContaining({ id: startupId, canEdit: false, parts: ['cap_table', 'funding_tracker'] })]);
    for (const user of [pipelineInvestor, backer, claimant, stranger]) expect(await list(user)).toEqual([]);
  });

  it('answers 404 for a startup that does not exist', async () => {
    expect((await t.app.inject(as(founder, { method: 'GET', url: '/api/startups/999999/cap-table' }))).statusCode).toBe(404);
  });
});
