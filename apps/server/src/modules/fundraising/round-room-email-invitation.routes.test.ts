import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCapTableShareholders } from '@baobab/contracts/financial-tools';
import { roundInvitationEmail, roundRoomMessages as m } from '@baobab/contracts/round-room';
import { accountActions } from '../../db/schema/account-actions';
import { users } from '../../db/schema/auth';
import { notifications } from '../../db/schema/notifications';
import { as, createTestApp, signUpUser, type TestApp, type TestUser, forgetSessions } from '../../test/test-app';
import { waitForTasks } from '../../test/tasks';
import { buildStartup } from '../../test/factories/startups';
import { buildInvestorProfile, makeEstablished, signUpWithRole } from '../../test/factories/users';

/**
 * Round room invitations to a board entry by e-mail address (decision 0058, amended), on both databases: the founder's
 * invitation e-mails the address the same way whether or not it has an account and spends a daily invitation; the room
 * then opens to the investor whose account has that address verified, and to nobody else; revoking closes it at once.
 */
let t: TestApp;
let founder: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  await makeEstablished(t, founder);
}, 120_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const request = (user: TestUser | null, method: Method, url: string, payload?: object) => t.app.inject(as(user, { method, url, ...(payload ? { payload: payload as Record<string, unknown> } : {}) }));
const room = (raiseId: number) => `/api/round-rooms/${raiseId}`;
const roomsOf = async (user: TestUser) => ((await request(user, 'GET', '/api/round-rooms')).json().rooms as { id: number }[]).map((r) => r.id);
let addresses = 0;
const newAddress = () => `invitee${++addresses}.${Date.now()}@example.com`;

/** An open round of its own startup with the given addresses on its board; answers the raise's routes and each address's entry. */
async function openRound(emails: string[]) {
  const startupId = (await buildStartup(t, founder.id, { name: 'Teranga Pay', foundedYear: 2024 })).id;
  expect((await request(founder, 'POST', `/api/startups/${startupId}/cap-table`, { shares: defaultCapTableShareholders })).statusCode).toBe(200);
  const created = await request(founder, 'POST', `/api/startups/${startupId}/raises`, { name: 'Seed 2026', instrument: 'post-money-safe', targetAmount: 50_000_000 });
  expect(created.statusCode, created.body).toBe(201);
  const base = `/api/startups/${startupId}/raises/${created.json().id}`;
  for (const email of emails) expect((await request(founder, 'POST', `${base}/investors`, { email, name: 'Yaa Asante' })).statusCode).toBe(201);
  expect((await request(founder, 'POST', `${base}/status`, { status: 'open' })).statusCode).toBe(200);
  const board = (await request(founder, 'GET', base)).json().investors as { id: number; email: string | null }[];
  const entryOf = (email: string) => board.find((e) => e.email === email.toLowerCase())!.id;
  return { id: created.json().id as number, base, entryOf };
}

const invite = (round: { base: string }, entryId: number) => request(founder, 'POST', `${round.base}/investors/${entryId}/invitation`);
/** Invitations the founder spent today (decision 0029). */
const invitationsSpent = async () =>
  (await t.db.select({ units: accountActions.units }).from(accountActions).where(and(eq(accountActions.userId, founder.id), eq(accountActions.kind, 'invitations')))).reduce((n, r) => n + r.units, 0);

/** The round invitations e-mailed to the address (its own sign-up's verification e-mail aside). */
const invitationMails = (email: string) => t.mailer.sent.filter((mail) => mail.to === email && mail.subject.includes('invited you to the room'));

/** Signs someone up with the address and onboards them as an investor, as the e-mail's reader would. */
async function investorWith(email: string): Promise<TestUser> {
  const user = await signUpUser(t.app, { email, firstName: 'Yaa', lastName: 'Asante' });
  const onboarded = await request(user, 'POST', '/api/investors', buildInvestorProfile());
  expect(onboarded.statusCode, onboarded.body).toBe(201);
  return user;
}

