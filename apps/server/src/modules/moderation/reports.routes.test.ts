import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationMessages } from '@baobab/contracts/moderation';
import { fireTogether, statusCounts } from '../../test/concurrency';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';
import { connect } from '../../test/factories/network';
import { buildStartup } from '../../test/factories/startups';
import { makeAdmin, signUpFounder } from '../../test/factories/users';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpUser(t.app, { firstName: 'Ada', lastName: 'Admin' });
  await makeAdmin(t, admin);
});
afterAll(() => t.close());

const report = (user: TestUser | null, payload: object) => t.app.inject(as(user, { method: 'POST', url: '/api/reports', payload }));
const queue = async () => (await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/reports' }))).json().items as { id: number; targetId: string; content: { text: string; participants: string[] } | null; account: { id: string; reportCount: number }; reporter: { id: string } }[];

/** Two connected people and a message from a to b. */
async function messagePair() {
  const a = await signUpUser(t.app, { firstName: 'Amara', lastName: 'Sender' });
  const b = await signUpUser(t.app, { firstName: 'Baraka', lastName: 'Reader' });
  await connect(t, a, b);
  const sent = await t.app.inject(as(a, { method: 'POST', url: '/api/messages', payload: { recipientId: b.id, content: 'Send me your bank PIN' } }));
  return { a, b, messageId: String(sent.json().id), threadId: sent.json().threadId as number };
}

describe('reports', () => {
  it('files a report of a message by its recipient, once while it is open, and shows it to the admin with the text', async () => {
    const { a, b, messageId } = await messagePair();
    const first = await report(b, { targetType: 'message', targetId: messageId, reason: 'scam' });
    expect(first.statusCode).toBe(201);
    const again = await report(b, { targetType: 'message', targetId: messageId, reason: 'spam', details: 'Twice' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);

    const item = (await queue()).find((r) => r.id === first.json().id)!;
    expect(item.account.id).toBe(a.id);
    expect(item.reporter.id).toBe(b.id);
    expect(item.content?.text).toBe('Send me your bank PIN');
    expect(item.content?.participants).toHaveLength(2);
  });

  it('refuses a message the reporter is not part of (404), one of their own (400), and "other" without details', async () => {
    const { a, messageId } = await messagePair();
    const stranger = await signUpUser(t.app);
    expect((await report(stranger, { targetType: 'message', targetId: messageId, reason: 'spam' })).statusCode).toBe(404);
    const own = await report(a, { targetType: 'message', targetId: messageId, reason: 'spam' });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(moderationMessages.cannotReportSelf);
    const other = await report(stranger, { targetType: 'profile', targetId: a.id, reason: 'other' });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain(moderationMessages.detailsRequired);
    expect((await report(null, { targetType: 'profile', targetId: a.id, reason: 'spam' })).statusCode).toBe(401);
  });

  it('lets only the room owner report an access request', async () => {
    const founder = await signUpFounder(t);
    const startup = await buildStartup(t, founder.id, { name: 'Room Co' });
    const room = (await t.app.inject(as(founder, { method: 'POST', url: '/api/data-rooms', payload: { startupId: startup.id, name: 'Seed' } }))).json().id;
    const asker = await signUpUser(t.app);
    await t.app.inject(as(asker, { method: 'POST', url: `/api/data-rooms/${room}/access-requests`, payload: { message: 'Let me in now' } }));
    const [request] = (await t.app.inject(as(founder, { method: 'GET', url: `/api/data-rooms/${room}/access-requests` }))).json();
    const other = await signUpUser(t.app);
    expect((await report(other, { targetType: 'access_request', targetId: String(request.id), reason: 'spam' })).statusCode).toBe(404);
    const filed = await report(founder, { targetType: 'access_request', targetId: String(request.id), reason: 'harassment' });
    expect(filed.statusCode).toBe(201);
    expect((await queue()).find((r) => r.id === filed.json().id)?.content?.text).toBe('Let me in now');
  });

  it('answers 404 on every admin route to a non-admin', async () => {
    const user = await signUpUser(t.app);
    for (const [method, url] of [
      ['GET', '/api/admin/reports'],
      ['GET', '/api/admin/accounts?q=am'],
      ['GET', `/api/admin/accounts/${user.id}`],
    ] as const) {
      expect((await t.app.inject(as(user, { method, url }))).statusCode).toBe(404);
    }
    expect((await t.app.inject(as(user, { method: 'POST', url: `/api/admin/accounts/${user.id}/actions`, payload: { action: 'warn', reason: 'x' } }))).statusCode).toBe(404);
  });
});

describe('resolving reports', () => {
  it('dismisses a report once: of two admins at the same moment, one wins and the other gets 409; the reporter hears the outcome', async () => {
    const second = await signUpUser(t.app);
    await makeAdmin(t, second);
    const { b, messageId } = await messagePair();
    const id = (await report(b, { targetType: 'message', targetId: messageId, reason: 'spam' })).json().id;
    const dismiss = (user: TestUser) => as(user, { method: 'POST', url: `/api/admin/reports/${id}/dismiss`, payload: { reason: 'Not spam' } });
    const responses = await fireTogether(t, [dismiss(admin), dismiss(second)]);
    expect(statusCounts(responses)).toEqual({ 204: 1, 409: 1 });
    const notices = (await t.app.inject(as(b, { method: 'GET', url: '/api/notifications' }))).json();
    const items = (notices.items ?? notices) as { kind: string; body: string }[];
    expect(items.find((n) => n.kind === 'report_outcome')?.body).toBe(moderationMessages.outcomeBody('message', false));
    expect((await queue()).some((r) => r.id === id)).toBe(false);
  });

  it('hides a reported message, which then reads as removed to both people, resolving the report; unhide reverses it', async () => {
    const { a, b, messageId, threadId } = await messagePair();
    const id = (await report(b, { targetType: 'message', targetId: messageId, reason: 'scam' })).json().id;
    const hide = (path: string, reportId?: number) =>
      t.app.inject(as(admin, { method: 'POST', url: `/api/admin/reports/${path}`, payload: { targetType: 'message', targetId: messageId, reason: 'Phishing', ...(reportId ? { reportId } : {}) } }));
    expect((await hide('hide', id)).statusCode).toBe(204);
    expect((await hide('hide')).statusCode).toBe(409);
    for (const user of [a, b]) {
      const page = (await t.app.inject(as(user, { method: 'GET', url: `/api/messages/threads/${threadId}` }))).json();
      expect(page.messages[0]).toMatchObject({ content: moderationMessages.messageRemoved, isRemoved: true });
    }
    const notices = (await t.app.inject(as(b, { method: 'GET', url: '/api/notifications' }))).json();
    expect(((notices.items ?? notices) as { body: string }[]).some((n) => n.body === moderationMessages.outcomeBody('message', true))).toBe(true);

    expect((await hide('unhide')).statusCode).toBe(204);
    const page = (await t.app.inject(as(a, { method: 'GET', url: `/api/messages/threads/${threadId}` }))).json();
    expect(page.messages[0].content).toBe('Send me your bank PIN');
    const account = await t.app.inject(as(admin, { method: 'GET', url: `/api/admin/accounts/${a.id}` }));
    expect(account.statusCode, account.body).toBe(200);
    const history = account.json().history;
    expect(history[0]).toMatchObject({ action: 'hide', reverseReason: 'Phishing' });
    expect(history[0].reversedAt).not.toBeNull();
  });

  it('warns an account with a moderation notice carrying the reason', async () => {
    const user = await signUpUser(t.app);
    const warned = await t.app.inject(as(admin, { method: 'POST', url: `/api/admin/accounts/${user.id}/actions`, payload: { action: 'warn', reason: 'Be kind in messages' } }));
    expect(warned.statusCode).toBe(204);
    const notices = (await t.app.inject(as(user, { method: 'GET', url: '/api/notifications' }))).json();
    expect(((notices.items ?? notices) as { kind: string; body: string }[]).find((n) => n.kind === 'moderation_notice')?.body).toBe('Be kind in messages');
  });
});
