/**
 * Due diligence (POST /api/startups/:id/due-diligence) on everything the platform knows about
 * the startup and the reader may see, each part read through its one read model
 * (modules/startup-facts): the profile, the analysed documents, the saved cap table, financial
 * model and valuation, the funding tracker with its confirmed investments, the data room and
 * the market of its sector and country. A part the founder did not share with the reader is
 * left out of the score and named, so the founder and a reader they shared everything with get
 * the same score. An LLM, when configured, only retells the computed report (integrations/llm.ts).
 */
import { dueDiligenceFactLabels } from '@baobab/contracts/insights';
import { insightsApiMessages, type DueDiligenceReport } from '@baobab/contracts/insights-api';
import { dueDiligence } from '@baobab/insights/due-diligence';
import { isNotShared, notShared, type Part } from '@baobab/insights/parts';
import type { Narrator } from '../../integrations/llm';
import type { CachedDb } from '../../lib/cache-registry';
import { unauthenticated } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { readCapTableFact, summariseCapTable } from '../startup-facts/cap-table.facts';
import { readDocumentAnalyses } from '../startup-facts/document-analyses.facts';
import { readActuals } from '../startup-facts/actuals.facts';
import { readFinancialModel, summariseFinancials } from '../startup-facts/financial-model.facts';
import { readFunding, summariseFunding } from '../startup-facts/funding.facts';
import { factLinks } from '../startup-facts/links';
import { readDataRoomDocuments } from '../startup-facts/data-room.facts';
import { readValuation, summariseValuation } from '../startup-facts/valuation.facts';
import { getStartupAccess } from '../startup-access/startup-access.service';
import { toStartupFacts } from './facts.mapper';
import { insightsPolicy } from './insights.policy';
import { getMarketAnalysis } from '../analytics/market.service';

function map<T, U>(part: Part<T>, f: (value: T) => U): Part<U> {
  if (part === null) return null;
  return isNotShared<T>(part) ? notShared : f(part);
}

export async function generateDueDiligence(cached: CachedDb, narrator: Narrator, user: SessionUser | null, startupId: number): Promise<DueDiligenceReport> {
  const { db } = cached;
  if (!insightsPolicy.canAnalyse(user)) throw unauthenticated();
  const { startup: row, access } = await getStartupAccess(db, user, startupId);
  const startup = toStartupFacts(row);
  // The company's actuals, read once for the model, the valuation and the report's own runway check.
  const actualsRead = readActuals(db, row.id, access);
  const [documents, capTable, model, actuals, valuation, funding, market, room] = await Promise.all([
    readDocumentAnalyses(db, row.id, access),
    readCapTableFact(db, row.id, access),
    readFinancialModel(db, row.id, access, actualsRead),
    actualsRead,
    readValuation(db, row.id, access, actualsRead),
    readFunding(db, row, access),
    startup.country ? getMarketAnalysis(cached, startup.sector, startup.country) : Promise.resolve(null),
    // Only what this reader may open in the startup's rooms (owner, or an active grant).
    readDataRoomDocuments(db, user, row.id),
  ]);
  const report = dueDiligence(startup, {
    documents: isNotShared(documents) ? notShared : documents.map((d) => d.analysis),
    capTable: map(capTable, summariseCapTable),
    // Runway and burn from company metrics (the one source of actuals), the rest from the model.
    financialMetrics: isNotShared(model) || isNotShared(actuals) ? notShared : summariseFinancials(model, actuals),
    // The profile states no asked valuation yet, so the check compares nothing against the range.
    valuation: map(valuation, (v) => summariseValuation(v, null)),
    funding: map(funding, summariseFunding),
    market,
    dataRoom: room,
    links: factLinks(row.id, access.isOwner),
  });
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
    { startup: startup.name, overallScore: report.overallScore, riskLevel: report.riskLevel, categories: Object.fromEntries(Object.entries(report.categories).map(([k, c]) => [k, { score: c.score, issues: c.issues }])), criticalIssues: report.criticalIssues, recommendation: report.investmentRecommendation },
  );
  return { ...report, startupId: row.id, documentsUsed, notes, narrative };
}
