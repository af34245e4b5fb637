/**
 * Rename and delete for the owner. Deleting is a soft delete: the document (or folder and its
 * documents) disappears for everyone on the next request, while the stored versions and the
 * audit trail stay, so the history of who saw what remains complete.
 */
import { dataRoomMessages, type DataRoomFolder } from '@baobab/contracts/data-rooms';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { parseFileName } from './data-room-files.service';
import * as repo from './data-rooms.repository';
import { recordEvent, requireOwnedRoom, type RequestContext } from './room-access';

async function requireOwnedDocument(db: Db, user: SessionUser, roomId: number, documentId: number) {
  const room = await requireOwnedRoom(db, user, roomId);
  const document = await repo.findDocument(db, room.id, documentId);
  if (!document) throw notFound('Document');
  return { room, document };
}

async function requireOwnedFolder(db: Db, user: SessionUser, roomId: number, folderId: number) {
  const room = await requireOwnedRoom(db, user, roomId);
  const folder = await repo.findFolder(db, room.id, folderId);
  if (!folder) throw notFound('Folder');
  return { room, folder };
}

/** Unique-name races end as the same 409 as the check before them. */
async function uniqueName<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (repo.isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

export async function renameDocument(db: Db, user: SessionUser, context: RequestContext, roomId: number, documentId: number, name: string): Promise<{ id: number; name: string }> {
  const { room, document } = await requireOwnedDocument(db, user, roomId, documentId);
  // The extension names the type the bytes were checked against, so it cannot change.
  const parsed = parseFileName(name);
  if (parsed.fileType !== document.fileType) throw badRequest(dataRoomMessages.renameKeepsType);
  if (parsed.name === document.name) return { id: document.id, name: document.name };
  const clash = await repo.findDocumentByName(db, room.id, document.folderId, parsed.name);
  if (clash && clash.id !== document.id) throw conflict(dataRoomMessages.documentExists);
  await uniqueName(dataRoomMessages.documentExists, () =>
    db.transaction(async (tx) => {
      await repo.renameDocument(tx, document.id, parsed.name);
      await recordEvent(tx, user, context, { roomId: room.id, action: 'rename', document: { id: document.id, name: parsed.name }, detail: `from ${document.name}` });
    }),
  );
  return { id: document.id, name: parsed.name };
}

export async function renameFolder(db: Db, user: SessionUser, context: RequestContext, roomId: number, folderId: number, name: string): Promise<DataRoomFolder> {
  const { room, folder } = await requireOwnedFolder(db, user, roomId, folderId);
  if (name === folder.name) return { id: folder.id, name };
  await uniqueName(dataRoomMessages.folderExists, () =>
    db.transaction(async (tx) => {
      await repo.renameFolder(tx, folder.id, name);
      await recordEvent(tx, user, context, { roomId: room.id, action: 'rename', detail: `folder ${folder.name} to ${name}` });
    }),
  );
  return { id: folder.id, name };
}

export async function deleteDocument(db: Db, user: SessionUser, context: RequestContext, roomId: number, documentId: number): Promise<void> {
  const { room, document } = await requireOwnedDocument(db, user, roomId, documentId);
  await db.transaction(async (tx) => {
    await repo.softDeleteDocument(tx, document.id, new Date());
    await recordEvent(tx, user, context, { roomId: room.id, action: 'delete', document });
  });
}

export async function deleteFolder(db: Db, user: SessionUser, context: RequestContext, roomId: number, folderId: number): Promise<void> {
  const { room, folder } = await requireOwnedFolder(db, user, roomId, folderId);
  await db.transaction(async (tx) => {
    const documents = await repo.softDeleteFolder(tx, folder.id, new Date());
    await recordEvent(tx, user, context, { roomId: room.id, action: 'delete', detail: `folder ${folder.name} with ${documents} document${documents === 1 ? '' : 's'}` });
  });
}
