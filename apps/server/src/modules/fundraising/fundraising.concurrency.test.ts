import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseInvestors, raises } from '../../db/schema/fundraising';
import { fireTogether, statusCounts } from '../../test/concurrency';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpInvestor, signUpWithRole } from '../../test/factories/users';

/**
 * Concurrency (docs/security.md, "Concurrency"): racing status moves and board writes of one raise. Meaningful on
 * PostgreSQL (TEST_DATABASE_URL), where the requests run on separate connections; on PGlite they still pass.
 */
let t: TestApp;
let founder: TestUser;
let startupId: number;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  startupId = (await buildStartup(t, founder.id)).id;
});
afterAll(() => t.close());

const url = (suffix = '') => `/api/startups/${startupId}/raises${suffix}`;

async function openRaise(): Promise<number> {
  const created = await t.app.inject(as(founder, { method: 'POST', url: url(), payload: { name: 'Seed', instrument: 'note', targetAmount: 500_000 } }));
  const id = created.json().id as number;
  expect((await t.app.inject(as(founder, { method: 'POST', url: url(`/${id}/status`), payload: { status: 'open' } }))).statusCode).toBe(200);
  return id;
}

describe('racing moves of one raise', () => {
  it('of two status moves from open (closing, cancelled) sent together, exactly one happens and the other is refused', async () => {
    const id = await openRaise();
    const responses = await fireTogether(t, [
      as(founder, { method: 'POST', url: url(`/${id}/status`), payload: { status: 'closing' } }),
      as(founder, { method: 'POST', url: url(`/${id}/status`), payload: { status: 'cancelled' } }),
    ]);
    // closing → cancelled is itself valid, so both may pass in that order; cancelled → closing never may.
    const [row] = await t.db.select().from(raises).where(eq(raises.id, id));
    const [closing, cancelled] = responses.map((r) => r.statusCode);
    if (closing === 409) expect(cancelled).toBe(200);
    expect(row!.status).toBe('cancelled');
    expect(closing === 200 || cancelled === 200).toBe(true);
  });

  it('of many identical moves sent together, one moves the round and every other is a 409', async () => {
    const id = await openRaise();
    const responses = await fireTogether(t, Array.from({ length: 8 }, () => as(founder, { method: 'POST', url: url(`/${id}/status`), payload: { status: 'closing' } })));
    expect(statusCounts(responses)).toEqual({ 200: 1, 409: 7 });
  });

  it('of the same investor added many times at once, one is added and the rest are told it is already there', async () => {
    const id = await openRaise();
    const investor = await signUpInvestor(t);
    const responses = await fireTogether(t, Array.from({ length: 6 }, () => as(founder, { method: 'POST', url: url(`/${id}/investors`), payload: { investorId: investor.investorId } })));
    expect(statusCounts(responses)).toEqual({ 201: 1, 409: 5 });
    expect(await t.db.select().from(raiseInvestors).where(eq(raiseInvestors.raiseId, id))).toHaveLength(1);
  });

  it('two moves of one board entry both land, one after the other, and the entry keeps one of them whole', async () => {
    const id = await openRaise();
    const added = await t.app.inject(as(founder, { method: 'POST', url: url(`/${id}/investors`), payload: { email: 'ama@example.com', name: 'Ama' } }));
    const entry = added.json().investors[0].id as number;
    const responses = await fireTogether(t, [
      as(founder, { method: 'PATCH', url: url(`/${id}/investors/${entry}`), payload: { stage: 'soft-circled', amount: 100_000 } }),
      as(founder, { method: 'PATCH', url: url(`/${id}/investors/${entry}`), payload: { stage: 'passed', amount: null } }),
    ]);
    expect(statusCounts(responses)).toEqual({ 200: 2 });
    const [row] = await t.db.select().from(raiseInvestors).where(eq(raiseInvestors.id, entry));
    // Never a soft-circle without its amount nor a pass with the other's amount: each move's stage and amount together.
    expect([['soft-circled', 10_000_000], ['passed', null]]).toContainEqual([row!.stage, row!.amountMinor]);
  });
});
