/**
 * Due diligence from what the platform knows about the startup and the reader may see: its
 * profile, its analysed documents, the saved cap table, financial model and valuation, the
 * funding tracker with its confirmed investments, and the data room. Seven categories are scored
 * from checks (due-diligence/*.ts); missing data earns nothing and is listed as an issue; a part
 * not shared with the reader is left out and named in `notShared`. Red flags found in the
 * documents take points off their category by severity (checks.ts).
 *
 * weight_c     = base weight_c × visible share of its points, over the same sum for every category.
 * overallScore = round(Σ weight_c × category score_c).
 * riskLevel    = 'High' when any critical issue exists or overallScore < 50,
 *                'Medium' when overallScore < 70, otherwise 'Low' (riskThresholds).
 * Every input is a plain value and the result depends on nothing else (no clock, no I/O).
 */
import { dueDiligenceCategoryLabels, dueDiligenceFactLabels, type DueDiligenceFact, type riskLevels } from '@baobab/contracts/insights';
import type { RiskCategory, RiskFlag } from './document-intelligence/types';
import type { StartupFacts } from './facts';
import { capTableChecks, financialChecks, legalChecks, type CapTableSummary, type FinancialMetricsSummary, type FundingSummary, type ValuationSummary } from './due-diligence/capital-and-legal';
import { countFlags, documentsOf, redFlagPenalties, scoreCategory, type Check, type DueDiligenceCategory, type SourcedAnalysis } from './due-diligence/checks';
import { dataRoomCheck, type DataRoomFile } from './due-diligence/data-room';
import { hiddenFacts, isNotShared, seen, type NotShared, type Part } from './parts';
import { marketChecks, productChecks, teamChecks, tractionChecks, type MarketFacts } from './due-diligence/people-and-market';
import { round } from './scoring';

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

/** The category each kind of red flag counts against. */
export const redFlagCategory: Record<RiskCategory, DueDiligenceCategoryName> = {
  team: 'team',
  competition: 'product',
  'customer-concentration': 'financials',
  'growth-claims': 'financials',
  burn: 'financials',
  'missing-financials': 'financials',
  'financial-health': 'financials',
  litigation: 'legal',
  regulatory: 'legal',
  'related-party': 'legal',
  'cap-table': 'capTable',
};

export interface DueDiligenceInputs {
  /** The latest analysis of each of the startup's documents. */
  documents?: readonly SourcedAnalysis[] | NotShared;
  capTable?: Part<CapTableSummary>;
  financialMetrics?: Part<FinancialMetricsSummary>;
  valuation?: Part<ValuationSummary>;
  funding?: Part<FundingSummary>;
  market?: MarketFacts | null;
  /**
   * The startup's data-room documents the reader may see. When given (even empty), the
   * financials, legal and cap-table categories gain a check for the matching document being in
   * the room; when absent (the startup has no room) those checks are not part of the report.
   */
  dataRoom?: readonly DataRoomFile[] | null | NotShared;
  /** Where each part can be opened in the app, so every finding links to its source. */
  links?: Partial<Record<DueDiligenceFact, string>>;
}

export interface DueDiligenceReport {
  overallScore: number;
  riskLevel: RiskLevel;
  categories: Record<DueDiligenceCategoryName, DueDiligenceCategory>;
  criticalIssues: string[];
  investmentRecommendation: string;
  weights: Record<DueDiligenceCategoryName, number>;
  riskThresholds: typeof riskThresholds;
  baseWeights: Record<DueDiligenceCategoryName, number>;
  redFlagPenalties: typeof redFlagPenalties;
  notShared: DueDiligenceFact[];
}

const names = Object.keys(dueDiligenceWeights) as DueDiligenceCategoryName[];
const label = (n: DueDiligenceCategoryName) => dueDiligenceCategoryLabels[n].toLowerCase();

function recommendation(overall: number, risk: RiskLevel, categories: DueDiligenceReport['categories'], seenNames: readonly DueDiligenceCategoryName[], critical: readonly string[], unseen: readonly DueDiligenceFact[]): string {
  const ranked = [...seenNames].sort((a, b) => categories[b].score - categories[a].score || a.localeCompare(b));
  const describe = (list: readonly DueDiligenceCategoryName[]) => list.map((n) => `${label(n)} ${categories[n].score}/100`).join(', ');
  const strongest = describe(ranked.slice(0, 2));
  const weakest = ranked.slice(-2).reverse();
  const firstIssues = weakest.flatMap((n) => categories[n].issues.slice(0, 1));
  const hidden = unseen.length ? ` Not shared with you, so not scored: ${unseen.map((f) => dueDiligenceFactLabels[f].toLowerCase()).join(', ')}.` : '';
  if (risk === 'Low' && unseen.length) return `Ask for what was not shared before a term sheet: ${overall}/100 with low risk on what you can see. Strongest: ${strongest}.${hidden}`;
  if (risk === 'Low') return `Proceed to term sheet: ${overall}/100 with low risk. Strongest: ${strongest}.${hidden}`;
  if (risk === 'Medium') return `Proceed with conditions: ${overall}/100, medium risk. Strongest: ${strongest}. Resolve first: ${firstIssues.join('; ') || describe(weakest)}.${hidden}`;
  const reasons = critical.length > 0 ? `Critical: ${critical.join('; ')}` : `Weakest: ${describe(weakest)}; ${firstIssues.join('; ')}`;
  return `Do not proceed yet: ${overall}/100, high risk. ${reasons}.${hidden}`;
}

