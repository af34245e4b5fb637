import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCapTableShareholders } from '@baobab/contracts/financial-tools';
import { raiseCommitments, raiseInvestors } from '../../db/schema/fundraising';
import { fireTogether, statusCounts } from '../../test/concurrency';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { makeEstablished, signUpInvestor, signUpWithRole } from '../../test/factories/users';

/**
 * Concurrency (docs/security.md, "Concurrency") of the round room (decision 0058): commitment moves of one investor
 * queue on their board entry's row, a terms change waits for moves in flight on the raise's row. Meaningful on
 * PostgreSQL (TEST_DATABASE_URL), where the requests run on separate connections; on PGlite they still pass.
 */
let t: TestApp;
let founder: TestUser;
let investor: TestUser & { investorId: number };
let startupId: number;
beforeAll(async () => {
  t = await createTestApp();
  [founder, investor] = await Promise.all([signUpWithRole(t, 'founder'), signUpInvestor(t)]);
  await makeEstablished(t, founder);
  startupId = (await buildStartup(t, founder.id, { foundedYear: 2024 })).id;
  expect((await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/cap-table`, payload: { shares: defaultCapTableShareholders } }))).statusCode).toBe(200);
}, 120_000);
afterAll(() => t.close());

const raises = (suffix = '') => `/api/startups/${startupId}/raises${suffix}`;
let seriesCount = 0;

/** An open priced round (each its own series, so the cap table's sequence takes them all), the investor invited. */
async function invitedRound(): Promise<{ id: number; entry: number; capTableRoundId: number }> {
  seriesCount += 1;
  const round = { kind: 'priced', date: `2027-0${seriesCount}-01`, seriesName: `Series ${seriesCount}`, investorName: 'Lead', preMoneyValuation: 10_000_000, investment: 2_000_000 };
  const created = await t.app.inject(as(founder, { method: 'POST', url: raises(), payload: { name: `Round ${seriesCount}`, instrument: 'priced', targetAmount: 2_000_000, round } }));
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  const added = await t.app.inject(as(founder, { method: 'POST', url: raises(`/${id}/investors`), payload: { investorId: investor.investorId } }));
  const entry = added.json().investors[0].id as number;
  await t.app.inject(as(founder, { method: 'POST', url: raises(`/${id}/status`), payload: { status: 'open' } }));
  expect((await t.app.inject(as(founder, { method: 'POST', url: raises(`/${id}/investors/${entry}/invitation`) }))).statusCode).toBe(201);
  return { id, entry, capTableRoundId: created.json().capTableRoundId as number };
}

const act = (raiseId: number, payload: object) => as(investor, { method: 'POST', url: `/api/round-rooms/${raiseId}/commitment`, payload: payload as Record<string, unknown> });
const decide = (raiseId: number, commitmentId: number, payload: object) => as(founder, { method: 'POST', url: raises(`/${raiseId}/commitments/${commitmentId}`), payload: payload as Record<string, unknown> });
const commitmentsOf = (raiseId: number) => t.db.select().from(raiseCommitments).where(eq(raiseCommitments.raiseId, raiseId));
const entryRow = async (entryId: number) => (await t.db.select().from(raiseInvestors).where(eq(raiseInvestors.id, entryId)))[0]!;

describe('racing moves of one commitment', () => {
  it('many first commits of one investor at once make one commitment, its amount one of theirs and on the board', async () => {
    const { id, entry } = await invitedRound();
    const amounts = [100_000, 200_000, 300_000, 400_000, 500_000, 600_000];
    const responses = await fireTogether(t, amounts.map((amount) => act(id, { action: 'commit', amount })));
    // Committing again while waiting for the founder changes the amount: every one lands, one after another.
    expect(statusCounts(responses)).toEqual({ 200: 6 });
    const rows = await commitmentsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe('committed');
    expect(amounts.map((a) => a * 100)).toContain(rows[0]!.amountMinor);
    expect(await entryRow(entry)).toMatchObject({ stage: 'committed', amountMinor: rows[0]!.amountMinor });
  });

  it('a founder’s scale-back racing the investor’s withdrawal leaves one consistent state', async () => {
    const { id, entry } = await invitedRound();
    await t.app.inject(act(id, { action: 'commit', amount: 500_000 }));
    const [commitment] = await commitmentsOf(id);
    const [scale, withdraw] = await fireTogether(t, [decide(id, commitment!.id, { action: 'scale-back', amount: 300_000 }), act(id, { action: 'withdraw' })]);
    const [row] = await commitmentsOf(id);
    const board = await entryRow(entry);
    // Either the scale-back landed first and the investor then withdrew from it, or the withdrawal did and the scale-back found nothing to decide.
    expect(withdraw!.statusCode).toBe(200);
    expect([200, 409]).toContain(scale!.statusCode);
    expect(row).toMatchObject({ state: 'withdrawn', finalMinor: null });
    expect(board).toMatchObject({ stage: 'passed', amountMinor: null });
  });

  it('a confirmation racing a change of terms is either signed on the old terms and asked again, or refused for the new version', async () => {
    const { id, capTableRoundId } = await invitedRound();
    await t.app.inject(act(id, { action: 'commit', amount: 500_000 }));
    const [commitment] = await commitmentsOf(id);
    await t.app.inject(decide(id, commitment!.id, { action: 'accept' }));
    const round = { kind: 'priced', date: `2027-0${seriesCount}-01`, seriesName: `Series ${seriesCount}`, investorName: 'Lead', preMoneyValuation: 12_000_000, investment: 2_000_000 };
    const [confirm, edit] = await fireTogether(t, [
      act(id, { action: 'confirm', termsVersion: 1 }),
      as(founder, { method: 'PUT', url: `/api/startups/${startupId}/cap-table/rounds/${capTableRoundId}`, payload: round }),
    ]);
    expect(edit!.statusCode).toBe(200);
    const [row] = await commitmentsOf(id);
    // Whichever went first, the commitment now waits for a confirmation on version 2; a signature, if any, names version 1.
    expect(row!.state).toBe('reconfirm');
    if (confirm!.statusCode === 200) expect(row!.signedTermsVersion).toBe(1);
    else expect([confirm!.statusCode, row!.signedAt]).toEqual([409, null]);
  });

  it('of one investor invited many times at once, one invitation is made and the rest are told it exists', async () => {
    const { id, entry } = await invitedRound();
    await t.app.inject(as(founder, { method: 'DELETE', url: raises(`/${id}/investors/${entry}/invitation`) }));
    const responses = await fireTogether(t, Array.from({ length: 5 }, () => as(founder, { method: 'POST', url: raises(`/${id}/investors/${entry}/invitation`) })));
    expect(statusCounts(responses)).toEqual({ 201: 1, 409: 4 });
  });
});
