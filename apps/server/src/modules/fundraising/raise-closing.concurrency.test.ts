import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCapTableShareholders } from '@baobab/contracts/financial-tools';
import { capTableRounds } from '../../db/schema/cap-table-rounds';
import { shareLedgerEntries } from '../../db/schema/financial-tools';
import { raiseCommitments, raises } from '../../db/schema/fundraising';
import { investments } from '../../db/schema/portfolio';
import { fireTogether, statusCounts } from '../../test/concurrency';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { makeEstablished, signUpInvestor, signUpWithRole } from '../../test/factories/users';

/**
 * Concurrency (docs/security.md, "Concurrency") of closing a raise (decision 0059): racing and retried closes of the same
 * commitments write exactly one SAFE on the cap table and one portfolio investment per commitment, and a close racing
 * the round's own closing either lands before it or is refused; a priced round's racing closes write its series once and
 * one issuance per commitment at its one price. Meaningful on PostgreSQL (TEST_DATABASE_URL), where
 * the requests run on separate connections; on PGlite they still pass.
 */
let t: TestApp;
let founder: TestUser;
let investors: (TestUser & { investorId: number })[];
beforeAll(async () => {
  t = await createTestApp();
  [founder, ...investors] = await Promise.all([signUpWithRole(t, 'founder'), signUpInvestor(t), signUpInvestor(t), signUpInvestor(t)]);
  await makeEstablished(t, founder);
}, 120_000);
afterAll(() => t.close());

const safeRound = { kind: 'safe', date: '2026-01-15', holderName: 'SAFEs', investment: 1_000_000, valuationCap: 10_000_000 };
const pricedRound = { kind: 'priced', date: '2026-01-15', seriesName: 'Seed', investorName: 'Lead', preMoneyValuation: 9_000_000, investment: 1_000_000, optionPoolTargetPercent: 10 };

/** An open round of a new company (a post-money SAFE unless priced), every investor invited, committed, accepted and signed. */
async function signedRound(instrument: 'post-money-safe' | 'priced' = 'post-money-safe') {
  const startupId = (await buildStartup(t, founder.id, { foundedYear: 2024 })).id;
  expect((await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/cap-table`, payload: { shares: defaultCapTableShareholders, openingDate: '2025-01-01' } }))).statusCode).toBe(200);
  const round = instrument === 'priced' ? pricedRound : safeRound;
  const created = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/raises`, payload: { name: 'Pre-seed', instrument, targetAmount: 1_000_000, round } }));
  const base = `/api/startups/${startupId}/raises/${created.json().id}`;
  const raiseId = created.json().id as number;
  const commitmentIds: number[] = [];
  for (const investor of investors) {
    const entry = (await t.app.inject(as(founder, { method: 'POST', url: `${base}/investors`, payload: { investorId: investor.investorId } }))).json().investors.at(-1).id;
    if (commitmentIds.length === 0) await t.app.inject(as(founder, { method: 'POST', url: `${base}/status`, payload: { status: 'open' } }));
    await t.app.inject(as(founder, { method: 'POST', url: `${base}/investors/${entry}/invitation` }));
    const id = (await t.app.inject(as(investor, { method: 'POST', url: `/api/round-rooms/${raiseId}/commitment`, payload: { action: 'commit', amount: 100_000 } }))).json().commitment.id as number;
    await t.app.inject(as(founder, { method: 'POST', url: `${base}/commitments/${id}`, payload: { action: 'accept' } }));
    const confirmed = await t.app.inject(as(investor, { method: 'POST', url: `/api/round-rooms/${raiseId}/commitment`, payload: { action: 'confirm', termsVersion: 1 } }));
    expect(confirmed.json().commitment.state).toBe('confirmed');
    commitmentIds.push(id);
  }
  return { startupId, raiseId, base, commitmentIds };
}

const closedSafes = async (startupId: number) => (await t.db.select().from(capTableRounds).where(eq(capTableRounds.startupId, startupId))).filter((r) => r.status === 'closed');
const investmentsIn = (startupId: number) => t.db.select().from(investments).where(eq(investments.startupId, startupId));

