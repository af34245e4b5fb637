import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRoomDocuments, dataRoomDocumentVersions, dataRoomEvents } from '../../db/schema/data-rooms';
import { createStorage } from '../../integrations/storage';
import { waitForTasks } from '../../test/tasks';
import { as, type TestUser } from '../../test/test-app';
import { removeFilesPastRetention } from './file-retention.service';
import { createFilesTestApp, filesOnDisk, pdfBytes, uploadRequest } from './test-support';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { createRoom } from '../../test/factories/data-rooms';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: Awaited<ReturnType<typeof createFilesTestApp>>;
let owner: TestUser;
let roomId: number;

// A loaded shared machine took 105 s to open and migrate a fresh PGlite here; the default hook time is 60 s.
beforeAll(async () => {
  t = await createFilesTestApp();
  owner = await signUpWithRole(t, 'founder');
  const startupId = (await buildStartup(t, owner.id)).id;
  roomId = await createRoom(t, owner, startupId, 'Retention');
}, 240_000);
afterAll(() => t?.close());

const upload = async (name: string, text: string, folderId?: number): Promise<number> => {
  const response = await t.app.inject(uploadRequest(owner, roomId, name, await pdfBytes(text), folderId));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
};
const remove = async (url: string) => expect((await t.app.inject(as(owner, { method: 'DELETE', url: `/api/data-rooms/${roomId}${url}` }))).statusCode).toBe(204);
const deletedDaysAgo = (ids: number[], days: number) =>
  t.db.update(dataRoomDocuments).set({ deletedAt: new Date(Date.now() - days * DAY_MS) }).where(inArray(dataRoomDocuments.id, ids));
const versionsOf = (id: number) => t.db.select().from(dataRoomDocumentVersions).where(eq(dataRoomDocumentVersions.documentId, id));

describe('removal of deleted data-room files after their retention', () => {
  it('removes the stored bytes of documents deleted longer ago than DATA_ROOM_FILE_RETENTION_DAYS, once, keeping rows and audit', { timeout: 120_000 }, async () => {
    expect(t.config.dataRoomFileRetentionDays).toBe(30);
    const old = await upload('Old model.pdf', 'v1');
    expect(await upload('Old model.pdf', 'v2')).toBe(old);
    const kept = await upload('Deck.pdf', 'deck');
    const folder = (await t.app.inject(as(owner, { method: 'POST', url: `/api/data-rooms/${roomId}/folders`, payload: { name: 'Legal' } }))).json().id;
    const recent = await upload('Articles.pdf', 'articles', folder);
    await remove(`/documents/${old}`);
    await remove(`/folders/${folder}`);
    await deletedDaysAgo([old], 31);
    await deletedDaysAgo([recent], 29);
    const oldKeys = (await versionsOf(old)).map((v) => v.storageKey);
    expect(oldKeys).toHaveLength(2);
    const auditBefore = (await t.db.select().from(dataRoomEvents).where(eq(dataRoomEvents.roomId, roomId))).length;
    expect(await filesOnDisk(t.filesDir)).toHaveLength(4);

    // Through the queue, as the hourly task runs it.
    await t.app.queue.send('data-room-file-purge', {});
    await waitForTasks(t, 'data-room-file-purge');

    const onDisk = await filesOnDisk(t.filesDir);
    expect(onDisk).toHaveLength(2);
    expect(onDisk.some((name) => oldKeys.includes(name))).toBe(false);
    expect((await versionsOf(old)).every((v) => v.bytesRemovedAt !== null)).toBe(true);
    expect((await versionsOf(recent)).every((v) => v.bytesRemovedAt === null)).toBe(true);
    expect((await versionsOf(kept)).every((v) => v.bytesRemovedAt === null)).toBe(true);
    expect((await t.db.select().from(dataRoomEvents).where(eq(dataRoomEvents.roomId, roomId))).length).toBe(auditBefore);
    const keptContent = await t.app.inject(as(owner, { method: 'GET', url: `/api/data-rooms/${roomId}/documents/${kept}/content` }));
    expect(keptContent.statusCode).toBe(200);

    // Idempotent: nothing left to remove; and a version whose file is already gone is still marked.
    const storage = createStorage(t.config);
    expect(await removeFilesPastRetention(t.db, storage, 30)).toBe(0);
    const [recentVersion] = await versionsOf(recent);
    await storage.remove(recentVersion!.storageKey);
    expect(await removeFilesPastRetention(t.db, storage, 30, new Date(Date.now() + 2 * DAY_MS))).toBe(1);
    expect((await versionsOf(recent))[0]!.bytesRemovedAt).not.toBeNull();
    expect(await filesOnDisk(t.filesDir)).toHaveLength(1);
  });
});
