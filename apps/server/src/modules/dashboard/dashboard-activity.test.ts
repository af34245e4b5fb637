/**
 * Recent Activity reads the user's newest messages and events as two figures in one statement (decision 0081): the
 * same items, dates and texts the messages and the bell send for the same rows, merged newest first, and nobody
 * else's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dashboardTemplates } from '@baobab/contracts/dashboard';
import { moderationMessages } from '@baobab/contracts/moderation';
import { messages } from '../../db/schema/messaging';
import { countingDb } from '../../test/counting-db';
import { connect } from '../../test/factories/network';
import { as, createTestApp, sessionUserOf, signUpUser, type TestApp, type TestUser } from '../../test/test-app';
import { getRecentActivity } from './dashboard.service';

let t: TestApp;
let amara: TestUser;
let baraka: TestUser;
let threadId = 0;
beforeAll(async () => {
  t = await createTestApp();
  amara = await signUpUser(t.app, { firstName: 'Amara', lastName: 'Diallo' });
  baraka = await signUpUser(t.app, { firstName: 'Baraka', lastName: 'Okafor' });
  await connect(t, amara, baraka);
  threadId = (await get(amara, '/api/messages/threads'))[0].id;
});
afterAll(() => t.close());

async function get(user: TestUser, url: string) {
  const response = await t.app.inject(as(user, { method: 'GET', url }));
  expect(response.statusCode).toBe(200);
  return response.json();
}
const post = (user: TestUser, content: string) => t.app.inject(as(user, { method: 'POST', url: `/api/messages/threads/${threadId}/messages`, payload: { content } }));

describe("the dashboard's Recent Activity", () => {
  it('lists the messages and events with the dates the thread and the bell send, newest first', async () => {
    for (const [user, content] of [[amara, 'first'], [baraka, 'second'], [amara, 'third']] as const) expect((await post(user, content)).statusCode).toBe(201);
    const activity: { id: string; kind: string; content: string; createdAt: string; href: string }[] = await get(amara, '/api/dashboard/activity');
    const thread = (await get(amara, `/api/messages/threads/${threadId}`)).messages as { id: number; createdAt: string }[];
    const bell = (await get(amara, '/api/notifications')).items as { id: number; kind: string; title: string; createdAt: string; href: string }[];

    const listed = activity.filter((item) => item.kind === 'message');
    expect(listed.map((item) => item.content)).toEqual(['You: third', 'Baraka Okafor: second', 'You: first']);
    for (const item of listed) expect(item.createdAt).toBe(thread.find((m) => `message-${m.id}` === item.id)!.createdAt);
    const events = activity.filter((item) => item.kind === 'event');
    // The connection's acceptance and no message notification (the messages themselves are listed).
    expect(events.length).toBeGreaterThan(0);
    for (const item of events) {
      const row = bell.find((n) => `event-${n.id}` === item.id)!;
      expect(row.kind).not.toBe('message');
      expect(item).toMatchObject({ content: row.title, createdAt: row.createdAt, href: row.href });
    }
    expect(activity.map((item) => item.createdAt)).toEqual([...activity.map((item) => item.createdAt)].sort().reverse());
  });

  it('withholds a hidden message from both people and shows nobody else theirs', async () => {
    const sent = (await post(baraka, 'to be hidden')).json();
    await t.db.update(messages).set({ hiddenAt: new Date() }).where(eq(messages.id, sent.id));
    for (const user of [amara, baraka]) {
      const item = (await get(user, '/api/dashboard/activity')).find((i: { id: string }) => i.id === `message-${sent.id}`);
      expect(item.content).toContain(moderationMessages.messageRemoved);
    }
    const stranger = await signUpUser(t.app);
    expect(await get(stranger, '/api/dashboard/activity')).toEqual([]);
  });

  it("sends each message line as a key with the sender's words as a value, never as English to read back", async () => {
    const response = await t.app.inject(as(amara, { method: 'GET', url: '/api/dashboard/activity' }));
    const messagesSent = JSON.parse(decodeURIComponent(String(response.headers['x-baobab-messages']))) as Record<string, unknown>;
    expect(messagesSent['You: first']).toEqual({ i18nKey: dashboardTemplates.ownMessage, values: { message: 'first' } });
    expect(messagesSent['Baraka Okafor: second']).toEqual({ i18nKey: dashboardTemplates.theirMessage, values: { name: 'Baraka Okafor', message: 'second' } });
    expect(messagesSent[`Baraka Okafor: ${moderationMessages.messageRemoved}`]).toEqual({
      i18nKey: dashboardTemplates.theirMessage,
      values: { name: 'Baraka Okafor', message: { i18nKey: moderationMessages.messageRemoved } },
    });
  });

  it('costs one statement', async () => {
    const counted = countingDb(t.db);
    await getRecentActivity(counted.db, sessionUserOf(amara, 'founder'), 5);
    expect(counted.statements).toHaveLength(1);
  });
});
