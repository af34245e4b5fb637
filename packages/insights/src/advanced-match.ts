/**
 * The spec's advanced match for one startup and one investor, with every number
 * traceable: `evidence` lists each factor as '<score>.<factor>' (e.g. 'marketFit.sectorFit').
 *
 * score       = the investor-matching score (weights in matchWeights), halved when a hard
 *               filter fails: a failed filter is a reason not to pitch, not a small penalty.
 * aiAnalysis  = the four scores of advanced-analysis.ts.
 * confidence  = share of the evidence backed by supplied data, weights below: an analysed
 *               document 0.3, financial model metrics 0.2, market analysis 0.15, stated raise,
 *               monthly revenue and users 0.1 each, website 0.05.
 * predictedSuccess = the success outlook (success-outlook.ts, decision 0038): a published base
 *               rate for the startup's stage and country moved by its assessment by a stated
 *               rule, with its source and range; `probability` is the figure at the assessment's
 *               score, or null with no defensible number. The match score plays no part: how well
 *               an investor fits says nothing of the company's odds.
 */
import { advancedMatchMessages } from '@baobab/contracts/insights';
import { message, type Text } from '@baobab/contracts/i18n/message';
import { financialProjections, marketFit, technologyViability, teamStrength, type AnalysisScore, type FinancialMetricsFacts, type MarketSignal } from './advanced-analysis';
import type { DocumentAnalysis } from './document-intelligence/types';
import type { InvestorCriteria, StartupFacts } from './facts';
import { matchWeights, thesisSaturation, type FilterResult } from './investor-fit';
import { evaluateInvestor, matchInvestors, thesisSimilarity, type InvestorIndex, type InvestorSummary } from './investor-matching';
import { isNotShared, seen, type Part } from './parts';
import { clamp, round, weightedScore, type Evidence } from './scoring';
import { benchmarkFor } from './stage-benchmarks';
import { label, listOf } from './text/values';
import { successMilestones } from './success-milestones';
import { outlookRule, successOutlook, type Assessment, type PublishedSource, type SuccessOutlook } from './success-outlook';

export interface AdvancedMatchContext {
  /** TF-IDF cosine between the description and this investor's thesis (see thesisSimilarity()). */
  thesisSimilarity: number;
  sharedTerms?: readonly string[];
  /** The startup's latest analysed pitch deck or plan; `notShared` when the founder did not share it with the reader. */
  document?: Part<DocumentAnalysis>;
  /** From the saved financial model; `notShared` when the founder did not share it with the reader. */
  financialMetrics?: Part<FinancialMetricsFacts>;
  /** analyzeMarket() for the startup's sector and country, with a label such as 'FinTech in Nigeria'. */
  market?: (MarketSignal & { label: Text }) | null;
  /** The startup's overall assessment (0–100) with its likely range; null when it has none. */
  assessment?: Assessment | null;
  /**
   * The startup's assessment parts for this reader (decision 0042): when given, the four analysis
   * scores are these named parts of it, so Smart Matching states the numbers every other screen does.
   */
  assessedParts?: Record<AnalysisName, number>;
}

export interface PredictedSuccess {
  /** The outlook at the assessment's score (0–1); null when no published study covers the case. */
  probability: number | null;
  timeframe: string;
  keyMilestones: Text[];
  baseRate: number | null;
  source: PublishedSource | null;
  /** The outlook over the assessment's likely range. */
  range: { low: number; high: number } | null;
  /** The base rate, the move and the rule as sentences; or why there is no number. */
  explanation: Text[];
}

export interface AdvancedMatch {
  investor: InvestorSummary;
  score: number;
  confidence: number;
  aiAnalysis: { marketFit: number; teamStrength: number; technologyViability: number; financialProjections: number };
  predictedSuccess: PredictedSuccess;
  opportunities: Text[];
  riskFactors: Text[];
  filters: FilterResult[];
  weights: { match: typeof matchWeights; confidence: typeof confidenceWeights; probability: typeof outlookRule };
  evidence: Evidence[];
}

export const confidenceWeights = { document: 0.3, financialMetrics: 0.2, market: 0.15, raise: 0.1, revenue: 0.1, users: 0.1, website: 0.05 } as const;

/** Sentences with values, written once as translation keys (decision 0023; French in the insights catalog): one per variant. */
export const advancedMatchTemplates = {
  failed: 'failed: {{filters}}',
  marketGrowth: 'Market growth potential {{score}}/100 for {{market}}',
  crowded: 'Crowded market: competitive intensity {{score}}/100 for {{market}}',
  documentFlag: '{{title}}: "{{evidence}}"',
} as const;

