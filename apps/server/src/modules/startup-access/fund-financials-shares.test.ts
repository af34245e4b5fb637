import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startupAccessMessages as m } from '@baobab/contracts/startup-access';
import { notifications } from '../../db/schema/notifications';
import { securityEvents } from '../../db/schema/security-audit';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { connect } from '../../test/factories/network';
import { buildOrganisation, joinOrganisation, removeFromOrganisation } from '../../test/factories/organisations';
import { shareFinancials } from '../../test/factories/startup-access';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';

/**
 * Consent through the fund (decision 0055): a founder shares financials with an organisation; its
 * members of every role read while they are members, and nobody else does.
 */
let t: TestApp;
let founder: TestUser;
let otherFounder: TestUser;
let admin: TestUser;
let member: TestUser;
let viewer: TestUser;
let leaver: TestUser;
let latecomer: TestUser;
let stranger: TestUser;
let startupId: number;
let fund: number;
let unknownFund: number;
let shareId: number;
beforeAll(async () => {
  t = await createTestApp();
  [founder, otherFounder] = await Promise.all([signUpWithRole(t, 'founder'), signUpWithRole(t, 'founder')]);
  [admin, member, viewer, leaver, latecomer, stranger] = await Promise.all([
    signUpWithRole(t, 'investor'),
    signUpWithRole(t, 'investor'),
    signUpWithRole(t, 'investor'),
    signUpWithRole(t, 'investor'),
    signUpWithRole(t, 'investor'),
    signUpWithRole(t, 'investor'),
  ]);
  startupId = (await buildStartup(t, founder.id, { name: 'Fund Ledger' })).id;
  // The founder knows the fund's admin only; the other members are strangers to the founder.
  await connect(t, founder, admin);
  fund = await buildOrganisation(t, admin, [[member, 'member'], [viewer, 'viewer'], [leaver, 'member']]);
  unknownFund = await buildOrganisation(t, stranger, [], 'Nobody Known Capital');
}, 120_000);
afterAll(() => t.close());

const share = (user: TestUser, payload: Record<string, unknown>) => t.app.inject(as(user, { method: 'POST', url: `/api/startups/${startupId}/financial-shares`, payload }));
const read = (user: TestUser, part: string) => t.app.inject(as(user, { method: 'GET', url: `/api/startups/${startupId}/${part}` }));
const statuses = async (people: TestUser[], part: string) => Promise.all(people.map(async (p) => (await read(p, part)).statusCode));

