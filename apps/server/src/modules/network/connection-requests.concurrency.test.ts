import { englishOf } from '@baobab/contracts/i18n/message-english';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLimitMessages } from '@baobab/contracts/account-limits';
import { INTRO_DAILY_LIMIT, networkMessages } from '@baobab/contracts/network';
import { connections } from '../../db/schema/network';
import { notifications } from '../../db/schema/notifications';
import { fireTogether, statusCounts, successes } from '../../test/concurrency';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';
import { makeEstablished } from '../../test/factories/users';

/**
 * Concurrency (docs/security.md, "Concurrency"): conflicting changes to one request fired at the same moment. Meaningful on
 * PostgreSQL (TEST_DATABASE_URL), where they run on separate connections; on PGlite they still
 * pass, one transaction at a time.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sendRequest = (from: TestUser, to: TestUser) => as(from, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: to.id, message: 'Let us talk' } });
const actOn = (user: TestUser, id: number, action: 'accept' | 'decline' | 'withdraw') => as(user, { method: 'POST', url: `/api/users/connections/${id}/${action}` });
const noticesTo = (user: TestUser, kinds: string[]) => t.db.select().from(notifications).where(and(eq(notifications.userId, user.id), inArray(notifications.kind, kinds)));

const finalStatus = { accept: 'accepted', decline: 'declined', withdraw: 'withdrawn' } as const;
const answerNotice = { accept: ['request_accepted'], decline: ['request_declined'], withdraw: [] } as const;

describe('one intro request answered many times at once', () => {
  // Three rounds, so that more than one kind of action gets to win now and then.
  it.each([1, 2, 3])('lets exactly one of 24 accepts, declines and withdrawals win (round %i)', async () => {
    const [requester, addressee] = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);
    const { id } = (await t.app.inject(sendRequest(requester, addressee))).json();
    const actions = Array.from({ length: 24 }, (_, i) => (['accept', 'decline', 'withdraw'] as const)[i % 3]!);

    const responses = await fireTogether(t, actions.map((action) => actOn(action === 'withdraw' ? requester : addressee, id, action)));

    expect(statusCounts(responses)).toEqual({ 204: 1, 409: 23 });
    for (const loser of responses.filter((r) => r.statusCode === 409)) expect(loser.json().message).toBe(networkMessages.requestAnswered);
    const winner = actions[responses.findIndex((r) => r.statusCode === 204)]!;
    const [row] = await t.db.select().from(connections).where(eq(connections.id, id));
    expect(row!.status).toBe(finalStatus[winner]);
    // The requester hears the one answer that counted, and nothing about the ones that lost.
    const notices = await noticesTo(requester, ['request_accepted', 'request_declined']);
    expect(notices.map((n) => n.kind)).toEqual(answerNotice[winner]);
  });
});

describe('two people asking each other at once', () => {
  it('keeps one row per pair: one request, at most one acceptance by the other side, the rest refused', async () => {
    const [a, b] = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);

    const responses = await fireTogether(t, Array.from({ length: 24 }, (_, i) => (i % 2 === 0 ? sendRequest(a, b) : sendRequest(b, a))));

    const created = successes(responses).map((r) => r.json().status);
    expect(created.filter((s) => s === 'pending')).toHaveLength(1);
    expect(created.filter((s) => s === 'accepted').length).toBeLessThanOrEqual(1);
    expect(statusCounts(responses)[409]).toBe(24 - created.length);
    const rows = await t.db.select().from(connections).where(inArray(connections.requesterId, [a.id, b.id]));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe(created.includes('accepted') ? 'accepted' : 'pending');
    const requestNotices = [...(await noticesTo(a, ['intro_request'])), ...(await noticesTo(b, ['intro_request']))];
    expect(requestNotices).toHaveLength(1);
  });
});

describe('the daily limit under a burst of sends', () => {
  it(`lets exactly ${INTRO_DAILY_LIMIT} of ${INTRO_DAILY_LIMIT + 10} simultaneous requests from one sender through`, async () => {
    const sender = await signUpUser(t.app);
    await makeEstablished(t, sender);
    const people = await Promise.all(Array.from({ length: INTRO_DAILY_LIMIT + 10 }, () => signUpUser(t.app)));

    const responses = await fireTogether(t, people.map((person) => sendRequest(sender, person)));

    expect(statusCounts(responses)).toEqual({ 201: INTRO_DAILY_LIMIT, 429: 10 });
    for (const refused of responses.filter((r) => r.statusCode === 429)) {
      expect(refused.json().message).toBe(englishOf(accountLimitMessages.reached('intros', INTRO_DAILY_LIMIT, { isNew: false, isPenalised: false })));
    }
    expect(await t.db.select().from(connections).where(eq(connections.requesterId, sender.id))).toHaveLength(INTRO_DAILY_LIMIT);
    const notified = await t.db.select().from(notifications).where(and(eq(notifications.actorId, sender.id), eq(notifications.kind, 'intro_request')));
    expect(notified).toHaveLength(INTRO_DAILY_LIMIT);
  });
});