type AnalysisName = 'marketFit' | 'teamStrength' | 'technologyViability' | 'financialProjections';
const strongTemplates: Record<AnalysisName, string> = {
  marketFit: 'Strong market fit ({{score}}/100)',
  teamStrength: 'Strong team strength ({{score}}/100)',
  technologyViability: 'Strong technology viability ({{score}}/100)',
  financialProjections: 'Strong financial projections ({{score}}/100)',
};
const weakTemplates: Record<AnalysisName, string> = {
  marketFit: 'Weak market fit ({{score}}/100)',
  teamStrength: 'Weak team strength ({{score}}/100)',
  technologyViability: 'Weak technology viability ({{score}}/100)',
  financialProjections: 'Weak financial projections ({{score}}/100)',
};
const weakBecauseTemplates: Record<AnalysisName, string> = {
  marketFit: 'Weak market fit ({{score}}/100): {{source}}',
  teamStrength: 'Weak team strength ({{score}}/100): {{source}}',
  technologyViability: 'Weak technology viability ({{score}}/100): {{source}}',
  financialProjections: 'Weak financial projections ({{score}}/100): {{source}}',
};
const opportunityTemplates: Record<string, string> = {
  sectorFit: 'Sector: {{source}}',
  stageFit: 'Stage: {{source}}',
  geographyFit: 'Geography: {{source}}',
  ticketFit: 'Ticket: {{source}}',
  thesisSimilarity: 'Thesis: {{source}}',
};
const failsTemplates: Record<FilterResult['filter'], string> = {
  stage: 'Fails the stage filter: {{reason}}',
  sector: 'Fails the sector filter: {{reason}}',
  geography: 'Fails the geography filter: {{reason}}',
  ticket: 'Fails the ticket filter: {{reason}}',
};
const uncheckedTemplates: Record<FilterResult['filter'], string> = {
  stage: 'Cannot check the stage filter: {{reason}}',
  sector: 'Cannot check the sector filter: {{reason}}',
  geography: 'Cannot check the geography filter: {{reason}}',
  ticket: 'Cannot check the ticket filter: {{reason}}',
};

function prefixed(scope: string, evidence: readonly Evidence[]): Evidence[] {
  return evidence.map((e) => ({ ...e, factor: `${scope}.${e.factor}` }));
}

function confidenceOf(startup: StartupFacts, context: AdvancedMatchContext): AnalysisScore {
  const has = (present: boolean, yes: string, no: string) => ({ value: present ? 1 : 0, source: message(present ? yes : no) });
  const w = confidenceWeights;
  return weightedScore([
    { factor: 'document', weight: w.document, ...has(Boolean(seen(context.document)), 'pitch deck or plan analysed', isNotShared(context.document) ? 'document analyses not shared with you' : 'no document analysed') },
    { factor: 'financialMetrics', weight: w.financialMetrics, ...has(Boolean(seen(context.financialMetrics)), 'financial model metrics supplied', isNotShared(context.financialMetrics) ? 'financial model not shared with you' : 'no financial model') },
    { factor: 'market', weight: w.market, ...has(Boolean(context.market), 'market analysis supplied', 'no market analysis') },
    { factor: 'raise', weight: w.raise, ...has(startup.raisingAmountUsd !== null, 'raise stated', 'raise not stated') },
    { factor: 'revenue', weight: w.revenue, ...has(startup.monthlyRevenueUsd !== null, 'monthly revenue stated', 'monthly revenue not stated') },
    { factor: 'users', weight: w.users, ...has(startup.tractionUsers !== null, 'user count stated', 'user count not stated') },
    { factor: 'website', weight: w.website, ...has(Boolean(startup.website), 'website given', 'no website') },
  ]);
}

