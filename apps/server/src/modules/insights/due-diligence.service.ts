/**
 * Due diligence (POST /api/startups/:id/due-diligence) on everything the platform knows about
 * the startup and the reader may see, each part read through its one read model
 * (modules/startup-facts): the profile, the analysed documents, the saved cap table, financial
 * model and valuation, the funding tracker with its confirmed investments, the data room and
 * the market of its sector and country. A part the founder did not share with the reader is
 * left out of the score and named, so the founder and a reader they shared everything with get
 * the same categories. The overall score, risk level and critical issues are the startup's one
 * assessment for the reader (assessment.service.ts), with its range and coverage. An LLM, when configured, only retells the computed report (integrations/llm.ts).
 */
import { dueDiligenceFactLabels } from '@baobab/contracts/insights';
import { insightsApiMessages, type DueDiligenceReport } from '@baobab/contracts/insights-api';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import type { Text } from '@baobab/contracts/i18n/message';
import { dueDiligence, type DueDiligenceReport as EngineReport } from '@baobab/insights/due-diligence';
import { isNotShared } from '@baobab/insights/parts';
import type { Narrator } from '../../integrations/llm';
import type { CachedDb } from '../../lib/cache-registry';
import { unauthenticated } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { assessFacts, rangeOf, type AssessmentRangeText } from './assessment.service';
import { insightsPolicy } from './insights.policy';
import { readViewerFacts } from './viewer-facts';

/** The report as the engine writes it (messages, decision 0046); the route sends it through toWire. */
export type DueDiligenceAnswer = EngineReport & Pick<DueDiligenceReport, 'startupId' | 'documentsUsed' | 'narrative'> & { notes: Text[]; assessment: AssessmentRangeText };

export async function generateDueDiligence(cached: CachedDb, narrator: Narrator, user: SessionUser | null, startupId: number): Promise<DueDiligenceAnswer> {
  if (!insightsPolicy.canAnalyse(user)) throw unauthenticated();
  const facts = await readViewerFacts(cached, user, startupId);
  const { startup, access, documents } = facts;
  const room = facts.inputs.dataRoom;
  // The score, risk and critical issues are the startup's one assessment for this reader (decision 0042).
  const assessment = rangeOf(assessFacts(facts));
  const report = dueDiligence(startup, { ...facts.inputs, assessment });
  const documentsUsed = isNotShared(documents) ? 0 : documents.length;
  const notes = [
    ...(isNotShared(documents) ? [] : documentsUsed === 0 ? [insightsApiMessages.noDocumentsYet] : access.isOwner ? [] : [insightsApiMessages.documentsInBrief]),
    ...(isNotShared(room) ? [insightsApiMessages.dataRoomNotUsed] : room ? [insightsApiMessages.dataRoomUsed(room.length)] : []),
    ...(report.notShared.some((f) => f !== 'dataRoom')
      ? [insightsApiMessages.partsNotShared(report.notShared.filter((f) => f !== 'dataRoom').map((f) => dueDiligenceFactLabels[f].toLowerCase()))]
      : []),
  ];
  const narrative = await narrator.narrate(
    'You write a three-sentence due diligence summary for an investor from a computed report: overall score, risk level, the strongest and weakest categories, and the recommendation.',
    // The model reads the report's English, the language it is prompted in.
    { startup: startup.name, overallScore: report.overallScore, riskLevel: report.riskLevel, categories: Object.fromEntries(Object.entries(report.categories).map(([k, c]) => [k, { score: c.score, issues: c.issues.map(englishOf) }])), criticalIssues: report.criticalIssues.map(englishOf), recommendation: englishOf(report.investmentRecommendation) },
  );
  return { ...report, startupId: startup.id, documentsUsed, notes, narrative, assessment };
}
