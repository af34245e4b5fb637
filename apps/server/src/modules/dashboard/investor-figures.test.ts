/**
 * Every figure reads the same facts: an investor with a deal and an investment sees them counted. The dashboard's
 * deal score reads the pipeline; portfolio analytics read the investor's own records (with a note
 * while unconfirmed); public figures (market intelligence) count only confirmed investments.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsMessages } from '@baobab/contracts/analytics';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { createStartup } from '../../test/factories/startups';
import { signUpFounder, signUpInvestor } from '../../test/factories/users';
import { createDeal } from '../../test/factories/deals';

let t: TestApp;
let founder: TestUser;
let investor: TestUser;
let claimant: TestUser;
let startupId: number;

beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpFounder(t);
  [investor, claimant] = await Promise.all([signUpInvestor(t), signUpInvestor(t)]);
  startupId = await createStartup(t, founder);
});
afterAll(() => t.close());

const get = async (user: TestUser, url: string) => (await t.app.inject(as(user, { method: 'GET', url }))).json();
const record = async (user: TestUser, amount: number) => {
  const response = await t.app.inject(as(user, { method: 'POST', url: '/api/portfolio/investments', payload: { startupId, dealDate: '2025-03-15', investmentAmount: amount, roundType: 'Seed' } }));
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; revision: number };
};

describe("an investor's figures", () => {
  it('gives a deal score from the startups in the pipeline', async () => {
    await createDeal(t, investor, startupId);
    const { score } = await get(investor, `/api/startups/${startupId}`);
    const stats = await get(investor, '/api/dashboard/stats');
    expect(stats.score).toBe(score);
    expect(stats.score).toBeGreaterThan(0);
    expect(stats.notes).toEqual(['Your deal score is the average assessment of the 1 startup in your deal pipeline, as you see it (passed deals left out).']);
  });

  it('averages the scores of every live deal, passed deals left out', async () => {
    const pipelineOwner = await signUpInvestor(t);
    const small = await createStartup(t, founder, { name: 'Tiny Ledger', teamSize: 1, website: '' });
    const passed = await createStartup(t, founder, { name: 'Passed Ledger' });
    await createDeal(t, pipelineOwner, startupId);
    await createDeal(t, pipelineOwner, small);
    const dealId = await createDeal(t, pipelineOwner, passed);
    const moved = await t.app.inject(as(pipelineOwner, { method: 'PUT', url: `/api/portfolio/deal-flow/${dealId}`, payload: { stage: 'passed' } }));
    expect(moved.statusCode).toBe(200);
    const scores = await Promise.all([startupId, small].map(async (id) => (await get(pipelineOwner, `/api/startups/${id}`)).score as number));
    const stats = await get(pipelineOwner, '/api/dashboard/stats');
    expect(stats.score).toBe(Math.round((scores[0]! + scores[1]!) / 2));
    expect(stats.notes[0]).toContain('of the 2 startups in your deal pipeline');
  });

  it('shows portfolio analytics for a recorded investment, noting it is unconfirmed, and public funding only once confirmed', async () => {
    const mine = await record(investor, 250_000);
    await record(claimant, 1_000_000);
    const pending = await get(investor, '/api/analytics/portfolio');
    expect(pending).toMatchObject({ role: 'investor', startups: [expect.objectContaining({ id: startupId })], notes: [analyticsMessages.unconfirmedCounted(1)] });
    const confirmed = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/investments/${mine.id}/confirm`, payload: { revision: mine.revision } }));
    expect(confirmed.statusCode).toBe(204);
    expect((await get(investor, '/api/analytics/portfolio')).notes).toEqual([]);
    // The claimant's unconfirmed $1M is theirs alone; the public total counts the confirmed $250K.
    expect((await get(investor, '/api/market-intelligence')).overview.totalFunding).toBe(250_000);
  });
});

describe("an investor's public profile", () => {
  it('lists the companies whose founders confirmed the investor’s round, and no unconfirmed claim', async () => {
    const profileId = (i: TestUser) => (i as TestUser & { investorId: number }).investorId;
    const listed = await (await t.app.inject({ method: 'GET', url: `/api/investors/${profileId(investor)}/portfolio-companies` })).json();
    expect(listed).toEqual([expect.objectContaining({ id: startupId, firstDealDate: '2025-03-15' })]);
    expect(await (await t.app.inject({ method: 'GET', url: `/api/investors/${profileId(claimant)}/portfolio-companies` })).json()).toEqual([]);
  });
});
