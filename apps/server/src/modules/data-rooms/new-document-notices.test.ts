import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@baobab/contracts/notifications';
import { waitForTasks } from '../../test/tasks';
import { as, type TestUser } from '../../test/test-app';
import { createFilesTestApp, pdfBytes, uploadRequest } from './test-support';
import { connect } from '../../test/factories/network';
import { signUpWithRole } from '../../test/factories/users';
import { grantRoom, roomWithPeople, type RoomWithPeople } from '../../test/factories/data-rooms';

let t: Awaited<ReturnType<typeof createFilesTestApp>>;
let room: RoomWithPeople;

beforeAll(async () => {
  t = await createFilesTestApp();
  room = await roomWithPeople(t, 'Seed round');
});
afterAll(() => t.close());

const roomNotices = async (user: TestUser): Promise<Notification[]> => {
  const page = (await t.app.inject(as(user, { method: 'GET', url: '/api/notifications' }))).json();
  return (page.items as Notification[]).filter((n) => n.kind === 'data_room_document');
};

async function upload(name: string, folderId?: number) {
  const response = await t.app.inject(uploadRequest(room.owner, room.roomId, name, await pdfBytes(name), folderId));
  expect(response.statusCode, response.body).toBe(201);
  await waitForTasks(t, 'notification-fanout');
  await waitForTasks(t, 'notification-email');
  return response.json().id as number;
}

describe('new documents in a shared data room', () => {
  it('tells each person with a live grant, by notification and e-mail, and nobody else', async () => {
    const documentId = await upload('Deck.pdf');
    for (const person of [room.viewer, room.downloader]) {
      const notices = await roomNotices(person);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ title: expect.stringContaining('added "Deck.pdf" to Seed round'), href: `/data-rooms/${room.roomId}/documents/${documentId}`, readAt: null });
      expect(t.mailer.sent.filter((m) => m.to === person.email && m.subject === notices[0]!.title)).toHaveLength(1);
    }
    for (const person of [room.expired, room.revoked, room.stranger, room.owner]) {
      expect(await roomNotices(person)).toEqual([]);
      expect(t.mailer.sent.some((m) => m.to === person.email && m.subject.includes('Deck.pdf'))).toBe(false);
    }
  });

  it('folds a new version into the unread notice: one bell entry and one e-mail per person', async () => {
    await upload('Deck.pdf');
    const notices = await roomNotices(room.viewer);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.title).toContain('uploaded a new version of "Deck.pdf"');
    expect(t.mailer.sent.filter((m) => m.to === room.viewer.email && m.subject.includes('Deck.pdf'))).toHaveLength(1);
  });

  it('tells a person whose grant covers one folder only of documents placed in that folder', async () => {
    const folder = async (name: string) => (await t.app.inject(as(room.owner, { method: 'POST', url: `/api/data-rooms/${room.roomId}/folders`, payload: { name } }))).json().id as number;
    const legal = await folder('Legal');
    const finance = await folder('Finance');
    const lawyer = await signUpWithRole(t, 'investor');
    await connect(t, room.owner, lawyer);
    await grantRoom(t, room.owner, room.roomId, lawyer, 'view', { folderId: legal });
    await upload('Model.pdf', finance);
    expect(await roomNotices(lawyer)).toEqual([]);
    await upload('Articles.pdf', legal);
    expect((await roomNotices(lawyer)).map((n) => n.title)).toEqual([expect.stringContaining('"Articles.pdf"')]);
    // Whole-room grants cover every folder.
    expect((await roomNotices(room.viewer)).map((n) => n.title)).toEqual(expect.arrayContaining([expect.stringContaining('"Model.pdf"'), expect.stringContaining('"Articles.pdf"')]));
  });
});
