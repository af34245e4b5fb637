import { adminMessages } from '@baobab/contracts/admin';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/auth';
import { notifications } from '../../db/schema/notifications';
import { securityEvents } from '../../db/schema/security-audit';
import { fireTogether, statusCounts } from '../../test/concurrency';
import { makeAdmin } from '../../test/factories/users';
import { waitForTasks } from '../../test/tasks';
import { as, createTestApp, signUpUser, type TestApp, type TestUser, forgetSessions } from '../../test/test-app';
import { makeAdminFromCli } from './admin.service';

/**
 * The admin console's own routes: who may use them (admins only, 404 for everyone else), inviting by
 * verified e-mail, removing admins without ever removing the last, and the audit log of it all.
 */
let t: TestApp;
let admin: TestUser;
let member: TestUser;

const call = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject(as(user, { method, url, ...(payload ? { payload } : {}) }));
const adminEvents = (kind: string) => t.db.select().from(securityEvents).where(like(securityEvents.kind, `admin.${kind}`));
const isAdmin = async (user: TestUser) => (await t.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, user.id)))[0]!.isAdmin;

beforeAll(async () => {
  t = await createTestApp();
  [admin, member] = await Promise.all([signUpUser(t.app, { firstName: 'Kofi', lastName: 'Boateng' }), signUpUser(t.app)]);
  await makeAdmin(t, admin);
});
afterAll(() => t.close());

describe('who may use the console', () => {
  it('answers 404 to a signed-in member and to a visitor, as if it did not exist', async () => {
    for (const url of ['/api/admin/overview', '/api/admin/admins', '/api/admin/audit']) {
      expect((await call(member, 'GET', url)).statusCode).toBe(404);
      expect((await call(null, 'GET', url)).statusCode).toBe(404);
    }
  });

  it('tells the shell who is an admin', async () => {
    expect((await call(admin, 'GET', '/api/auth/user')).json().isAdmin).toBe(true);
    expect((await call(member, 'GET', '/api/auth/user')).json().isAdmin).toBe(false);
  });

  it('counts what waits for an admin', async () => {
    const overview = (await call(admin, 'GET', '/api/admin/overview')).json();
    expect(overview).toEqual({ pendingVerifications: 0, openReports: 0, restrictedAccounts: 0, admins: 1 });
  });
});

