/**
 * Document intelligence on a room document's current version, through the insights module's
 * service (which stores the analysis against the startup, like every other analysis). Only the
 * room's owner may run or read it: analyses are private to the startup's owner
 * (docs/decisions/0007-insights-permissions.md), and a grant shares documents, not analyses.
 */
import { dataRoomMessages, type AnalyzeRoomDocumentInput, type DataRoomFileType, type RoomDocumentAnalysis } from '@baobab/contracts/data-rooms';
import { maxDocumentTextLength, insightsMessages } from '@baobab/contracts/insights';
import { badRequest, notFound } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';
import { analyzeStartupDocument, analyzeStartupPdf, getStartupDocumentAnalysis } from '../insights/documents.service';
import type { FilesDeps } from './data-room-files.service';
import * as repo from './data-rooms.repository';
import { recordEvent, requireOwnedRoom, type RequestContext } from './room-access';

/** Types whose text the analyser can read: PDF through text extraction, CSV as plain text. */
const ANALYSABLE = new Set<DataRoomFileType>(['pdf', 'csv']);

async function readAll(stream: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

async function requireOwnedDocument({ db }: FilesDeps, user: SessionUser, roomId: number, documentId: number) {
  const room = await requireOwnedRoom(db, user, roomId);
  const document = await repo.findDocument(db, room.id, documentId);
  if (!document) throw notFound('Document');
  return { room, document };
}

export async function analyzeRoomDocument(
  deps: FilesDeps,
  user: SessionUser,
  context: RequestContext,
  roomId: number,
  documentId: number,
  input: AnalyzeRoomDocumentInput,
): Promise<RoomDocumentAnalysis> {
  const { db, storage } = deps;
  const { room, document } = await requireOwnedDocument(deps, user, roomId, documentId);
  const fileType = document.fileType as DataRoomFileType;
  if (!ANALYSABLE.has(fileType)) throw badRequest(dataRoomMessages.analysisNotSupported(fileType));
  const [latest] = await repo.listVersions(db, [document.id]);
  if (!latest) throw notFound('Document');
  const bytes = await readAll(await storage.read(latest.storageKey));

  let text: string | null = null;
  if (fileType === 'csv') {
    text = new TextDecoder('utf-8').decode(bytes).trim();
    if (!text) throw badRequest(dataRoomMessages.analysisEmpty);
    if (text.length > maxDocumentTextLength) throw badRequest(insightsMessages.documentTextTooLong);
  }
  return db.transaction(async (tx) => {
    const record =
      text === null
        ? await analyzeStartupPdf(tx, user, room.startupId, { bytes, fileName: document.name, documentType: input.documentType })
        : await analyzeStartupDocument(tx, user, room.startupId, { documentText: text, documentType: input.documentType }, document.name);
    await repo.insertDocumentAnalysisLink(tx, { documentId: document.id, version: latest.version, analysisId: record.id });
    await recordEvent(tx, user, context, { roomId: room.id, action: 'analyze', document, version: latest.version, detail: input.documentType });
    return { ...record, documentId: document.id, version: latest.version };
  });
}

/** The latest analysis of this document, or null when it has never been analysed. */
export async function getRoomDocumentAnalysis(deps: FilesDeps, user: SessionUser, roomId: number, documentId: number): Promise<RoomDocumentAnalysis | null> {
  const { room, document } = await requireOwnedDocument(deps, user, roomId, documentId);
  const link = await repo.latestDocumentAnalysisLink(deps.db, document.id);
  if (!link) return null;
  const record = await getStartupDocumentAnalysis(deps.db, user, room.startupId, link.analysisId);
  return record ? { ...record, documentId: document.id, version: link.version } : null;
}
