import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkMessages } from '@baobab/contracts/network';
import { connections } from '../../db/schema/network';
import { organisationMembers } from '../../db/schema/organisations';
import { as, createTestApp, type TestApp } from '../../test/test-app';
import { createStartup } from '../../test/factories/startups';
import { signUpFounder } from '../../test/factories/users';
import { buildFund } from '../deals/fund-pipeline.fixture';

/**
 * A member's removal racing their send for the fund (decision 0069). The removal is held open in its own
 * transaction while the send starts; the send must wait for it (the membership row is locked in the send's
 * transaction) and, once the removal commits, be refused. Without that lock the send would read the row the
 * removal has not yet committed away and go through. Needs separate connections: PostgreSQL only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Sessions of this test database waiting on a lock (the cluster may hold other tests' databases). */
const lockWaitsHere = async () =>
  ((await t.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe.skipIf(!process.env.TEST_DATABASE_URL)('removal and a send for the fund at once', () => {
  it('refuses the send once the removal that it waited for commits', { timeout: 120_000 }, async () => {
    const { organisation, people } = await buildFund(t, 'Racing Fund');
    const founder = await signUpFounder(t);
    const startupId = await createStartup(t, founder);
    const payload = { toStartupId: startupId, message: 'For the fund', organisationId: organisation };

    let send: Promise<Awaited<ReturnType<typeof t.app.inject>>> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.delete(organisationMembers).where(and(eq(organisationMembers.organisationId, organisation), eq(organisationMembers.userId, people.member.id)));
      const sending = t.app.inject(as(people.member, { method: 'POST', url: '/api/users/connections', payload }));
      send = sending;
      let settled = false;
      void sending.then(() => (settled = true), () => (settled = true));
      // Commit only once the send is waiting on a row lock (or has already finished, which fails below).
      for (;;) {
        if (settled || (await lockWaitsHere()) > 0) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    const response = await send!;
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(networkMessages.notFundMember);
    expect(await t.db.select().from(connections).where(eq(connections.requesterId, people.member.id))).toEqual([]);
  });
});