describe('inviting an admin', () => {
  it('needs a reason and a valid address', async () => {
    const noReason = await call(admin, 'POST', '/api/admin/invitations', { email: 'x@example.com', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues).toContainEqual({ path: 'reason', message: adminMessages.reasonRequired });
    expect((await call(admin, 'POST', '/api/admin/invitations', { email: 'not-an-address', reason: 'Help' })).statusCode).toBe(400);
  });

  it('tells a member in Baobab, logs the reason, and lets only that member accept, once', async () => {
    const sent = await call(admin, 'POST', '/api/admin/invitations', { email: member.email.toUpperCase(), reason: 'Covers West Africa reviews' });
    expect(sent.statusCode).toBe(201);
    const again = await call(admin, 'POST', '/api/admin/invitations', { email: member.email, reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(adminMessages.invitationPending);

    const [notice] = await t.db.select().from(notifications).where(and(eq(notifications.userId, member.id), eq(notifications.kind, 'admin_invitation')));
    expect(notice).toMatchObject({ href: '/admin/invitation', title: 'Kofi Boateng invited you to be a Baobab admin' });
    const [logged] = await adminEvents('team.invite');
    expect(logged).toMatchObject({ userId: admin.id, detail: { targetType: 'email', targetId: member.email.toLowerCase(), reason: 'Covers West Africa reviews' } });

    const stranger = await signUpUser(t.app);
    const id = sent.json().id as number;
    expect((await call(stranger, 'GET', '/api/admin-invitations/mine')).json()).toEqual({ invitation: null });
    const wrongPerson = await call(stranger, 'POST', `/api/admin-invitations/${id}/accept`);
    expect(wrongPerson.statusCode).toBe(400);
    expect(wrongPerson.json().message).toBe(adminMessages.invitationInvalid);

    expect((await call(member, 'GET', '/api/admin-invitations/mine')).json().invitation).toMatchObject({ id, invitedBy: 'Kofi Boateng' });
    expect((await call(member, 'POST', `/api/admin-invitations/${id}/accept`)).statusCode).toBe(204);
    expect(await isAdmin(member)).toBe(true);
    expect((await call(member, 'GET', '/api/admin/overview')).statusCode).toBe(200);
    expect((await call(member, 'POST', `/api/admin-invitations/${id}/accept`)).statusCode).toBe(409);
    expect(await adminEvents('team.accept_invitation')).toHaveLength(1);

    const team = (await call(admin, 'GET', '/api/admin/admins')).json();
    expect(team.admins.map((a: { id: string }) => a.id).sort()).toEqual([admin.id, member.id].sort());
    expect(team.invitations).toEqual([]);
  });

  it('e-mails an address that has no account yet, and the person accepts after signing up with it', async () => {
    const email = `newcomer-${Date.now()}@example.com`;
    const sent = await call(admin, 'POST', '/api/admin/invitations', { email, reason: 'New moderator' });
    expect(sent.statusCode).toBe(201);
    await waitForTasks(t, 'admin-invitation-email');
    const mail = t.mailer.sent.find((m) => m.to === email);
    expect(mail?.text).toContain('/admin/invitation');
    expect(mail?.text).toContain('Kofi Boateng invited you');

    const newcomer = await signUpUser(t.app, { email });
    expect((await call(newcomer, 'POST', `/api/admin-invitations/${sent.json().id}/accept`)).statusCode).toBe(204);
    expect(await isAdmin(newcomer)).toBe(true);
  });

  it('refuses to invite someone who already is an admin', async () => {
    const response = await call(admin, 'POST', '/api/admin/invitations', { email: admin.email, reason: 'Again' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(adminMessages.alreadyAdmin);
  });

  it('makes one admin of racing accepts of the same invitation', async () => {
    const invitee = await signUpUser(t.app);
    const id = (await call(admin, 'POST', '/api/admin/invitations', { email: invitee.email, reason: 'Race' })).json().id as number;
    const responses = await fireTogether(t, Array.from({ length: 6 }, () => as(invitee, { method: 'POST', url: `/api/admin-invitations/${id}/accept` })));
    expect(statusCounts(responses)[204]).toBe(1);
    expect(await adminEvents('team.accept_invitation')).toHaveLength(3);
  });
});

describe('removing an admin', () => {
  it('removes with a logged reason, never the last admin, even when two remove each other at once', async () => {
    const [a, b] = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);
    // Only a and b stay admins for this test.
    await t.db.update(users).set({ isAdmin: false });
    forgetSessions(t);
    await Promise.all([makeAdmin(t, a), makeAdmin(t, b)]);
    const responses = await fireTogether(t, [
      as(a, { method: 'POST', url: `/api/admin/admins/${b.id}/revoke`, payload: { reason: 'Left the team' } }),
      as(b, { method: 'POST', url: `/api/admin/admins/${a.id}/revoke`, payload: { reason: 'Left the team' } }),
    ]);
    const counts = statusCounts(responses);
    // Whoever went first removed the other, who is then no admin at all (404) or finds they are the last (409).
    expect(counts[204]).toBe(1);
    expect((await t.db.select().from(users).where(eq(users.isAdmin, true))).length).toBe(1);
    const [last] = await t.db.select().from(users).where(eq(users.isAdmin, true));
    const lastUser = last!.id === a.id ? a : b;
    const self = await call(lastUser, 'POST', `/api/admin/admins/${lastUser.id}/revoke`, { reason: 'Leaving' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(adminMessages.cannotRevokeLastAdmin);
    const audit = (await call(lastUser, 'GET', '/api/admin/audit')).json();
    expect(audit.items[0]).toMatchObject({ action: 'team.revoke', reason: 'Left the team', targetType: 'user' });
  });
});

describe('removing admins in a ring at once', () => {
  it('leaves exactly one admin, and only admins remove anyone', async () => {
    for (let round = 0; round < 3; round += 1) {
      const ring = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
      await t.db.update(users).set({ isAdmin: false });
      forgetSessions(t);
      for (const person of ring) await makeAdmin(t, person);
      const before = (await adminEvents('team.revoke')).length;
      // a removes b, b removes c, c removes a: each a request from a session that says admin.
      const responses = await fireTogether(
        t,
        ring.map((person, i) => as(person, { method: 'POST', url: `/api/admin/admins/${ring[(i + 1) % 3]!.id}/revoke`, payload: { reason: 'Ring' } })),
      );
      const admins = await t.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
      expect(admins, JSON.stringify(responses.map((r) => r.statusCode))).toHaveLength(1);
      // In the order they were made, no removal is by someone an earlier one had removed.
      const removals = (await adminEvents('team.revoke')).slice(before).sort((x, y) => x.id - y.id);
      expect(removals.length).toBe(statusCounts(responses)[204]);
      const removedSoFar = new Set<string>();
      for (const event of removals) {
        expect(removedSoFar.has(event.userId!), `removal by ${event.userId} after they were removed`).toBe(false);
        removedSoFar.add((event.detail as { targetId: string }).targetId);
      }
    }
  }, 60_000);
});

describe('the first admin, from the command line', () => {
  it('makes an existing account an admin, once, and says when the address has no account', async () => {
    const person = await signUpUser(t.app);
    expect(await makeAdminFromCli(t.db, person.email.toUpperCase())).toBe('made');
    expect(await isAdmin(person)).toBe(true);
    expect(await makeAdminFromCli(t.db, person.email)).toBe('already');
    await expect(makeAdminFromCli(t.db, 'nobody@example.com')).rejects.toMatchObject({ statusCode: 404 });
    const [logged] = await t.db.select().from(securityEvents).where(and(eq(securityEvents.kind, 'admin.team.create_cli'), eq(securityEvents.userId, person.id)));
    expect(logged?.detail).toMatchObject({ reason: 'Created with npm run admin:create' });
  });
});

describe('an account that is no longer active', () => {
  it('loses every session at its next request', async () => {
    const person = await signUpUser(t.app);
    expect((await call(person, 'GET', '/api/auth/user')).statusCode).toBe(200);
    await t.db.update(users).set({ accountStatus: 'suspended' }).where(eq(users.id, person.id));
    forgetSessions(t);
    expect((await call(person, 'GET', '/api/auth/user')).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, person.id))).toEqual([]);
  });
});
