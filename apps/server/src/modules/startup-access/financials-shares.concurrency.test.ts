import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '../../db/schema/security-audit';
import { financialsShares } from '../../db/schema/startup-access';
import { fireTogether, statusCounts } from '../../test/concurrency';
import { as, createTestApp, type TestApp } from '../../test/test-app';
import { connect } from '../../test/factories/network';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { shareFinancials } from '../../test/factories/startup-access';

/**
 * Concurrency (docs/security.md, "Concurrency"): one share revoked many times at once. Revoking is idempotent (every call
 * answers 204), so the one winner is the call that ends the share and writes the audit entry.
 * Meaningful on PostgreSQL (TEST_DATABASE_URL); on PGlite it still passes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('revoking one financials share many times at once', () => {
  it('ends it once: 24 answers of 204, one audit entry, one revocation time, and the holder refused', async () => {
    const [founder, partner] = await Promise.all([signUpWithRole(t, 'founder'), signUpWithRole(t, 'investor')]);
    const startupId = (await buildStartup(t, founder.id)).id;
    await connect(t, founder, partner);
    const shareId = await shareFinancials(t, founder, startupId, partner, ['cap_table']);

    const responses = await fireTogether(t, Array.from({ length: 24 }, () => as(founder, { method: 'DELETE', url: `/api/startups/${startupId}/financial-shares/${shareId}` })));

    expect(statusCounts(responses)).toEqual({ 204: 24 });
    const audited = await t.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, 'financials.revoke'), sql`(${securityEvents.detail}->>'shareId')::int = ${shareId}`));
    expect(audited).toHaveLength(1);
    const [row] = await t.db.select().from(financialsShares).where(eq(financialsShares.id, shareId));
    expect(row!.revokedAt).not.toBeNull();
    expect((await t.app.inject(as(partner, { method: 'GET', url: `/api/startups/${startupId}/cap-table` }))).statusCode).toBe(404);
  });
});
