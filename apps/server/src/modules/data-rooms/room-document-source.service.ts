/**
 * What the insights module needs to analyse a room document, and nothing more: the current
 * version's bytes for the room's owner, and the link from the document to its analysis (with the
 * audit event), written in the caller's transaction. Analyses are private to the startup's owner
 * (docs/decisions/0007-insights-permissions.md): a grant shares documents, not analyses.
 */
import type { DataRoomFileType } from '@baobab/contracts/data-rooms';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import type { FilesDeps } from './data-room-files.service';
import * as repo from './data-rooms.repository';
import { recordEvent, requireOwnedRoom, type RequestContext } from './room-access';

export type RoomDocumentRef = { roomId: number; startupId: number; document: { id: number; name: string; fileType: DataRoomFileType } };

/** The owner's document (404 for anyone else), without reading its bytes. */
export async function requireOwnedDocument(db: Db, user: SessionUser, roomId: number, documentId: number): Promise<RoomDocumentRef> {
  const room = await requireOwnedRoom(db, user, roomId);
  const document = await repo.findDocument(db, room.id, documentId);
  if (!document) throw notFound('Document');
  return { roomId: room.id, startupId: room.startupId, document: { id: document.id, name: document.name, fileType: document.fileType as DataRoomFileType } };
}

async function readAll(stream: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/** The owner's document, its current version number, and that version's bytes (404 for anyone else). */
export async function readOwnedDocumentVersion(deps: FilesDeps, user: SessionUser, roomId: number, documentId: number) {
  const ref = await requireOwnedDocument(deps.db, user, roomId, documentId);
  const [latest] = await repo.listVersions(deps.db, [ref.document.id]);
  if (!latest) throw notFound('Document');
  return { ...ref, version: latest.version, read: async () => readAll(await deps.storage.read(latest.storageKey)) };
}

/** Inside the transaction that stored the analysis: link it to the version analysed and write the room's trail. */
export async function linkDocumentAnalysis(
  tx: Db,
  user: SessionUser,
  context: RequestContext,
  ref: RoomDocumentRef & { version: number },
  analysis: { id: number; documentType: string },
): Promise<void> {
  await repo.insertDocumentAnalysisLink(tx, { documentId: ref.document.id, version: ref.version, analysisId: analysis.id });
  await recordEvent(tx, user, context, { roomId: ref.roomId, action: 'analyze', document: ref.document, version: ref.version, detail: analysis.documentType });
}

/** The owner's document and the latest analysis linked to it, if any. */
export async function findDocumentAnalysisLink(db: Db, user: SessionUser, roomId: number, documentId: number) {
  const ref = await requireOwnedDocument(db, user, roomId, documentId);
  const link = await repo.latestDocumentAnalysisLink(db, ref.document.id);
  return { ...ref, link: link ? { analysisId: link.analysisId, version: link.version } : null };
}