export function advancedMatch(startup: StartupFacts, investor: InvestorCriteria, context: AdvancedMatchContext): AdvancedMatch {
  const document = seen(context.document);
  const market = context.market ?? null;
  const base = evaluateInvestor(startup, investor, context.thesisSimilarity, context.sharedTerms ?? []);
  const score = base.passesFilters ? base.score : Math.round(base.score / 2);
  const sectorValue = base.evidence.find((e) => e.factor === 'sectorFit')?.value ?? 0;
  const inputs = { sectorFit: sectorValue, thesisSimilarity: clamp(context.thesisSimilarity / thesisSaturation, 0, 1), document, financialMetrics: seen(context.financialMetrics), market };
  const computed = {
    marketFit: marketFit(inputs),
    teamStrength: teamStrength(startup, document),
    technologyViability: technologyViability(startup, document),
    financialProjections: financialProjections(startup, inputs),
  };
  const parts = context.assessedParts;
  const analyses = parts ? (Object.fromEntries(Object.entries(computed).map(([name, a]) => [name, { ...a, score: parts[name as AnalysisName] }])) as typeof computed) : computed;
  const confidence = confidenceOf(startup, context);
  const outlook = successOutlook(startup.fundingStage, { region: startup.region, country: startup.country }, context.assessment ?? null);

  const evidence: Evidence[] = [...prefixed('score', base.evidence)];
  if (!base.passesFilters) {
    evidence.push({ factor: 'score.hardFilters', value: 0.5, weight: 1, contribution: score - base.score, source: message(advancedMatchTemplates.failed, { filters: listOf(base.filters.filter((f) => f.status === 'fail').map((f) => label(f.filter))) }) });
  }
  for (const [name, analysis] of Object.entries(analyses)) evidence.push(...prefixed(name, analysis.evidence));
  evidence.push(...prefixed('confidence', confidence.evidence));

  const opportunities = [
    ...base.evidence.filter((e) => e.value >= 0.8).map((e) => message(opportunityTemplates[e.factor] ?? `${e.factor}: {{source}}`, { source: e.source })),
    ...(market && market.growthPotential >= 60 ? [message(advancedMatchTemplates.marketGrowth, { score: market.growthPotential, market: market.label })] : []),
    ...Object.entries(analyses).filter(([, a]) => a.score >= 70).map(([name, a]) => message(strongTemplates[name as AnalysisName], { score: a.score })),
    ...(document?.strengths.slice(0, 2) ?? []),
  ];
  const riskFactors = [
    ...base.filters.filter((f) => f.status === 'fail').map((f) => message(failsTemplates[f.filter], { reason: f.reason })),
    ...base.filters.filter((f) => f.status === 'unknown').map((f) => message(uncheckedTemplates[f.filter], { reason: f.reason })),
    ...Object.entries(analyses).filter(([, a]) => a.score < 40).map(([name, a]) => {
      const weakest = [...a.evidence].sort((x, y) => x.value - y.value)[0];
      const analysis = name as AnalysisName;
      return weakest ? message(weakBecauseTemplates[analysis], { score: a.score, source: weakest.source }) : message(weakTemplates[analysis], { score: a.score });
    }),
    ...(document?.riskFlags.filter((f) => f.severity !== 'low').slice(0, 5).map((f) => (f.evidence ? message(advancedMatchTemplates.documentFlag, { title: f.title, evidence: f.evidence }) : f.title)) ?? []),
    ...(document ? [] : [message(isNotShared(context.document) ? advancedMatchMessages.deckNotShared : advancedMatchMessages.noDeck)]),
    ...(market && market.competitiveIntensity >= 70 ? [message(advancedMatchTemplates.crowded, { score: market.competitiveIntensity, market: market.label })] : []),
  ];

  return {
    investor: base.investor,
    score,
    confidence: round(confidence.score / 100, 2),
    aiAnalysis: {
      marketFit: analyses.marketFit.score,
      teamStrength: analyses.teamStrength.score,
      technologyViability: analyses.technologyViability.score,
      financialProjections: analyses.financialProjections.score,
    },
    predictedSuccess: predictedSuccess(outlook, benchmarkFor(startup.fundingStage)?.timeframe ?? 'unknown', successMilestones(startup, document)),
    opportunities,
    riskFactors,
    filters: base.filters,
    weights: { match: matchWeights, confidence: confidenceWeights, probability: outlookRule },
    evidence,
  };
}

/**
 * The spec's predictedSuccess from the outlook: the timeframe is the source's follow-up when there is a
 * number, else the stage's usual time to the next round, which the milestones are set against.
 */
function predictedSuccess(outlook: SuccessOutlook, stageTimeframe: string, keyMilestones: Text[]): PredictedSuccess {
  if (!outlook.known) return { probability: null, timeframe: stageTimeframe, keyMilestones, baseRate: null, source: null, range: null, explanation: [outlook.reason] };
  const { rate, low, high } = outlook.adjusted;
  return { probability: rate, timeframe: outlook.timeframe, keyMilestones, baseRate: outlook.baseRate, source: outlook.source, range: { low, high }, explanation: outlook.explanation };
}

function toContext(text: { similarity: number; sharedTerms: string[] }): Pick<AdvancedMatchContext, 'thesisSimilarity' | 'sharedTerms'> {
  return { thesisSimilarity: text.similarity, sharedTerms: text.sharedTerms };
}

/** Advanced matches for the best-ranked investors that pass the hard filters, best first. */
export function advancedMatches(startup: StartupFacts, index: InvestorIndex, context: Omit<AdvancedMatchContext, 'thesisSimilarity' | 'sharedTerms'>, limit = 10): AdvancedMatch[] {
  const ranked = matchInvestors(startup, index, { limit });
  return ranked.matches.flatMap((match) => {
    const investor = index.investors[index.positionById.get(match.investor.id) ?? -1];
    // The unrounded similarity, so the score equals the ranking's score.
    return investor ? [advancedMatch(startup, investor, { ...context, ...toContext(thesisSimilarity(index, startup, investor.id)) })] : [];
  });
}
