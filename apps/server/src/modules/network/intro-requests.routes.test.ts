import { englishOf } from '@baobab/contracts/i18n/message-english';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLimitMessages, accountLimitRules, NEW_ACCOUNT_DAYS } from '@baobab/contracts/account-limits';
import { INTRO_DAILY_LIMIT, INTRO_MESSAGE_MAX, networkMessages } from '@baobab/contracts/network';
import { connections } from '../../db/schema/network';
import type { Email } from '../../integrations/email';
import { waitForTasks } from '../../test/tasks';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';
import { createStartup } from '../../test/factories/startups';
import { makeEstablished, signUpFounder, signUpInvestor } from '../../test/factories/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (user: TestUser, payload: Record<string, unknown>) => t.app.inject(as(user, { method: 'POST', url: '/api/users/connections', payload }));
const invitations = async (user: TestUser) => (await t.app.inject(as(user, { method: 'GET', url: '/api/users/connections/invitations' }))).json();
const notifications = async (user: TestUser) => (await t.app.inject(as(user, { method: 'GET', url: '/api/notifications' }))).json();
const act = (user: TestUser, id: number, action: string, payload?: Record<string, unknown>) =>
  t.app.inject(as(user, { method: 'POST', url: `/api/users/connections/${id}/${action}`, ...(payload ? { payload } : {}) }));