describe('sharing financials with a fund', () => {
  it('offers the funds a connection of the founder belongs to, and no other', async () => {
    const list = await t.app.inject(as(founder, { method: 'GET', url: '/api/startup-access/organisations' }));
    expect(list.json()).toEqual([{ id: fund, name: 'Kilimanjaro Ventures', kind: 'fund' }]);
    expect((await t.app.inject(as(otherFounder, { method: 'GET', url: '/api/startup-access/organisations' }))).json()).toEqual([]);
  });

  it('refuses a fund the founder knows nobody in with the same answer as a fund that does not exist, and a person and a fund at once', async () => {
    const unknown = await share(founder, { organisationId: unknownFund, scopes: ['cap_table'] });
    const missing = await share(founder, { organisationId: 999_999, scopes: ['cap_table'] });
    expect([unknown.statusCode, missing.statusCode]).toEqual([400, 400]);
    expect(missing.json()).toEqual(unknown.json());
    expect(unknown.json().issues).toEqual([{ path: 'organisationId', message: m.organisationNotConnected }]);
    const both = await share(founder, { userId: admin.id, organisationId: fund, scopes: ['cap_table'] });
    expect(both.statusCode).toBe(400);
    expect(both.json().issues).toContainEqual({ path: 'organisationId', message: m.personOrFund });
    expect((await share(otherFounder, { organisationId: fund, scopes: ['cap_table'] })).statusCode).toBe(404);
  });

  it('shares with the fund and tells each current member, naming the fund', async () => {
    const response = await share(founder, { organisationId: fund, scopes: ['cap_table', 'funding_tracker'] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ grantee: null, organisation: { id: fund, name: 'Kilimanjaro Ventures' }, scopes: ['cap_table', 'funding_tracker'], status: 'active' });
    shareId = response.json().id;
    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'financials_shared'), inArray(notifications.userId, [admin.id, member.id, viewer.id, leaver.id, latecomer.id, stranger.id])));
    expect(notices.map((n) => n.userId).sort()).toEqual([admin.id, member.id, viewer.id, leaver.id].sort());
    expect(notices[0]!.title).toContain('Kilimanjaro Ventures');
    expect((await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${startupId}/financial-shares` }))).json()).toEqual([
      expect.objectContaining({ id: shareId, grantee: null, organisation: { id: fund, name: 'Kilimanjaro Ventures' } }),
    ]);
  });

  it('lets admin, member and viewer read what was shared, and not the rest; a stranger reads nothing', async () => {
    expect(await statuses([admin, member, viewer, leaver, stranger], 'cap-table')).toEqual([200, 200, 200, 200, 404]);
    expect(await statuses([admin, member, viewer], 'financial-model')).toEqual([404, 404, 404]);
    const listed = await t.app.inject(as(viewer, { method: 'GET', url: '/api/financial-tools/startups' }));
    expect(listed.json()).toEqual([expect.objectContaining({ id: startupId, parts: ['cap_table', 'funding_tracker'], canEdit: false })]);
    expect((await t.app.inject(as(member, { method: 'GET', url: '/api/startup-access/shared-with-me' }))).json().startupIds).toContain(startupId);
  });

  it('writes each read through the fund to the audit log under the person who read', async () => {
    await read(viewer, 'funding-tracker');
    const reads = await t.db.select().from(securityEvents).where(and(eq(securityEvents.kind, 'financials.read'), eq(securityEvents.userId, viewer.id)));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.at(-1)).toMatchObject({ email: viewer.email.toLowerCase(), detail: expect.objectContaining({ startupId, organisationIds: [fund], shareIds: [shareId] }) });
  });

  it('closes at once for a removed member, and opens for a member who joins later', async () => {
    expect((await read(latecomer, 'cap-table')).statusCode).toBe(404);
    await removeFromOrganisation(t, admin, fund, leaver);
    await joinOrganisation(t, admin, fund, latecomer, 'member');
    expect(await statuses([leaver, latecomer], 'cap-table')).toEqual([404, 200]);
    expect((await t.app.inject(as(leaver, { method: 'GET', url: '/api/financial-tools/startups' }))).json()).toEqual([]);
    expect((await t.app.inject(as(leaver, { method: 'GET', url: '/api/startup-access/shared-with-me' }))).json().startupIds).not.toContain(startupId);
  });

  it('keeps a member’s own share their own: it opens nothing for the rest of the fund', async () => {
    await shareFinancials(t, founder, startupId, admin, ['valuation']);
    expect(await statuses([admin, member, viewer, latecomer], 'valuation')).toEqual([200, 404, 404, 404]);
  });

  it('ends for every member at once when the founder revokes the fund’s share', async () => {
    expect((await t.app.inject(as(founder, { method: 'DELETE', url: `/api/startups/${startupId}/financial-shares/${shareId}` }))).statusCode).toBe(204);
    expect(await statuses([admin, member, viewer, latecomer], 'cap-table')).toEqual([404, 404, 404, 404]);
    // The admin's own share of the valuation stands: revoking the fund's takes only the fund's.
    expect((await read(admin, 'valuation')).statusCode).toBe(200);
    const [revoked] = await t.db.select().from(securityEvents).where(eq(securityEvents.kind, 'financials.revoke'));
    expect(revoked!.detail).toMatchObject({ shareId, organisationId: fund, granteeId: null });
  });
});