const flagIssue = (flag: RiskFlag) => `Red flag: ${flag.title}`;

/** A high-severity flag is critical, except a claim of no competition (a weak deck, not a danger). */
function criticalFlag(category: DueDiligenceCategoryName, flag: RiskFlag): string | null {
  if (flag.severity !== 'high' || category === 'product') return null;
  return `${dueDiligenceCategoryLabels[category]} red flag: ${flag.title}${flag.evidence ? ` ("${flag.evidence}")` : ''}`;
}

export function dueDiligence(startup: StartupFacts, inputs: DueDiligenceInputs = {}): DueDiligenceReport {
  const hidden = hiddenFacts({ documents: inputs.documents, capTable: inputs.capTable, financialModel: inputs.financialMetrics, valuation: inputs.valuation, fundingTracker: inputs.funding, dataRoom: inputs.dataRoom });
  const documents = seen(inputs.documents) ?? [];
  const room = inputs.dataRoom;
  const withRoom = (checks: Check[], kind: Parameters<typeof dataRoomCheck>[1], points: number) =>
    isNotShared(room) ? [...checks, { ...dataRoomCheck([], kind, points), fact: 'dataRoom' as const }] : room ? [...checks, dataRoomCheck(room, kind, points)] : checks;
  const decks = documentsOf(documents, 'pitch_deck', 'business_plan');
  const checks: Record<DueDiligenceCategoryName, Check[]> = {
    team: teamChecks(startup, decks),
    market: marketChecks(startup, decks, inputs.market ?? null),
    product: productChecks(startup, decks),
    traction: tractionChecks(startup, decks),
    financials: withRoom(financialChecks(startup, documents, seen(inputs.financialMetrics), seen(inputs.valuation), seen(inputs.funding)), 'financialStatements', 20),
    legal: withRoom(legalChecks(documents), 'incorporation', 30),
    capTable: withRoom(capTableChecks(startup, documents, seen(inputs.capTable)), 'capTable', 20),
  };
  const links = inputs.links ?? {};
  const scored = Object.fromEntries(
    names.map((n) => [n, scoreCategory({ checks: checks[n], flags: countFlags(documents, (f) => redFlagCategory[f.category] === n), hidden, links }, flagIssue)]),
  ) as Record<DueDiligenceCategoryName, ReturnType<typeof scoreCategory>>;
  const seenNames = names.filter((n) => scored[n].visiblePoints > 0);
  // A category counts in proportion to how much of it the reader can see, so one visible check
  // scoring 100 cannot stand for a whole category that was not shared.
  const seenShare = (n: DueDiligenceCategoryName) => scored[n].visiblePoints / checks[n].reduce((sum, c) => sum + c.points, 0);
  const seenWeight = seenNames.reduce((sum, n) => sum + dueDiligenceWeights[n] * seenShare(n), 0);
  // Rounded once, so the overall score is exactly the stated weighted sum of what is reported.
  const weights = Object.fromEntries(names.map((n) => [n, seenNames.includes(n) && seenWeight > 0 ? round((dueDiligenceWeights[n] * seenShare(n)) / seenWeight, 4) : 0])) as Record<DueDiligenceCategoryName, number>;
  // Effects in overall-score points: what each check adds and each flag takes away, before the floor at 0.
  const categories = Object.fromEntries(
    names.map((n) => {
      const { category, checkPoints, flagPoints } = scored[n];
      return [n, {
        ...category,
        weight: weights[n],
        evidence: category.evidence.map((e, i) => ({ ...e, effect: round(weights[n] * checkPoints[i]!, 2) })),
        redFlags: category.redFlags.map((f, i) => ({ ...f, effect: -round(weights[n] * flagPoints[i]!, 2) })),
      }];
    }),
  ) as DueDiligenceReport['categories'];
  const flagCritical = names.flatMap((n) => countFlags(documents, (f) => redFlagCategory[f.category] === n).flatMap(({ flag }) => criticalFlag(n, flag) ?? []));
  const criticalIssues = [...new Set([...names.flatMap((n) => scored[n].critical), ...flagCritical])];
  const overallScore = Math.round(seenNames.reduce((sum, n) => sum + weights[n] * categories[n].score, 0));
  const riskLevel: RiskLevel = criticalIssues.length > 0 || overallScore < riskThresholds.highBelow ? 'High' : overallScore < riskThresholds.mediumBelow ? 'Medium' : 'Low';
  const unseen = [...hidden];
  return {
    overallScore,
    riskLevel,
    categories,
    criticalIssues,
    investmentRecommendation: recommendation(overallScore, riskLevel, categories, seenNames, criticalIssues, unseen),
    weights,
    riskThresholds,
    baseWeights: dueDiligenceWeights,
    redFlagPenalties,
    notShared: unseen,
  };
}