describe('racing closes', () => {
  it('of the same commitments, overlapping tranches and retries, write one SAFE and one investment per commitment', async () => {
    const { startupId, raiseId, base, commitmentIds } = await signedRound();
    const [a, b, c] = commitmentIds as [number, number, number];
    const tranches = [[a], [a, b], [b, c], [a, b, c], [c], [a, c]];
    const responses = await fireTogether(t, tranches.map((ids) => as(founder, { method: 'POST', url: `${base}/close`, payload: { commitmentIds: ids } })));
    // Each close queues on the startup's and the raise's rows; what an earlier one funded, a later one skips.
    expect(statusCounts(responses)).toEqual({ 200: tranches.length });
    expect(await closedSafes(startupId)).toHaveLength(3);
    expect(await investmentsIn(startupId)).toHaveLength(3);
    const rows = await t.db.select().from(raiseCommitments).where(eq(raiseCommitments.raiseId, raiseId));
    expect(rows.map((r) => r.state)).toEqual(['funded', 'funded', 'funded']);
    expect(new Set(rows.map((r) => r.investmentId)).size).toBe(3);
    expect(new Set(rows.map((r) => r.capTableRoundId)).size).toBe(3);
    // Nothing of the modelled round is left: three times 100,000 closed of 1,000,000 leaves 700,000 still modelled.
    const modelled = (await t.db.select().from(capTableRounds).where(eq(capTableRounds.startupId, startupId))).filter((r) => r.status === 'modelled');
    expect(modelled.map((r) => (r.round as { investment: number }).investment)).toEqual([700_000]);
  });

  it('of a priced round: one first close writes the series at one price, every other commitment one issuance of it, once', async () => {
    const { startupId, raiseId, base, commitmentIds } = await signedRound('priced');
    const [a, b, c] = commitmentIds as [number, number, number];
    const tranches = [[a], [a, b], [b, c], [a, b, c], [c], [a, c]];
    const responses = await fireTogether(t, tranches.map((ids) => as(founder, { method: 'POST', url: `${base}/close`, payload: { commitmentIds: ids } })));
    // Whichever close the startup's lock lets in first closes the round; the others find the series and issue at its price.
    expect(statusCounts(responses)).toEqual({ 200: tranches.length });
    const rounds = await t.db.select().from(capTableRounds).where(eq(capTableRounds.startupId, startupId));
    expect(rounds.map((r) => [r.kind, r.status])).toEqual([['priced', 'closed']]);
    const [raise] = await t.db.select().from(raises).where(eq(raises.id, raiseId));
    const rows = await t.db.select().from(raiseCommitments).where(eq(raiseCommitments.raiseId, raiseId));
    expect(rows.map((r) => r.state)).toEqual(['funded', 'funded', 'funded']);
    const issued = await t.db.select().from(shareLedgerEntries).where(inArray(shareLedgerEntries.id, rows.map((r) => r.ledgerEntryId!)));
    expect(issued).toHaveLength(3);
    expect(new Set(issued.map((e) => (e.entry as { pricePerShare: string }).pricePerShare))).toEqual(new Set([raise!.seriesPricePerShare]));
    const series = (await t.db.select().from(shareLedgerEntries).where(eq(shareLedgerEntries.startupId, startupId))).filter((e) => (e.entry as { shareClass?: string }).shareClass === 'Seed');
    expect(series).toHaveLength(3);
    expect(await investmentsIn(startupId)).toHaveLength(3);
  });

  it('a close racing the round’s closing: either the close lands first and the round closes, or the round stays open', async () => {
    const { startupId, base, commitmentIds } = await signedRound();
    await t.app.inject(as(founder, { method: 'POST', url: `${base}/status`, payload: { status: 'closing' } }));
    const [close, move] = await fireTogether(t, [
      as(founder, { method: 'POST', url: `${base}/close`, payload: { commitmentIds } }),
      as(founder, { method: 'POST', url: `${base}/status`, payload: { status: 'closed' } }),
    ]);
    expect(close!.statusCode).toBe(200);
    // The move is judged after the close (200: nothing left unfunded) or before it (409: three confirmed left).
    expect([200, 409]).toContain(move!.statusCode);
    expect(await closedSafes(startupId)).toHaveLength(3);
    expect(await investmentsIn(startupId)).toHaveLength(3);
  });
});
