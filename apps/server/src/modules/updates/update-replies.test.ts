import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateMessages as m } from '@baobab/contracts/updates';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { notifications } from '../../db/schema/notifications';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { confirmedInvestment } from '../../test/factories/portfolio';
import { buildStartup } from '../../test/factories/startups';
import { sendUpdate, writeUpdate } from '../../test/factories/updates';
import { signUpWithRole } from '../../test/factories/users';

/** Each recipient answers the asks in a thread only they and the founder read. */
let t: TestApp;
let founder: TestUser;
let first: TestUser;
let second: TestUser;
let outsider: TestUser;
let startupId: number;
let updateId: number;

const reply = (user: TestUser, body: string, recipientId?: string) =>
  t.app.inject(as(user, { method: 'POST', url: `/api/updates/${updateId}/replies`, payload: { body, ...(recipientId ? { recipientId } : {}) } }));
const threads = async (user: TestUser) => (await t.app.inject(as(user, { method: 'GET', url: `/api/updates/${updateId}/replies` }))).json().threads;
const noticesOf = (user: TestUser) => t.db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'update_reply')));

beforeAll(async () => {
  t = await createTestApp();
  [founder, first, second, outsider] = await Promise.all([
    signUpWithRole(t, 'founder', { firstName: 'Ada', lastName: 'Obi' }),
    signUpWithRole(t, 'investor', { firstName: 'Bola', lastName: 'Ade' }),
    signUpWithRole(t, 'investor', { firstName: 'Chidi', lastName: 'Eze' }),
    signUpWithRole(t, 'investor'),
  ]);
  startupId = (await buildStartup(t, founder.id, { name: 'Kilimo Pay' })).id;
  await confirmedInvestment(t, first, founder, startupId);
  await confirmedInvestment(t, second, founder, startupId);
  updateId = await sendUpdate(t, founder, startupId, { audience: { confirmedInvestors: true, shareHolders: false, connections: false, userIds: [] } });
});
afterAll(() => t.close());

describe('reply threads', () => {
  it('start empty for a recipient, and hold only their own thread', async () => {
    expect(await threads(first)).toEqual([{ recipient: { id: first.id, name: 'Bola Ade' }, replies: [] }]);
  });

  it('let a recipient answer an ask, tell the founder, and keep the reply from other recipients', async () => {
    const response = await reply(first, 'Happy to introduce you to two funds in Nairobi.');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ author: { id: first.id, name: 'Bola Ade' }, isFounder: false, body: 'Happy to introduce you to two funds in Nairobi.' });

    expect(await threads(second)).toEqual([{ recipient: { id: second.id, name: 'Chidi Eze' }, replies: [] }]);
    const founderThreads = await threads(founder);
    expect(founderThreads).toEqual([{ recipient: { id: first.id, name: 'Bola Ade' }, replies: [expect.objectContaining({ body: 'Happy to introduce you to two funds in Nairobi.' })] }]);
    const [notice] = await noticesOf(founder);
    expect(notice).toMatchObject({ href: `/updates/${updateId}`, title: 'Bola Ade replied to your update "March update"' });

    // The founder's view of the update carries the same threads and the reply count.
    const detail = (await t.app.inject(as(founder, { method: 'GET', url: `/api/updates/${updateId}` }))).json();
    expect(detail.founder.threads).toEqual(founderThreads);
    expect(detail.founder.recipients.find((r: { person: { id: string } }) => r.person.id === first.id).replyCount).toBe(1);
  });

  it('let the founder answer in one recipient\'s thread, and tell that recipient only', async () => {
    expect((await reply(founder, 'Thank you!')).json()).toMatchObject({ message: m.replyRecipientRequired });
    expect((await reply(founder, 'Thank you!', outsider.id)).json()).toMatchObject({ message: m.replyRecipientUnknown });
    const answer = await reply(founder, 'Thank you, Bola!', first.id);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ isFounder: true, author: { id: founder.id, name: 'Ada Obi' } });

    expect((await threads(first))[0].replies.map((r: { body: string; isFounder: boolean }) => [r.body, r.isFounder])).toEqual([
      ['Happy to introduce you to two funds in Nairobi.', false],
      ['Thank you, Bola!', true],
    ]);
    expect((await threads(second))[0].replies).toEqual([]);
    expect(await noticesOf(first)).toHaveLength(1);
    expect(await noticesOf(second)).toHaveLength(0);
  });

  it('refuse a recipient writing into someone else\'s thread, and anyone who did not receive the update', async () => {
    expect((await reply(second, 'Sneaking in', first.id)).json()).toMatchObject({ message: m.replyOwnThread });
    expect((await reply(outsider, 'Hello')).statusCode).toBe(404);
    expect((await t.app.inject(as(outsider, { method: 'GET', url: `/api/updates/${updateId}/replies` }))).statusCode).toBe(404);
    expect((await reply(first, '   ')).json().issues).toContainEqual(expect.objectContaining({ message: m.replyEmpty }));
    expect((await reply(first, 'x'.repeat(5001))).json().issues).toContainEqual(expect.objectContaining({ message: englishOf(m.replyTooLong) }));
  });

  it('open only once the update is sent', async () => {
    const draft = await writeUpdate(t, founder, startupId);
    const response = await t.app.inject(as(founder, { method: 'POST', url: `/api/updates/${draft}/replies`, payload: { body: 'Note to self', recipientId: first.id } }));
    expect(response.json()).toMatchObject({ message: m.draftNoReplies });
  });
});
