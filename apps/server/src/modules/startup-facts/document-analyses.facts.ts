/**
 * The analysed-documents read model: the latest analysis of each document type. The founder
 * reads them whole. A reader the founder shared something with (a financials share or a
 * data-room grant) reads the same analyses with every sentence taken out (decision 0007), so
 * their scores match the founder's while no line of a private deck reaches them. Anyone else is
 * told the analyses were not shared, never that there are none.
 */
import type { DocumentAnalysis } from '@baobab/insights/document-intelligence/types';
import type { SourcedAnalysis } from '@baobab/insights/due-diligence/checks';
import { isNotShared, notShared, type NotShared } from '@baobab/insights/parts';
import type { Db } from '../../db/client';
import { startupAccessPolicy, type StartupAccess } from '../startup-access/startup-access.service';
import { factLinks } from './links';
import { latestAnalysisPerType, listAnalysisRoomDocuments } from './startup-facts.repository';

export type AnalysedDocument = { id: number; createdAt: Date; fileName: string | null; analysis: SourcedAnalysis };

/** The analysis without any text from the document: kinds, amounts, scores and flag titles stay. */
export function withoutSentences(analysis: DocumentAnalysis): DocumentAnalysis {
  const blank = <T extends { sentence: string; text: string }>(findings: readonly T[]) => findings.map((f) => ({ ...f, sentence: '', text: '' }));
  const { revenue, expenses, team, legal } = analysis.extractedData;
  return {
    ...analysis,
    strengths: [],
    riskFlags: analysis.riskFlags.map((f) => ({ ...f, evidence: null })),
    extractedData: { revenue: blank(revenue), expenses: blank(expenses), team: blank(team), legal: blank(legal) },
    deckQuality: analysis.deckQuality ? { ...analysis.deckQuality, sections: analysis.deckQuality.sections.map((s) => ({ ...s, evidence: [] })) } : null,
  };
}

export async function readDocumentAnalyses(db: Db, startupId: number, access: StartupAccess): Promise<AnalysedDocument[] | NotShared> {
  if (!startupAccessPolicy.canSeeAnalysisSummary(access)) return notShared;
  const rows = await latestAnalysisPerType(db, startupId);
  const inRooms = new Map((await listAnalysisRoomDocuments(db, rows.map((r) => r.id))).map((r) => [r.analysisId, r]));
  const full = startupAccessPolicy.canUsePrivateInputs(access);
  const fallback = factLinks(startupId, full).documents ?? null;
  return rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map((row) => {
      const room = inRooms.get(row.id);
      const label = room?.name ?? row.fileName ?? `${row.documentType.replace('_', ' ')} analysed ${row.createdAt.toISOString().slice(0, 10)}`;
      const source = { label, href: room ? `/data-rooms/${room.roomId}/documents/${room.documentId}` : fallback };
      return { id: row.id, createdAt: row.createdAt, fileName: row.fileName, analysis: { ...(full ? row.result : withoutSentences(row.result)), source } };
    });
}

/** The latest analysed pitch deck or business plan, as this reader may see it. */
export async function readLatestDeck(db: Db, startupId: number, access: StartupAccess): Promise<SourcedAnalysis | null | NotShared> {
  const documents = await readDocumentAnalyses(db, startupId, access);
  if (isNotShared(documents)) return notShared;
  return documents.find((d) => d.analysis.documentType === 'pitch_deck' || d.analysis.documentType === 'business_plan')?.analysis ?? null;
}
