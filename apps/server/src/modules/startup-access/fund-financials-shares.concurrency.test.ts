import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '../../db/schema/security-audit';
import { fireTogether, statusCounts } from '../../test/concurrency';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { connect } from '../../test/factories/network';
import { buildOrganisation } from '../../test/factories/organisations';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';

/**
 * Concurrency (docs/security.md, "Concurrency"; decision 0055): a fund's share revoked, and a member
 * removed, while members read. Each read is answered from one snapshot (200 with the figures or 404,
 * never an error), the change lands once, and every read after it is refused.
 * Meaningful on PostgreSQL (TEST_DATABASE_URL); on PGlite it still passes.
 */
let t: TestApp;
let founder: TestUser;
let admin: TestUser;
let members: TestUser[];
let startupId: number;
let fund: number;
beforeAll(async () => {
  t = await createTestApp();
  [founder, admin] = await Promise.all([signUpWithRole(t, 'founder'), signUpWithRole(t, 'investor')]);
  members = await Promise.all(Array.from({ length: 4 }, () => signUpWithRole(t, 'investor')));
  startupId = (await buildStartup(t, founder.id)).id;
  await connect(t, founder, admin);
  fund = await buildOrganisation(t, admin, members.map((m) => [m, 'member'] as const));
}, 120_000);
afterAll(() => t.close());

const readCapTable = (user: TestUser) => as(user, { method: 'GET', url: `/api/startups/${startupId}/cap-table` });
const shareWithFund = async () => {
  const response = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/financial-shares`, payload: { organisationId: fund, scopes: ['cap_table'] } }));
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
};

describe('a fund share under concurrent reads', () => {
  it('revoked while every member reads: one revocation, answers of 200 or 404 only, and no member reads after', async () => {
    const shareId = await shareWithFund();
    const reads = Array.from({ length: 6 }, () => [admin, ...members].map(readCapTable)).flat();
    const revoke = as(founder, { method: 'DELETE', url: `/api/startups/${startupId}/financial-shares/${shareId}` });
    const responses = await fireTogether(t, [...reads.slice(0, 15), revoke, revoke, ...reads.slice(15)]);

    const counts = statusCounts(responses);
    expect(Object.keys(counts).sort()).toEqual(expect.arrayContaining(['204']));
    expect(Object.keys(counts).every((status) => ['200', '204', '404'].includes(status))).toBe(true);
    expect(counts[204]).toBe(2);
    const revoked = await t.db.select().from(securityEvents).where(and(eq(securityEvents.kind, 'financials.revoke'), sql`(${securityEvents.detail}->>'shareId')::int = ${shareId}`));
    expect(revoked).toHaveLength(1);
    expect(statusCounts(await fireTogether(t, [admin, ...members].map(readCapTable)))).toEqual({ 404: 5 });
  });

  it('a member removed while reading: the removal lands, answers are 200 or 404 only, and the former member reads nothing after', async () => {
    await shareWithFund();
    const leaver = members[0]!;
    const removal = as(admin, { method: 'DELETE', url: `/api/organisations/${fund}/members/${leaver.id}` });
    const reads = Array.from({ length: 20 }, () => readCapTable(leaver));
    const responses = await fireTogether(t, [...reads.slice(0, 10), removal, ...reads.slice(10)]);

    expect(responses[10]!.statusCode).toBe(204);
    const readStatuses = responses.filter((_, i) => i !== 10).map((r) => r.statusCode);
    expect(readStatuses.every((status) => status === 200 || status === 404)).toBe(true);
    expect(statusCounts(await fireTogether(t, Array.from({ length: 5 }, () => readCapTable(leaver))))).toEqual({ 404: 5 });
    // The other members still read: the removal took one person out, not the fund's share.
    expect(statusCounts(await fireTogether(t, members.slice(1).map(readCapTable)))).toEqual({ 200: 3 });
  });
});
