import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { comparablesMessages } from '@baobab/contracts/comparables';
import { investments } from '../../db/schema/portfolio';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';
import { createStartup } from '../../test/factories/startups';
import { signUpFounder } from '../../test/factories/users';
import { analyse, deckText } from '../../test/factories/documents';

let t: TestApp;
let founder: TestUser;
let stranger: TestUser;
let startupId: number;
const peerIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpFounder(t);
  stranger = await signUpUser(t.app);
  startupId = await createStartup(t, founder, { raisingAmount: '$800K' });
  for (const raise of ['$200K', '$400K', '$500K', '$1M', '$1.5M', '$2M']) peerIds.push(await createStartup(t, founder, { name: `Peer ${raise}`, raisingAmount: raise }));
});
afterAll(() => t.close());

const diligence = (user: TestUser | null, id: number) => t.app.inject(as(user, { method: 'POST', url: `/api/startups/${id}/due-diligence` }));

describe('POST /api/startups/:id/due-diligence', () => {
  it('scores the seven categories from the profile and says what it lacked', async () => {
    const response = await diligence(stranger, startupId);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(Object.keys(report.categories)).toEqual(['team', 'market', 'product', 'traction', 'financials', 'legal', 'capTable']);
    expect(report.overallScore).toBeGreaterThanOrEqual(0);
    expect(['Low', 'Medium', 'High']).toContain(report.riskLevel);
    expect(report.documentsUsed).toBe(0);
    expect(report.notes.join(' ')).toContain('Not shared with you');
    expect(report.notShared).toEqual(expect.arrayContaining(['documents', 'capTable', 'financialModel']));
    // No language model is configured in tests: the report is complete without one.
    expect(report.narrative).toBeNull();
  });

  it("reads the owner's document analyses for the owner, and raises critical issues from them", async () => {
    await analyse(t, founder, startupId, { documentText: deckText, documentType: 'pitch_deck' });
    const report = (await diligence(founder, startupId)).json();
    expect(report.documentsUsed).toBe(1);
    expect(report.categories.team.issues.join(' ')).toMatch(/CTO|departure|left/i);
    expect((await diligence(stranger, startupId)).json().documentsUsed).toBe(0);
  });

  it('answers 404 for a missing startup and 401 when signed out', async () => {
    expect((await diligence(stranger, 999_999)).statusCode).toBe(404);
    expect((await diligence(null, startupId)).statusCode).toBe(401);
  });
});

describe('GET /api/startups/:id/valuation-benchmark', () => {
  it('places the raise among startups of the same sector, stage and region', async () => {
    const response = await t.app.inject(as(stranger, { method: 'GET', url: `/api/startups/${startupId}/valuation-benchmark` }));
    expect(response.statusCode).toBe(200);
    const { raise, valuation, notes } = response.json();
    // Peers: 200K, 400K, 500K, 1M, 1.5M, 2M; 800K has 3 below → mid-rank 50th percentile.
    expect(raise).toMatchObject({ value: 800_000, sampleSize: 6, peerGroup: 'sector-stage-region', percentile: 50, median: 750_000 });
    // Six peers state a raise, none has a recorded valuation: no valuation number, and a note says so.
    expect(valuation).toBeNull();
    expect(response.json().recordedPeers).toEqual({ minimumPeers: 5, count: 0, peers: [] });
    expect(notes).toContain(`${comparablesMessages.tooFewRecordedPeers}: ${englishOf(comparablesMessages.tooFewRecordedPeersDetail(0, 5))}`);
  });

  it("counts confirmed investments' valuations, and places the startup's own confirmed round for every reader", async () => {
    // Post-money $5M after $1M: a recorded pre-money of $4M for five peers; the startup's own $8M.
    const round = (id: number, valuationMinor: number) => ({ investorId: stranger.id, startupId: id, dealDate: '2026-02-01', amountMinor: 1_000_000_00, valuationMinor, roundType: 'Seed', confirmationStatus: 'confirmed' });
    await t.db.insert(investments).values([...peerIds.slice(0, 5).map((id) => round(id, 5_000_000_00)), round(startupId, 9_000_000_00)]);
    const read = async (user: TestUser) => (await t.app.inject(as(user, { method: 'GET', url: `/api/startups/${startupId}/valuation-benchmark` }))).json();
    const seen = await read(stranger);
    expect(seen.valuation).toMatchObject({ value: 8_000_000, median: 4_000_000, sampleSize: 5 });
    expect(seen.recordedPeers.peers).toEqual(Array(5).fill({ value: 4_000_000, source: 'confirmed round', date: '2026-02-01' }));
    expect((await read(founder)).valuation).toMatchObject({ value: 8_000_000, percentile: 100 });
  });

  it('answers 404 for a missing startup', async () => {
    expect((await t.app.inject(as(stranger, { method: 'GET', url: '/api/startups/999999/valuation-benchmark' }))).statusCode).toBe(404);
  });
});
