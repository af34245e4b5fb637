/**
 * The valuation benchmark reads only rounds both sides confirmed (decision 0039): through the real
 * endpoints, an investor records a round and the startup's founder confirms it; a founder's own
 * valuation tool run never moves any benchmark, and a round at another stage never enters one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importExchangeRates } from '../../db/exchange-rates/import-rates';
import { investments } from '../../db/schema/portfolio';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';

let t: TestApp;
let subjectFounder: TestUser;
let peerFounder: TestUser;
let investor: TestUser;
let secondInvestor: TestUser;
let reader: TestUser;
let subjectId: number;
let seedPeers: number[];

/** An investor's record of a priced round: $1M for a $5M post-money, a $4M pre-money. */
async function recordRound(startupId: number, fields: { valuation?: number; equityPercentage?: number } = { valuation: 5_000_000 }, by = investor): Promise<number> {
  const payload = { startupId, dealDate: '2026-02-01', investmentAmount: 1_000_000, roundType: 'Seed', ...fields };
  const response = await t.app.inject(as(by, { method: 'POST', url: '/api/portfolio/investments', payload }));
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

async function confirmRound(startupId: number, id: number): Promise<void> {
  const response = await t.app.inject(as(peerFounder, { method: 'POST', url: `/api/startups/${startupId}/investments/${id}/confirm`, payload: { revision: 1 } }));
  expect(response.statusCode).toBe(204);
}

const benchmark = async (id: number) => {
  const response = await t.app.inject(as(reader, { method: 'GET', url: `/api/startups/${id}/valuation-benchmark` }));
  expect(response.statusCode).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp();
  [subjectFounder, peerFounder, investor, secondInvestor, reader] = await Promise.all([
    signUpWithRole(t, 'founder'),
    signUpWithRole(t, 'founder'),
    signUpWithRole(t, 'investor'),
    signUpWithRole(t, 'investor'),
    signUpWithRole(t, 'investor'),
  ]);
  subjectId = (await buildStartup(t, subjectFounder.id, { name: 'Subject' })).id;
  seedPeers = [];
  for (const i of [0, 1, 2, 3, 4]) seedPeers.push((await buildStartup(t, peerFounder.id, { name: `Seed peer ${i}` })).id);
  for (const id of seedPeers) await confirmRound(id, await recordRound(id));
});
afterAll(() => t.close());

describe('GET /api/startups/:id/valuation-benchmark', () => {
  it('benchmarks five confirmed Seed rounds in the same sector and region, with count, dates and spread', async () => {
    const { valuation, recordedPeers } = await benchmark(subjectId);
    expect(valuation).toMatchObject({ value: null, sampleSize: 5, median: 4_000_000, q1: 4_000_000, q3: 4_000_000, peerGroup: 'sector-stage-region', dateRange: { from: '2026-02-01', to: '2026-02-01' }, ratesAsOf: null });
    expect(recordedPeers.peers).toEqual(Array(5).fill({ value: 4_000_000, source: 'confirmed round', date: '2026-02-01' }));
  });

  it("leaves every startup's benchmark unchanged, its own too, when founders run the valuation tool", async () => {
    // A Seed FinTech in Africa with no confirmed round: its founder's tool result would have been a sixth peer.
    const toolOnly = (await buildStartup(t, peerFounder.id, { name: 'Tool only' })).id;
    const startupsRead = [subjectId, seedPeers[0]!, toolOnly];
    const before = await Promise.all(startupsRead.map(benchmark));
    const run = async (founder: TestUser, id: number) => expect((await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${id}/valuation` }))).statusCode).toBe(200);
    await run(subjectFounder, subjectId);
    await run(peerFounder, toolOnly);
    await run(peerFounder, seedPeers[0]!);
    expect(await Promise.all(startupsRead.map(benchmark))).toEqual(before);
    // Read by the founder who ran it, its own benchmark still has no figure of its own.
    const own = await t.app.inject(as(peerFounder, { method: 'GET', url: `/api/startups/${toolOnly}/valuation-benchmark` }));
    expect(own.json().valuation).toMatchObject({ value: null, sampleSize: 5 });
  });

  it('leaves a round out until its founder confirms it, then counts it', async () => {
    const sixth = (await buildStartup(t, peerFounder.id, { name: 'Seed peer 5' })).id;
    // 25 % bought for $1M: a $4M post-money, a $3M pre-money.
    // A second investor: an account may ask founders to confirm only so many rounds a day (account-limits).
    const id = await recordRound(sixth, { equityPercentage: 25 }, secondInvestor);
    expect((await benchmark(subjectId)).valuation.sampleSize).toBe(5);
    await confirmRound(sixth, id);
    const after = await benchmark(subjectId);
    expect(after.valuation).toMatchObject({ sampleSize: 6, min: 3_000_000 });
  });

  it('places its own confirmed round among its peers for every reader', async () => {
    await t.db.insert(investments).values({ investorId: investor.id, startupId: subjectId, dealDate: '2026-03-01', amountMinor: 1_000_000_00, valuationMinor: 9_000_000_00, roundType: 'Seed', confirmationStatus: 'confirmed' });
    expect((await benchmark(subjectId)).valuation).toMatchObject({ value: 8_000_000, percentile: 100 });
  });

  it('compares a Seed startup with Seed rounds only, however many other stages have', async () => {
    const lonely = (await buildStartup(t, subjectFounder.id, { name: 'Lonely', sector: 'HealthTech', region: 'Europe', fundingStage: 'Series A' })).id;
    for (const i of [0, 1, 2, 3]) {
      const id = (await buildStartup(t, peerFounder.id, { name: `Series A peer ${i}`, fundingStage: 'Series A' })).id;
      await t.db.insert(investments).values({ investorId: investor.id, startupId: id, dealDate: '2026-02-01', amountMinor: 5_000_000_00, valuationMinor: 30_000_000_00, roundType: 'Series A', confirmationStatus: 'confirmed' });
    }
    // Four Series A rounds, eight Seed ones: the Series A startup gets no number.
    const { valuation, recordedPeers, notes } = await benchmark(lonely);
    expect(valuation).toBeNull();
    expect(recordedPeers).toEqual({ minimumPeers: 5, count: 4, peers: [] });
    expect(notes.join(' ')).toContain('4 comparable startups at this stage');
    // And the Seed subject's spread holds no Series A figure.
    expect((await benchmark(subjectId)).valuation.max).toBe(4_000_000);
  });

  it('converts a round in another currency at the latest imported rate and states the rate date', async () => {
    await importExchangeRates(t.db, 'currency,date,per_usd,source\nXOF,2025-06-30,500,Test rates');
    const franc = (await buildStartup(t, peerFounder.id, { name: 'Franc peer' })).id;
    // XOF 6,000,000,000 post-money after XOF 500,000,000: XOF 5,500,000,000 pre-money, $11M at 500 per dollar.
    await t.db.insert(investments).values({ investorId: investor.id, startupId: franc, dealDate: '2026-04-01', amountMinor: 500_000_000, valuationMinor: 6_000_000_000, currency: 'XOF', roundType: 'Seed', confirmationStatus: 'confirmed' });
    const { valuation } = await benchmark(subjectId);
    expect(valuation).toMatchObject({ sampleSize: 7, max: 11_000_000, ratesAsOf: '2025-06-30', dateRange: { from: '2026-02-01', to: '2026-04-01' } });
  });
});
