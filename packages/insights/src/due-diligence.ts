/**
 * Due diligence from the startup's own data: its profile, its analysed documents, and the
 * results of the financial tools when they exist. Seven categories are scored from checks
 * (due-diligence/*.ts); missing data earns nothing and is listed as an issue.
 *
 * overallScore = round(Σ category weight × category score), weights in dueDiligenceWeights.
 * riskLevel    = 'High' when any critical issue exists or overallScore < 50,
 *                'Medium' when overallScore < 70, otherwise 'Low' (riskThresholds).
 */
import type { riskLevels } from '@baobab/contracts/insights';
import type { DocumentAnalysis } from './document-intelligence/types';
import type { StartupFacts } from './facts';
import { capTableChecks, financialChecks, legalChecks, type CapTableSummary, type FinancialMetricsSummary, type ValuationSummary } from './due-diligence/capital-and-legal';
import { documentsOf, scoreCategory, type Check, type DueDiligenceCategory } from './due-diligence/checks';
import { dataRoomCheck, type DataRoomFile } from './due-diligence/data-room';
import { marketChecks, productChecks, teamChecks, tractionChecks, type MarketFacts } from './due-diligence/people-and-market';

export type DueDiligenceCategoryName = 'team' | 'market' | 'product' | 'traction' | 'financials' | 'legal' | 'capTable';
export type RiskLevel = (typeof riskLevels)[number];

export const dueDiligenceWeights: Record<DueDiligenceCategoryName, number> = {
  team: 0.2,
  market: 0.15,
  product: 0.15,
  traction: 0.15,
  financials: 0.15,
  legal: 0.1,
  capTable: 0.1,
};

export const riskThresholds = { highBelow: 50, mediumBelow: 70 } as const;

export interface DueDiligenceInputs {
  /** The latest analysis of each of the startup's documents. */
  documents?: readonly DocumentAnalysis[];
  capTable?: CapTableSummary | null;
  financialMetrics?: FinancialMetricsSummary | null;
  valuation?: ValuationSummary | null;
  market?: MarketFacts | null;
  /**
   * The startup's data-room documents the reader may see. When given (even empty), the
   * financials, legal and cap-table categories gain a check for the matching document being in
   * the room; when absent the report is computed exactly as before.
   */
  dataRoom?: readonly DataRoomFile[] | null;
}

export interface DueDiligenceReport {
  overallScore: number;
  riskLevel: RiskLevel;
  categories: Record<DueDiligenceCategoryName, DueDiligenceCategory>;
  criticalIssues: string[];
  investmentRecommendation: string;
  weights: Record<DueDiligenceCategoryName, number>;
  riskThresholds: typeof riskThresholds;
}

const categoryLabels: Record<DueDiligenceCategoryName, string> = {
  team: 'team', market: 'market', product: 'product', traction: 'traction', financials: 'financials', legal: 'legal', capTable: 'cap table',
};

function recommendation(overall: number, risk: RiskLevel, categories: DueDiligenceReport['categories'], critical: readonly string[]): string {
  const ranked = (Object.keys(categories) as DueDiligenceCategoryName[]).sort((a, b) => categories[b].score - categories[a].score || a.localeCompare(b));
  const describe = (names: readonly DueDiligenceCategoryName[]) => names.map((n) => `${categoryLabels[n]} ${categories[n].score}/100`).join(', ');
  const strongest = describe(ranked.slice(0, 2));
  const weakest = ranked.slice(-2).reverse();
  const firstIssues = weakest.flatMap((n) => categories[n].issues.slice(0, 1));
  if (risk === 'Low') return `Proceed to term sheet: ${overall}/100 with low risk. Strongest: ${strongest}.`;
  if (risk === 'Medium') return `Proceed with conditions: ${overall}/100, medium risk. Strongest: ${strongest}. Resolve first: ${firstIssues.join('; ') || describe(weakest)}.`;
  const reasons = critical.length > 0 ? `Critical: ${critical.join('; ')}` : `Weakest: ${describe(weakest)}; ${firstIssues.join('; ')}`;
  return `Do not proceed yet: ${overall}/100, high risk. ${reasons}.`;
}

export function dueDiligence(startup: StartupFacts, inputs: DueDiligenceInputs = {}): DueDiligenceReport {
  const documents = inputs.documents ?? [];
  const room = inputs.dataRoom;
  const withRoom = (checks: Check[], kind: Parameters<typeof dataRoomCheck>[1], points: number) => (room ? [...checks, dataRoomCheck(room, kind, points)] : checks);
  const decks = documentsOf(documents, 'pitch_deck', 'business_plan');
  const w = dueDiligenceWeights;
  const scored = {
    team: scoreCategory(teamChecks(startup, decks), w.team),
    market: scoreCategory(marketChecks(startup, decks, inputs.market ?? null), w.market),
    product: scoreCategory(productChecks(startup, decks), w.product),
    traction: scoreCategory(tractionChecks(startup, decks), w.traction),
    financials: scoreCategory(withRoom(financialChecks(startup, documents, inputs.financialMetrics ?? null, inputs.valuation ?? null), 'financialStatements', 20), w.financials),
    legal: scoreCategory(withRoom(legalChecks(documents), 'incorporation', 30), w.legal),
    capTable: scoreCategory(withRoom(capTableChecks(startup, documents, inputs.capTable ?? null), 'capTable', 20), w.capTable),
  };
  const names = Object.keys(scored) as DueDiligenceCategoryName[];
  const categories = Object.fromEntries(names.map((n) => [n, scored[n].category])) as DueDiligenceReport['categories'];
  const criticalIssues = [...new Set(names.flatMap((n) => scored[n].critical))];
  const overallScore = Math.round(names.reduce((sum, n) => sum + w[n] * categories[n].score, 0));
  const riskLevel: RiskLevel = criticalIssues.length > 0 || overallScore < riskThresholds.highBelow ? 'High' : overallScore < riskThresholds.mediumBelow ? 'Medium' : 'Low';
  return {
    overallScore,
    riskLevel,
    categories,
    criticalIssues,
    investmentRecommendation: recommendation(overallScore, riskLevel, categories, criticalIssues),
    weights: dueDiligenceWeights,
    riskThresholds,
  };
}
