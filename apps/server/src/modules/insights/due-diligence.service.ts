/**
 * Due diligence (POST /api/startups/:id/due-diligence) from the startup's real data: its
 * profile, the market of its sector and country, and, for its owner, its stored document
 * analyses (latest per type). The financial tools have no stored results on this branch, so
 * the engine runs without them and the report says so. An LLM, when configured, only retells
 * the computed report (integrations/llm.ts).
 */
import { insightsApiMessages, type DueDiligenceReport } from '@baobab/contracts/insights-api';
import { dueDiligence } from '@baobab/insights/due-diligence';
import type { Db } from '../../db/client';
import type { Narrator } from '../../integrations/llm';
import { unauthenticated } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';
import { listDataRoomEvidence } from '../data-rooms/data-room-evidence.service';
import { getStartupAccess, startupAccessPolicy } from '../startup-access/startup-access.service';
import { toStartupFacts } from './facts.mapper';
import { insightsPolicy } from './insights.policy';
import { latestAnalysisPerType } from './insights.repository';
import { getMarketAnalysis } from './market.service';

export async function generateDueDiligence(db: Db, narrator: Narrator, user: SessionUser | null, startupId: number): Promise<DueDiligenceReport> {
  if (!insightsPolicy.canAnalyse(user)) throw unauthenticated();
  const { startup: row, access } = await getStartupAccess(db, user, startupId);
  const startup = toStartupFacts(row);
  const isOwner = startupAccessPolicy.canUsePrivateInputs(access);
  const [documents, market, room] = await Promise.all([
    isOwner ? latestAnalysisPerType(db, row.id) : Promise.resolve([]),
    startup.country ? getMarketAnalysis(db, startup.sector, startup.country) : Promise.resolve(null),
    // Only what this reader may open in the startup's rooms (owner, or an active grant).
    listDataRoomEvidence(db, user, row.id),
  ]);
  const report = dueDiligence(startup, { documents: documents.map((d) => d.result), market, dataRoom: room.hasRoom ? room.documents : null });
  const notes = [
    ...(isOwner ? (documents.length === 0 ? [insightsApiMessages.noDocumentsYet] : []) : [insightsApiMessages.privateDocumentsOmitted]),
    room.hasRoom ? insightsApiMessages.dataRoomUsed(room.documents.length) : insightsApiMessages.dataRoomNotUsed,
    insightsApiMessages.financialToolsPending,
  ];
  const narrative = await narrator.narrate(
    'You write a three-sentence due diligence summary for an investor from a computed report: overall score, risk level, the strongest and weakest categories, and the recommendation.',
    { startup: startup.name, overallScore: report.overallScore, riskLevel: report.riskLevel, categories: Object.fromEntries(Object.entries(report.categories).map(([k, c]) => [k, { score: c.score, issues: c.issues }])), criticalIssues: report.criticalIssues, recommendation: report.investmentRecommendation },
  );
  return { ...report, startupId: row.id, documentsUsed: documents.length, notes, narrative };
}
