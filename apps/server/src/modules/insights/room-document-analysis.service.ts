/**
 * Document intelligence on a data-room document's current version, stored against the startup
 * like every other analysis. Only the room's owner may run or read it (data-rooms
 * room-document-source.service.ts checks it): a grant shares documents, not analyses.
 */
import { analysableFileTypes, dataRoomMessages, type AnalyzeRoomDocumentInput, type RoomDocumentAnalysis } from '@baobab/contracts/data-rooms';
import { insightsMessages, maxDocumentTextLength } from '@baobab/contracts/insights';
import { isDocumentFileKind } from '@baobab/contracts/insights-api';
import { badRequest } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import type { FilesDeps } from '../data-rooms/data-room-files.service';
import { findDocumentAnalysisLink, linkDocumentAnalysis, readOwnedDocumentVersion } from '../data-rooms/room-document-source.service';
import type { DocumentReader } from './document-text/document-reader';
import { getStartupDocumentAnalysis, storeStartupDocumentAnalysis, type AnalysisRecord } from './documents.service';

/** A data-room document's analysis: its sentences messages or stored English (decision 0046), written for the wire by the route. */
export type RoomAnalysis = AnalysisRecord & Omit<RoomDocumentAnalysis, keyof AnalysisRecord>;

function csvText(bytes: Uint8Array): string {
  const text = new TextDecoder('utf-8').decode(bytes).trim();
  if (!text) throw badRequest(dataRoomMessages.analysisEmpty);
  if (text.length > maxDocumentTextLength) throw badRequest(insightsMessages.documentTextTooLong);
  return text;
}

export async function analyzeRoomDocument(
  deps: FilesDeps & { documents: DocumentReader },
  user: SessionUser,
  context: { ip: string },
  roomId: number,
  documentId: number,
  input: AnalyzeRoomDocumentInput,
): Promise<RoomAnalysis> {
  const { db, documents } = deps;
  const source = await readOwnedDocumentVersion(deps, user, roomId, documentId);
  const { fileType, name } = source.document;
  if (!analysableFileTypes.includes(fileType)) throw badRequest(dataRoomMessages.analysisNotSupported(fileType));
  const bytes = await source.read();
  // Read before the transaction opens: a document can take its worker up to the time limit, and
  // a transaction held that long would hold a pooled connection (on PGlite, the only one).
  const kind = isDocumentFileKind(fileType) ? fileType : null;
  const text = kind ? await documents.read(kind, bytes) : csvText(bytes);
  // Analysed before the transaction too, for the same reason.
  const analysis = await documents.analyze(text, input.documentType);
  const analysed = { text, documentType: input.documentType, source: kind ?? 'text', fileName: name } as const;
  return db.transaction(async (tx) => {
    const record = await storeStartupDocumentAnalysis(tx, user, source.startupId, analysed, analysis);
    await linkDocumentAnalysis(tx, user, context, source, { id: record.id, documentType: input.documentType });
    return { ...record, documentId: source.document.id, version: source.version };
  });
}

/** The latest analysis of this document, or null when it has never been analysed. */
export async function getRoomDocumentAnalysis(deps: FilesDeps, user: SessionUser, roomId: number, documentId: number): Promise<RoomAnalysis | null> {
  const { startupId, document, link } = await findDocumentAnalysisLink(deps.db, user, roomId, documentId);
  if (!link) return null;
  const record = await getStartupDocumentAnalysis(deps.db, user, startupId, link.analysisId);
  return record ? { ...record, documentId: document.id, version: link.version } : null;
}
