import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, messagingMessages } from '@baobab/contracts/messaging';
import { waitForTasks } from '../../test/tasks';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';
import { createStartup } from '../../test/factories/startups';
import { signUpFounder, signUpInvestor } from '../../test/factories/users';
import { connect } from '../../test/factories/network';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (user: TestUser | null, threadId: number, content: unknown) =>
  t.app.inject(as(user, { method: 'POST', url: `/api/messages/threads/${threadId}/messages`, payload: { content } }));
const threads = async (user: TestUser) => (await t.app.inject(as(user, { method: 'GET', url: '/api/messages/threads' }))).json();
const unread = async (user: TestUser) => (await t.app.inject(as(user, { method: 'GET', url: '/api/messages/unread-count' }))).json().count;

/** Two people with an accepted connection and its thread id. */
async function pair() {
  const a = await signUpUser(t.app, { firstName: 'Amara' });
  const b = await signUpUser(t.app, { firstName: 'Baraka' });
  await connect(t, a, b);
  const [thread] = await threads(a);
  return { a, b, threadId: thread.id as number };
}

describe('messaging between accepted connections', () => {
  it('delivers a message, counts it unread for the recipient, and reads the thread', async () => {
    const { a, b, threadId } = await pair();
    const sent = await post(a, threadId, '  Hello <b>Baraka</b>, see https://example.com  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ threadId, senderId: a.id, content: 'Hello <b>Baraka</b>, see https://example.com', readAt: null });

    expect(await unread(b)).toBe(1);
    expect(await unread(a)).toBe(0);
    const [thread] = await threads(b);
    expect(thread).toMatchObject({ id: threadId, unreadCount: 1, otherUser: { id: a.id, firstName: 'Amara' }, lastMessage: { content: sent.json().content } });

    const page = (await t.app.inject(as(b, { method: 'GET', url: `/api/messages/threads/${threadId}` }))).json();
    expect(page.messages.map((m: { content: string }) => m.content)).toEqual([sent.json().content]);
    expect((await t.app.inject(as(b, { method: 'POST', url: `/api/messages/threads/${threadId}/read` }))).statusCode).toBe(204);
    expect(await unread(b)).toBe(0);
    // Reading the thread also reads its bell entry.
    const bell = (await t.app.inject(as(b, { method: 'GET', url: '/api/notifications' }))).json();
    expect(bell.items.find((n: { kind: string }) => n.kind === 'message').readAt).not.toBeNull();
  });

  it('collapses several unread messages of one thread into one notification and one e-mail', async () => {
    const { a, b, threadId } = await pair();
    const before = t.mailer.sent.filter((m) => m.to === b.email && m.subject.startsWith('New message')).length;
    await post(a, threadId, 'one');
    await post(a, threadId, 'two');
    const items = (await t.app.inject(as(b, { method: 'GET', url: '/api/notifications' }))).json().items.filter((n: { kind: string }) => n.kind === 'message');
    expect(items).toHaveLength(1);
    expect(items[0].body).toBe('two');
    await waitForTasks(t, 'notification-email');
    expect(t.mailer.sent.filter((m) => m.to === b.email && m.subject.startsWith('New message')).length - before).toBe(1);
  });

  it('pages back through older messages', async () => {
    const { a, b, threadId } = await pair();
    for (let i = 0; i < 5; i += 1) await post(i % 2 ? a : b, threadId, `m${i}`);
    const first = (await t.app.inject(as(a, { method: 'GET', url: `/api/messages/threads/${threadId}?limit=3` }))).json();
    expect(first.messages.map((m: { content: string }) => m.content)).toEqual(['m2', 'm3', 'm4']);
    expect(first.hasOlder).toBe(true);
    const older = (await t.app.inject(as(a, { method: 'GET', url: `/api/messages/threads/${threadId}?limit=3&before=${first.messages[0].id}` }))).json();
    expect(older.messages.map((m: { content: string }) => m.content)).toEqual(['m0', 'm1']);
    expect(older.hasOlder).toBe(false);
  });

  it('refuses empty and oversized messages and stores nothing', async () => {
    const { a, b, threadId } = await pair();
    for (const content of ['', '   ', 'x'.repeat(MESSAGE_MAX_LENGTH + 1), 42]) {
      const response = await post(a, threadId, content);
      expect(response.statusCode).toBe(400);
    }
    expect((await post(a, threadId, '')).json().message).toContain(messagingMessages.empty);
    expect((await post(a, threadId, 'x'.repeat(MESSAGE_MAX_LENGTH + 1))).json().message).toContain(messagingMessages.tooLong);
    expect((await post(a, threadId, 'x'.repeat(MESSAGE_MAX_LENGTH))).statusCode).toBe(201);
    expect(await unread(b)).toBe(1);
  });

  it('hides a thread from anyone else: 404 to read, to post and to mark read', async () => {
    const { threadId } = await pair();
    const outsider = await signUpUser(t.app);
    expect((await t.app.inject(as(outsider, { method: 'GET', url: `/api/messages/threads/${threadId}` }))).statusCode).toBe(404);
    expect((await post(outsider, threadId, 'let me in')).statusCode).toBe(404);
    expect((await t.app.inject(as(outsider, { method: 'POST', url: `/api/messages/threads/${threadId}/read` }))).statusCode).toBe(404);
    expect((await t.app.inject(as(outsider, { method: 'GET', url: '/api/messages/threads/999999' }))).statusCode).toBe(404);
    expect(await threads(outsider)).toEqual([]);
    expect((await post(null, threadId, 'anonymous')).statusCode).toBe(401);
  });

  it('answers 403 with a clear message before the intro request is accepted', async () => {
    const founder = await signUpFounder(t);
    const startupId = await createStartup(t, founder);
    const investor = await signUpInvestor(t);
    const { id } = (await t.app.inject(as(investor, { method: 'POST', url: '/api/users/connections', payload: { toStartupId: startupId, message: 'Hi' } }))).json();
    for (const user of [investor, founder]) {
      const response = await post(user, id, 'Can we talk?');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(messagingMessages.notAccepted);
    }
    const direct = await t.app.inject(as(investor, { method: 'POST', url: '/api/messages', payload: { recipientId: founder.id, content: 'Hi' } }));
    expect(direct.statusCode).toBe(403);
    expect(await unread(founder)).toBe(0);
  });

  it('sends to a person by id once connected, and answers 404 for unknown recipients', async () => {
    const { a, b } = await pair();
    const direct = await t.app.inject(as(a, { method: 'POST', url: '/api/messages', payload: { recipientId: b.id, content: 'Direct hello' } }));
    expect(direct.statusCode).toBe(201);
    const ghost = await t.app.inject(as(a, { method: 'POST', url: '/api/messages', payload: { recipientId: 'no-such-user', content: 'Hi' } }));
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json().message).toBe(messagingMessages.recipientNotFound);
    const stranger = await signUpUser(t.app);
    expect((await t.app.inject(as(a, { method: 'POST', url: '/api/messages', payload: { recipientId: stranger.id, content: 'Hi' } }))).statusCode).toBe(403);
  });

  it("shows the latest 5 messages and events in the dashboard's Recent Activity", async () => {
    const { a, b, threadId } = await pair();
    const empty = await signUpUser(t.app);
    expect((await t.app.inject(as(empty, { method: 'GET', url: '/api/dashboard/activity' }))).json()).toEqual([]);
    for (let i = 0; i < 6; i += 1) await post(i % 2 ? a : b, threadId, `note ${i}`);
    const activity = (await t.app.inject(as(a, { method: 'GET', url: '/api/dashboard/activity' }))).json();
    expect(activity).toHaveLength(5);
    expect(activity[0]).toMatchObject({ kind: 'message', content: 'You: note 5', href: `/messages?thread=${threadId}` });
    expect(activity[1].content).toBe('Baraka Okafor: note 4');
  });
});
