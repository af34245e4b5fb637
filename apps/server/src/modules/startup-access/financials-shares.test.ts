import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startupAccessMessages as m } from '@baobab/contracts/startup-access';
import { notifications } from '../../db/schema/notifications';
import { securityEvents } from '../../db/schema/security-audit';
import { financialsShares } from '../../db/schema/startup-access';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { connect } from '../../test/factories/network';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';

let t: TestApp;
let founder: TestUser;
let otherFounder: TestUser;
let partner: TestUser;
let stranger: TestUser;
let startupId: number;
beforeAll(async () => {
  t = await createTestApp();
  [founder, otherFounder, partner, stranger] = await Promise.all([
    signUpWithRole(t, 'founder'),
    signUpWithRole(t, 'founder'),
    signUpWithRole(t, 'investor'),
    signUpWithRole(t, 'investor'),
  ]);
  startupId = (await buildStartup(t, founder.id, { name: 'Shared Ledger' })).id;
  await connect(t, founder, partner);
});
afterAll(() => t.close());

const shares = (user: TestUser | null) => t.app.inject(as(user, { method: 'GET', url: `/api/startups/${startupId}/financial-shares` }));
const share = (user: TestUser | null, payload: Record<string, unknown>) =>
  t.app.inject(as(user, { method: 'POST', url: `/api/startups/${startupId}/financial-shares`, payload }));
const revoke = (user: TestUser | null, id: number) => t.app.inject(as(user, { method: 'DELETE', url: `/api/startups/${startupId}/financial-shares/${id}` }));
const read = (user: TestUser, part: string) => t.app.inject(as(user, { method: 'GET', url: `/api/startups/${startupId}/${part}` }));
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('sharing financials', () => {
  it('shares the chosen parts with a connection, notifies them and writes the audit log', async () => {
    const response = await share(founder, { userId: partner.id, scopes: ['cap_table', 'valuation', 'cap_table'], permission: 'download', expiresAt: inAnHour() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ grantee: { id: partner.id, name: 'Amina Okafor' }, scopes: ['cap_table', 'valuation'], permission: 'download', status: 'active', revokedAt: null });
    const [notice] = await t.db.select().from(notifications).where(and(eq(notifications.userId, partner.id), eq(notifications.kind, 'financials_shared')));
    expect(notice).toMatchObject({ href: `/financial-tools?startup=${startupId}`, body: 'Cap table, Valuation' });
    const audit = await t.db.select().from(securityEvents).where(eq(securityEvents.kind, 'financials.share'));
    expect(audit.at(-1)).toMatchObject({ userId: founder.id, detail: expect.objectContaining({ granteeId: partner.id, scopes: ['cap_table', 'valuation'] }) });
    expect((await read(partner, 'cap-table')).statusCode).toBe(200);
    expect((await read(partner, 'financial-model')).statusCode).toBe(404);
  });

  it.each([
    [{ scopes: ['cap_table'] }, 'userId', m.granteeRequired],
    [{ userId: 'x', scopes: [] }, 'scopes', m.partsRequired],
    [{ userId: 'x', scopes: ['bank_statements'] }, 'scopes.0', undefined],
    [{ userId: 'x', scopes: ['cap_table'], expiresAt: 'next week' }, 'expiresAt', m.expiryInPast],
  ])('refuses %j naming the field', async (payload, path, message) => {
    const response = await share(founder, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    if (message) expect(response.json().issues).toContainEqual({ path, message });
  });

  it('refuses a past end date, the founder themself and anyone who is not a connection, with the same answer for unknown ids', async () => {
    expect((await share(founder, { userId: partner.id, scopes: ['cap_table'], expiresAt: '2020-01-01T00:00:00Z' })).json().message).toBe(m.expiryInPast);
    expect((await share(founder, { userId: founder.id, scopes: ['cap_table'] })).json().message).toBe(m.notYourself);
    const notConnected = await share(founder, { userId: stranger.id, scopes: ['cap_table'] });
    const unknown = await share(founder, { userId: 'no-such-user', scopes: ['cap_table'] });
    expect([notConnected.statusCode, unknown.statusCode]).toEqual([400, 400]);
    expect(unknown.json()).toEqual(notConnected.json());
    expect(notConnected.json().message).toBe(m.granteeNotConnected);
  });

  it('lets only the founder list, share and revoke (404 for anyone else, 401 signed out)', async () => {
    for (const user of [otherFounder, partner, stranger]) {
      expect((await shares(user)).statusCode).toBe(404);
      expect((await share(user, { userId: partner.id, scopes: ['cap_table'] })).statusCode).toBe(404);
    }
    const [{ id }] = (await shares(founder)).json();
    for (const user of [otherFounder, partner]) expect((await revoke(user, id)).statusCode).toBe(404);
    expect((await shares(null)).statusCode).toBe(401);
  });

  it('revokes at once, idempotently, and renews on a new share', async () => {
    const [{ id }] = (await shares(founder)).json();
    expect((await revoke(founder, id)).statusCode).toBe(204);
    expect((await read(partner, 'cap-table')).statusCode).toBe(404);
    expect((await revoke(founder, id)).statusCode).toBe(204);
    expect((await revoke(founder, 999_999)).statusCode).toBe(404);
    expect((await shares(founder)).json()).toEqual([expect.objectContaining({ id, status: 'revoked' })]);
    expect(await t.db.select().from(securityEvents).where(eq(securityEvents.kind, 'financials.revoke'))).toHaveLength(1);

    expect((await share(founder, { userId: partner.id, scopes: ['funding_tracker'] })).json()).toMatchObject({ id, status: 'active', scopes: ['funding_tracker'], expiresAt: null });
    expect((await read(partner, 'funding-tracker')).statusCode).toBe(200);
    expect((await read(partner, 'cap-table')).statusCode).toBe(404);
  });

  it('stops counting a share when its end date passes', async () => {
    await t.db.update(financialsShares).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(financialsShares.granteeId, partner.id));
    expect((await read(partner, 'funding-tracker')).statusCode).toBe(404);
    expect((await shares(founder)).json()).toEqual([expect.objectContaining({ status: 'expired' })]);
    const list = await t.app.inject(as(partner, { method: 'GET', url: '/api/financial-tools/startups' }));
    expect(list.json()).toEqual([]);
  });
});