describe('intro requests', () => {
  it("sends an intro request on a startup to its founder, with the note and the sender's own startup attached", async () => {
    const founder = await signUpFounder(t);
    const startupId = await createStartup(t, founder, { name: 'Shamba Pay' });
    const other = await signUpFounder(t);
    const attachment = await createStartup(t, other, { name: 'Kobo Ledger' });

    const sent = await send(other, { toStartupId: startupId, message: 'We serve the same traders; let us talk.', attachedStartupId: attachment });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'pending' });

    const [incoming] = (await invitations(founder)).incoming;
    expect(incoming).toMatchObject({ message: 'We serve the same traders; let us talk.', attachedStartup: { id: attachment, name: 'Kobo Ledger' }, connectedUser: { id: other.id } });
    const page = await notifications(founder);
    expect(page.unreadCount).toBe(1);
    expect(page.items[0]).toMatchObject({ kind: 'intro_request', href: '/network?tab=invitations' });
    expect(page.items[0].body).toContain('Kobo Ledger');
    await waitForTasks(t, 'notification-email');
    // A notification carries an unsubscribe link; the sign-up verification e-mail does not.
    const mail = t.mailer.sent.find((m: Email) => m.to === founder.email && m.unsubscribeUrl !== undefined)!;
    expect(mail.text).toContain('/api/notifications/unsubscribe?token=');
  });

  it('reaches an investor through their investor profile', async () => {
    const investor = await signUpInvestor(t);
    const founder = await signUpFounder(t);
    expect((await send(founder, { toInvestorId: investor.investorId, message: 'Raising a seed round.' })).statusCode).toBe(201);
    expect((await invitations(investor)).incoming[0].connectedUser.id).toBe(founder.id);
  });

  it('refuses unknown recipients, two recipients, a startup that is not yours and an oversized note, storing nothing', async () => {
    const sender = await signUpFounder(t);
    const stranger = await signUpFounder(t);
    const strangersStartup = await createStartup(t, stranger);
    expect((await send(sender, { toStartupId: 999_999 })).statusCode).toBe(404);
    expect((await send(sender, { toInvestorId: 999_999 })).statusCode).toBe(404);
    expect((await send(sender, { addresseeId: 'nobody' })).statusCode).toBe(404);
    const both = await send(sender, { addresseeId: stranger.id, toStartupId: strangersStartup });
    expect(both.statusCode).toBe(400);
    const notMine = await send(sender, { addresseeId: stranger.id, attachedStartupId: strangersStartup });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().message).toBe(networkMessages.startupNotYours);
    expect((await send(sender, { addresseeId: stranger.id, message: 'x'.repeat(INTRO_MESSAGE_MAX + 1) })).statusCode).toBe(400);
    expect((await send(sender, { toStartupId: strangersStartup, message: 'hi', extra: 1 })).statusCode).toBe(400);
    expect((await invitations(stranger)).incoming).toEqual([]);
    expect((await notifications(stranger)).items).toEqual([]);
  });

  it('lets the founder decline with a note the requester sees, then holds the requester to the cool-down', async () => {
    const founder = await signUpFounder(t);
    const startupId = await createStartup(t, founder);
    const investor = await signUpInvestor(t);
    await send(investor, { toStartupId: startupId, message: 'Keen to learn more.' });
    const [incoming] = (await invitations(founder)).incoming;
    expect((await act(founder, incoming.id, 'decline', { note: 'Not raising until Q3.' })).statusCode).toBe(204);

    const declined = (await notifications(investor)).items[0];
    expect(declined).toMatchObject({ kind: 'request_declined', body: 'Not raising until Q3.' });
    const again = await send(investor, { toStartupId: startupId, message: 'Second try' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/You can ask again after \d{4}-\d{2}-\d{2}/);

    // Thirty-one days later the cool-down is over.
    await t.db.update(connections).set({ respondedAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(connections.id, incoming.id));
    expect((await send(investor, { toStartupId: startupId, message: 'Third try' })).json()).toMatchObject({ status: 'pending' });
    expect((await invitations(founder)).incoming[0]).toMatchObject({ message: 'Third try', declineNote: null });
  });

  it('accepts and tells the requester the conversation is open', async () => {
    const founder = await signUpFounder(t);
    const startupId = await createStartup(t, founder);
    const investor = await signUpInvestor(t);
    const { id } = (await send(investor, { toStartupId: startupId, message: 'Hello' })).json();
    expect((await act(founder, id, 'accept')).statusCode).toBe(204);
    expect((await notifications(investor)).items[0]).toMatchObject({ kind: 'request_accepted', href: `/messages?thread=${id}` });
    expect((await send(investor, { toStartupId: startupId })).statusCode).toBe(409);
  });

  it('lets only the sender withdraw a pending request, after which it may be sent again', async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const { id } = (await send(a, { addresseeId: b.id, message: 'Hi' })).json();
    expect((await act(b, id, 'withdraw')).statusCode).toBe(404);
    expect((await act(a, id, 'withdraw')).statusCode).toBe(204);
    // Either person learns why a second answer is refused; strangers still get 404.
    for (const late of [await act(a, id, 'withdraw'), await act(b, id, 'accept')]) {
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(networkMessages.requestAnswered);
    }
    expect((await invitations(b)).incoming).toEqual([]);
    expect((await send(a, { addresseeId: b.id })).json()).toMatchObject({ status: 'pending' });
  });

  // 22 real sign-ups (each a password hash and a verification link) and 21 requests; run alone, its
  // first request also starts the task queue, which creates pg-boss's schema in the fresh test
  // database. Over 30 s on a loaded 2-core CI machine.
  it(`stops a sender at ${INTRO_DAILY_LIMIT} requests in 24 hours with a clear message`, { timeout: 120_000 }, async () => {
    const spammer = await signUpUser(t.app);
    await makeEstablished(t, spammer);
    const people = await Promise.all(Array.from({ length: INTRO_DAILY_LIMIT + 1 }, () => signUpUser(t.app)));
    for (const person of people.slice(0, INTRO_DAILY_LIMIT)) expect((await send(spammer, { addresseeId: person.id })).statusCode).toBe(201);
    const over = await send(spammer, { addresseeId: people[INTRO_DAILY_LIMIT]!.id });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(englishOf(accountLimitMessages.reached('intros', INTRO_DAILY_LIMIT, { isNew: false, isPenalised: false })));
    expect((await invitations(people[INTRO_DAILY_LIMIT]!)).incoming).toEqual([]);
  });

  it(`stops a new account at ${accountLimitRules.intros.newAccount} requests, and says why`, async () => {
    const newcomer = await signUpUser(t.app);
    const people = await Promise.all(Array.from({ length: accountLimitRules.intros.newAccount + 1 }, () => signUpUser(t.app)));
    for (const person of people.slice(0, -1)) expect((await send(newcomer, { addresseeId: person.id })).statusCode).toBe(201);
    const over = await send(newcomer, { addresseeId: people.at(-1)!.id });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(englishOf(accountLimitMessages.reached('intros', accountLimitRules.intros.newAccount, { isNew: true, isPenalised: false })));
    expect(over.json().message).toContain(`first ${NEW_ACCOUNT_DAYS} days`);
  });

  it('halves an established account\'s limit once three of its requests were declined', async () => {
    const pushy = await signUpUser(t.app);
    await makeEstablished(t, pushy);
    const decliners = await Promise.all(Array.from({ length: 3 }, () => signUpUser(t.app)));
    for (const person of decliners) {
      const id = (await send(pushy, { addresseeId: person.id })).json().id as number;
      expect((await act(person, id, 'decline', {})).statusCode).toBe(204);
    }
    const halved = INTRO_DAILY_LIMIT / 2;
    const people = await Promise.all(Array.from({ length: halved - 3 + 1 }, () => signUpUser(t.app)));
    for (const person of people.slice(0, -1)) expect((await send(pushy, { addresseeId: person.id })).statusCode).toBe(201);
    const over = await send(pushy, { addresseeId: people.at(-1)!.id });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(englishOf(accountLimitMessages.reached('intros', halved, { isNew: false, isPenalised: true })));
  });
});