describe('an invitation by e-mail address', () => {
  it('e-mails the address, the same words whether or not it has an account, and spends one of the founder’s invitations', async () => {
    const known = newAddress();
    const unknown = newAddress();
    const member = await investorWith(known);
    const round = await openRound([known, unknown]);
    const spent = await invitationsSpent();
    const noticesBefore = (await t.db.select().from(notifications).where(eq(notifications.userId, member.id))).length;

    for (const email of [known, unknown]) {
      const invited = await invite(round, round.entryOf(email));
      expect(invited.statusCode, invited.body).toBe(201);
      // The founder's board answers the same for both: the entry stays the address they typed, now invited.
      const entry = (invited.json().investors as { id: number; investorId: number | null; email: string; invitedAt: string | null }[]).find((e) => e.id === round.entryOf(email))!;
      expect(entry).toMatchObject({ investorId: null, email });
      expect(entry.invitedAt).not.toBeNull();
    }
    expect(await invitationsSpent()).toBe(spent + 2);

    await waitForTasks(t, 'round-invitation-email');
    const mails = (email: string) => invitationMails(email);
    expect(mails(known)).toHaveLength(1);
    expect(mails(unknown)).toHaveLength(1);
    const [mail] = mails(unknown);
    expect(mail!.subject).toBe('Teranga Pay invited you to the room of its round "Seed 2026"');
    expect(mail!.text).toContain(roundInvitationEmail.signIn.replace('{{email}}', unknown));
    expect(mail!.text).toContain(`/rounds/${round.id}`);
    expect(mails(known)[0]!.text.replaceAll(known, 'ADDRESS')).toBe(mail!.text.replaceAll(unknown, 'ADDRESS'));
    // No in-app notice either: it would be the only difference an account makes.
    expect((await t.db.select().from(notifications).where(eq(notifications.userId, member.id))).length).toBe(noticesBefore);
    expect((await invite(round, round.entryOf(known))).json().issues).toEqual([{ path: 'entryId', message: m.alreadyInvited }]);
  });

  it('opens the room to the investor whose account has the address verified, whatever its case, and the room works', async () => {
    const email = newAddress();
    const round = await openRound([email.toUpperCase()]);
    expect((await invite(round, round.entryOf(email))).statusCode).toBe(201);
    const yaa = await investorWith(email);

    expect(await roomsOf(yaa)).toContain(round.id);
    expect((await request(yaa, 'GET', room(round.id))).json()).toMatchObject({ name: 'Seed 2026', startup: { name: 'Teranga Pay' }, commitment: null });
    const soft = await request(yaa, 'POST', `${room(round.id)}/commitment`, { action: 'soft-circle', amount: 2_500_000 });
    expect(soft.statusCode, soft.body).toBe(200);
    const entry = ((await request(founder, 'GET', round.base)).json().investors as { id: number; stage: string; commitment: { state: string } | null }[]).find((e) => e.id === round.entryOf(email))!;
    expect(entry).toMatchObject({ stage: 'soft-circled', commitment: { state: 'soft-circled' } });
    expect((await request(yaa, 'POST', `${room(round.id)}/questions`, { question: 'Who leads?' })).statusCode).toBe(201);
  });

  it('reaches nobody through an unverified address, another address, or an account that is not an investor; revoking closes the room', async () => {
    const email = newAddress();
    const round = await openRound([email]);
    expect((await invite(round, round.entryOf(email))).statusCode).toBe(201);
    const owner = await investorWith(email);
    const other = await investorWith(newAddress());
    // The address on the account but not proved (as an account whose verification was withdrawn would have it).
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, owner.id));
    forgetSessions(t);

    for (const user of [owner, other]) {
      expect((await request(user, 'GET', room(round.id))).statusCode).toBe(404);
      expect((await request(user, 'POST', `${room(round.id)}/commitment`, { action: 'commit', amount: 1_000_000 })).statusCode).toBe(404);
      expect(await roomsOf(user)).not.toContain(round.id);
    }

    // Verified again, the room is there.
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.id));
    forgetSessions(t);
    expect((await request(owner, 'GET', room(round.id))).statusCode).toBe(200);

    expect((await request(founder, 'DELETE', `${round.base}/investors/${round.entryOf(email)}/invitation`)).statusCode).toBe(200);
    expect((await request(owner, 'GET', room(round.id))).statusCode).toBe(404);
    expect((await request(owner, 'POST', `${room(round.id)}/commitment`, { action: 'commit', amount: 1_000_000 })).statusCode).toBe(404);
    expect(await roomsOf(owner)).not.toContain(round.id);
  });

  it('is not seen by a verified owner of the address who is not an investor', async () => {
    const email = newAddress();
    const round = await openRound([email]);
    expect((await invite(round, round.entryOf(email))).statusCode).toBe(201);
    const founderWithAddress = await signUpWithRole(t, 'founder', { email });
    expect((await request(founderWithAddress, 'GET', room(round.id))).statusCode).toBe(404);
    expect(await roomsOf(founderWithAddress)).not.toContain(round.id);
  });

  it('is made once when sent twice at once, spending one invitation and sending one e-mail', async () => {
    const email = newAddress();
    const round = await openRound([email]);
    const spent = await invitationsSpent();
    const answers = await Promise.all([invite(round, round.entryOf(email)), invite(round, round.entryOf(email))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await invitationsSpent()).toBe(spent + 1);
    await waitForTasks(t, 'round-invitation-email');
    expect(invitationMails(email)).toHaveLength(1);
  });
});
