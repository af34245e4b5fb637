import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { dataRoomFileTypes, dataRoomMessages, type ContentQuery, type DataRoomDocument, type DataRoomFileType } from '@baobab/contracts/data-rooms';
import { documentWatermark } from '@baobab/contracts/data-room-viewer';
import { errorCodes } from '@baobab/contracts/errors';
import type { Db } from '../../db/client';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { FileStorage } from '../../integrations/storage';
import type { Delivery } from '../../lib/delivery';
import type { SessionUser } from '../../lib/session-user';
import { dataRoomsPolicy } from './data-rooms.policy';
import * as repo from './data-rooms.repository';
import { checkFileContent, contentTypes, type Unpacker } from './file-check';
import { queueNewDocumentNotice } from './new-document-notices.service';
import { recordEvent, requireOwnedRoom, requireRoomAccess, type RequestContext } from './room-access';
import { watermarkPdf } from './watermark';

export type FilesDeps = { db: Db; storage: FileStorage; maxUploadMb: number };
export type IncomingFile = { filename: string; stream: Readable };

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_NAME = /[/\\\u0000-\u001f\u007f]/;

/** The display name and type of an upload; the name is only ever stored as data, never used as a path. */
export function parseFileName(filename: string): { name: string; fileType: DataRoomFileType } {
  const name = filename.normalize('NFC').trim();
  if (!name || name.length > 200 || UNSAFE_NAME.test(name) || name.startsWith('.')) throw badRequest(dataRoomMessages.fileNameInvalid);
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (!name.includes('.') || !(dataRoomFileTypes as readonly string[]).includes(extension)) throw badRequest(dataRoomMessages.fileTypeNotAllowed);
  return { name, fileType: extension as DataRoomFileType };
}

/** Stops the copy as soon as the upload passes the limit, so an oversized file is never fully written. */
function byteLimit(maxBytes: number, maxUploadMb: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(new AppError(413, errorCodes.payloadTooLarge, dataRoomMessages.fileTooLarge(maxUploadMb)));
      else done(null, chunk);
    },
  });
}

/**
 * Stages the upload in a temporary file, checks its bytes against its extension, moves it into
 * storage under a random key, and only then writes the database rows (document, version, audit
 * event) in one transaction. Any failure removes the bytes, so nothing is left behind.
 */
export async function uploadDocument(
  { db, storage, maxUploadMb, delivery, documents }: FilesDeps & { delivery: Delivery; documents: Unpacker },
  user: SessionUser,
  context: RequestContext,
  roomId: number,
  folderId: number | undefined,
  file: IncomingFile,
): Promise<DataRoomDocument> {
  const room = await requireOwnedRoom(db, user, roomId);
  const folder = folderId ? await repo.findFolder(db, room.id, folderId) : undefined;
  if (folderId && !folder) throw notFound('Folder');
  const { name, fileType } = parseFileName(file.filename);

  const staged = await storage.stagingPath();
  let key: string | undefined;
  try {
    await pipeline(file.stream, byteLimit(maxUploadMb * 1024 * 1024, maxUploadMb), createWriteStream(staged, { flags: 'wx' }));
    const { size } = await stat(staged);
    await checkFileContent(documents, staged, fileType, size);
    key = await storage.store(staged);
    const storedKey = key;
    // The version list is read inside the transaction, so the answer describes the document as this
    // upload left it, not as a concurrent upload that committed a moment later left it.
    const { document, version, versions } = await db.transaction(async (tx) => {
      const folderKey = folder?.id ?? null;
      const existing = await repo.findDocumentByName(tx, room.id, folderKey, name);
      const created = existing ? undefined : await repo.insertDocument(tx, { roomId: room.id, folderId: folderKey, name, fileType });
      const doc = existing ?? created ?? (await repo.findDocumentByName(tx, room.id, folderKey, name));
      if (!doc) throw new Error('document vanished during upload');
      await repo.lockDocument(tx, doc.id);
      const row = await repo.insertVersion(tx, { documentId: doc.id, storageKey: storedKey, sizeBytes: size, contentType: contentTypes[fileType], uploadedBy: user.id });
      await recordEvent(tx, user, context, { roomId: room.id, action: created ? 'upload' : 'new_version', document: doc, version: row.version });
      return { document: doc, version: row, versions: await repo.listVersions(tx, [doc.id]) };
    });
    await queueNewDocumentNotice(delivery, { roomId: room.id, documentId: document.id, version: version.version });
    return {
      id: document.id,
      folderId: document.folderId,
      name: document.name,
      fileType: document.fileType as DataRoomFileType,
      versions: versions.map((v) => ({ version: v.version, sizeBytes: v.sizeBytes, contentType: v.contentType, uploadedAt: v.createdAt.toISOString() })),
      canDownload: true,
    };
  } catch (error) {
    file.stream.resume();
    await rm(staged, { force: true });
    if (key) await storage.remove(key);
    throw error;
  }
}

const INLINE_TYPES = new Set<DataRoomFileType>(['pdf', 'png', 'jpg', 'jpeg']);

/** An ASCII fallback and the exact UTF-8 name (RFC 6266), so no user text breaks the header. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\;%]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export type FileContent = { body: Readable | Uint8Array; contentType: string; disposition: string; viewId: number | null };

/**
 * One document's bytes for one person. Grantees get the latest version only; view-only
 * grantees may open PDFs and images in the browser but never download. Every PDF a grantee
 * reads, viewed or downloaded, carries their name, e-mail and the time: only the owner ever
 * receives the original bytes. Each call is recorded once as a view or a download.
 */
export async function getDocumentContent(
  { db, storage }: FilesDeps,
  user: SessionUser,
  context: RequestContext,
  roomId: number,
  documentId: number,
  query: ContentQuery,
): Promise<FileContent> {
  const { room, access } = await requireRoomAccess(db, user, roomId);
  const document = await repo.findDocument(db, room.id, documentId);
  const permission = document ? dataRoomsPolicy.documentPermission(access, document.folderId) : null;
  if (!document || !permission) throw notFound('Document');
  if (permission !== 'owner' && room.ndaText !== null && !(await repo.hasAcceptedNda(db, room.id, user.id))) {
    throw forbidden(dataRoomMessages.ndaRequired);
  }
  const versions = await repo.listVersions(db, [document.id]);
  const visible = permission === 'owner' ? versions : versions.slice(0, 1);
  const version = query.version === undefined ? visible[0] : visible.find((v) => v.version === query.version);
  if (!version) throw notFound('Document');

  const fileType = document.fileType as DataRoomFileType;
  if (query.disposition === 'inline' && !INLINE_TYPES.has(fileType)) throw badRequest(dataRoomMessages.inlineNotSupported);
  if (query.disposition === 'attachment' && permission === 'view') throw forbidden(dataRoomMessages.downloadNotAllowed);

  let body: Readable | Uint8Array = await storage.read(version.storageKey);
  if (permission !== 'owner' && fileType === 'pdf') body = await watermarkPdf(body as Readable, documentWatermark(user, new Date()));
  const eventId = await recordEvent(db, user, context, {
    roomId: room.id,
    action: query.disposition === 'inline' ? 'view' : 'download',
    document,
    version: version.version,
  });
  // A view's audit id lets the viewer report how long it stayed open (view-analytics.service.ts).
  return { body, contentType: version.contentType, disposition: contentDisposition(query.disposition, document.name), viewId: query.disposition === 'inline' ? eventId : null };
}
