/**
 * Document intelligence on a data-room document's current version, stored against the startup
 * like every other analysis. Only the room's owner may run or read it (data-rooms
 * room-document-source.service.ts checks it): a grant shares documents, not analyses.
 */
import { dataRoomMessages, type AnalyzeRoomDocumentInput, type DataRoomFileType, type RoomDocumentAnalysis } from '@baobab/contracts/data-rooms';
import { insightsMessages, maxDocumentTextLength } from '@baobab/contracts/insights';
import { badRequest } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';
import type { FilesDeps } from '../data-rooms/data-room-files.service';
import { findDocumentAnalysisLink, linkDocumentAnalysis, readOwnedDocumentVersion } from '../data-rooms/room-document-source.service';
import { analyzeStartupDocument, analyzeStartupPdf, getStartupDocumentAnalysis } from './documents.service';

/** Types whose text the analyser can read: PDF through text extraction, CSV as plain text. */
const ANALYSABLE = new Set<DataRoomFileType>(['pdf', 'csv']);

export async function analyzeRoomDocument(
  deps: FilesDeps,
  user: SessionUser,
  context: { ip: string },
  roomId: number,
  documentId: number,
  input: AnalyzeRoomDocumentInput,
): Promise<RoomDocumentAnalysis> {
  const { db } = deps;
  const source = await readOwnedDocumentVersion(deps, user, roomId, documentId);
  const { fileType, name } = source.document;
  if (!ANALYSABLE.has(fileType)) throw badRequest(dataRoomMessages.analysisNotSupported(fileType));
  const bytes = await source.read();

  let text: string | null = null;
  if (fileType === 'csv') {
    text = new TextDecoder('utf-8').decode(bytes).trim();
    if (!text) throw badRequest(dataRoomMessages.analysisEmpty);
    if (text.length > maxDocumentTextLength) throw badRequest(insightsMessages.documentTextTooLong);
  }
  return db.transaction(async (tx) => {
    const record =
      text === null
        ? await analyzeStartupPdf(tx, user, source.startupId, { bytes, fileName: name, documentType: input.documentType })
        : await analyzeStartupDocument(tx, user, source.startupId, { documentText: text, documentType: input.documentType }, name);
    await linkDocumentAnalysis(tx, user, context, source, { id: record.id, documentType: input.documentType });
    return { ...record, documentId: source.document.id, version: source.version };
  });
}

/** The latest analysis of this document, or null when it has never been analysed. */
export async function getRoomDocumentAnalysis(deps: FilesDeps, user: SessionUser, roomId: number, documentId: number): Promise<RoomDocumentAnalysis | null> {
  const { startupId, document, link } = await findDocumentAnalysisLink(deps.db, user, roomId, documentId);
  if (!link) return null;
  const record = await getStartupDocumentAnalysis(deps.db, user, startupId, link.analysisId);
  return record ? { ...record, documentId: document.id, version: link.version } : null;
}
