/**
 * Document intelligence. `:id` in POST /api/documents/:id/analyze is the startup the analysis
 * is stored against (docs/decisions/0007-insights-permissions.md): only its owner may analyse or list its documents,
 * anyone else gets 404 exactly as for a startup that does not exist.
 *
 * An analysis's sentences are messages (decision 0046), stored as such in its JSON; analyses stored before
 * hold English strings, which read the same way. The routes write them for the wire (toWire).
 */
import type { DocumentType } from '@baobab/contracts/enums';
import type { AnalyzeDocumentInput } from '@baobab/contracts/insights';
import { documentSources, type DocumentAnalysisRecord, type DocumentFileKind, type SharedAnalysisSummary } from '@baobab/contracts/insights-api';
import type { Text } from '@baobab/contracts/i18n/message';
import type { DocumentAnalysis } from '@baobab/insights/document-intelligence/types';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import { getStartupAccess, startupAccessPolicy } from '../startup-access/startup-access.service';
import { requireOwnedStartup } from '../startups/startups.service';
import type { DocumentReader } from './document-text/document-reader';
import { findDocumentAnalysisRow, insertDocumentAnalysis, listDocumentAnalysisRows, type DocumentAnalysisRow } from './insights.repository';

type Source = DocumentAnalysisRecord['source'];
/** A stored analysis as the service returns it: the engine's result, its sentences messages or stored English. */
export type AnalysisRecord = DocumentAnalysis & Omit<DocumentAnalysisRecord, keyof DocumentAnalysis>;
/** An analysis in brief: its red flags' titles as messages or stored English. */
export type AnalysisSummary = Omit<SharedAnalysisSummary, 'redFlags'> & { redFlags: Text[] };
const isSource = (value: string): value is Source => (documentSources as readonly string[]).includes(value);

function toRecord(row: DocumentAnalysisRow): AnalysisRecord {
  return { ...row.result, id: row.id, startupId: row.startupId, source: isSource(row.source) ? row.source : 'text', fileName: row.fileName, createdAt: row.createdAt.toISOString() };
}

/** What analyses a text: the document workers (document-reader.ts), off the request thread. */
export type DocumentAnalyser = Pick<DocumentReader, 'analyze'>;
type AnalysisSource = { text: string; documentType: DocumentType; source: Source; fileName: string | null };

/**
 * An analysis computed by `analyseText`, stored against the owner's startup. Ownership is checked before the
 * work and again, with the write, after it: a startup handed over meanwhile stores nothing.
 */
export async function storeStartupDocumentAnalysis(db: Db, user: SessionUser, startupId: number, input: AnalysisSource, result: DocumentAnalysis): Promise<AnalysisRecord> {
  await requireOwnedStartup(db, user, startupId);
  const row = await insertDocumentAnalysis(db, { startupId, createdBy: user.id, documentType: input.documentType, source: input.source, fileName: input.fileName?.slice(0, 200) ?? null, documentText: input.text, result });
  return toRecord(row);
}

async function analyzeAndStore(db: Db, analyser: DocumentAnalyser, user: SessionUser, startupId: number, input: AnalysisSource) {
  await requireOwnedStartup(db, user, startupId);
  return storeStartupDocumentAnalysis(db, user, startupId, input, await analyser.analyze(input.text, input.documentType));
}

/** `fileName` names the file the text came from (a data-room CSV); pasted text has none. */
export async function analyzeStartupDocument(db: Db, analyser: DocumentAnalyser, user: SessionUser, startupId: number, input: AnalyzeDocumentInput, fileName: string | null = null): Promise<AnalysisRecord> {
  return analyzeAndStore(db, analyser, user, startupId, { text: input.documentText, documentType: input.documentType, source: 'text', fileName });
}

/**
 * Analyses text the document reader extracted from a file (a data-room document): stored with
 * the file's kind as its source.
 */
export async function analyzeExtractedText(
  db: Db,
  analyser: DocumentAnalyser,
  user: SessionUser,
  startupId: number,
  input: { text: string; kind: DocumentFileKind; documentType: DocumentType; fileName: string },
): Promise<AnalysisRecord> {
  return analyzeAndStore(db, analyser, user, startupId, { text: input.text, documentType: input.documentType, source: input.kind, fileName: input.fileName });
}

/** One stored analysis of the owner's startup (data rooms link their documents to these). */
export async function getStartupDocumentAnalysis(db: Db, user: SessionUser, startupId: number, analysisId: number): Promise<AnalysisRecord | null> {
  await requireOwnedStartup(db, user, startupId);
  const row = await findDocumentAnalysisRow(db, startupId, analysisId);
  return row ? toRecord(row) : null;
}

export async function listStartupDocumentAnalyses(db: Db, user: SessionUser, startupId: number): Promise<AnalysisRecord[]> {
  await requireOwnedStartup(db, user, startupId);
  return (await listDocumentAnalysisRows(db, startupId)).map(toRecord);
}

function toSummary(row: DocumentAnalysisRow): AnalysisSummary {
  return {
    id: row.id,
    documentType: row.documentType as DocumentType,
    fileName: row.fileName,
    createdAt: row.createdAt.toISOString(),
    confidence: row.result.confidence,
    deckScore: row.result.deckQuality?.score ?? null,
    redFlags: row.result.riskFlags.map((f) => f.title),
  };
}

/**
 * The startup's latest document analyses in brief, for its founder and the people the founder
 * shared something with (startup-access `canSeeAnalysisSummary`); an empty list for anyone
 * else, so the caller shows the same empty state either way.
 */
export async function listSharedAnalysisSummaries(db: Db, user: SessionUser, startupId: number, limit = 5): Promise<AnalysisSummary[]> {
  const { access } = await getStartupAccess(db, user, startupId);
  if (!startupAccessPolicy.canSeeAnalysisSummary(access)) return [];
  return (await listDocumentAnalysisRows(db, startupId, limit)).map(toSummary);
}
