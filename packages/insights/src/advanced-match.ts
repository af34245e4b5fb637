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
 * probability = 0.05 + 0.85 × (0.4 × score + 0.6 × mean(aiAnalysis)) / 100 − 0.05 per
 *               high-severity red flag, kept within 0.02–0.95. A heuristic index on 0–1, not a
 *               calibrated probability: the platform has no outcome history to calibrate on.
 */
import { advancedMatchMessages } from '@baobab/contracts/insights';
import { fillText } from '@baobab/contracts/i18n/fill';
import { financialProjections, marketFit, technologyViability, teamStrength, type AnalysisScore, type FinancialMetricsFacts, type MarketSignal } from './advanced-analysis';
import type { DocumentAnalysis } from './document-intelligence/types';
import type { InvestorCriteria, StartupFacts } from './facts';
import { matchWeights, thesisSaturation, type FilterResult } from './investor-fit';
import { evaluateInvestor, matchInvestors, thesisSimilarity, type InvestorIndex, type InvestorSummary } from './investor-matching';
import { isNotShared, seen, type Part } from './parts';
import { clamp, round, weightedScore, type Evidence } from './scoring';
import { benchmarkFor } from './stage-benchmarks';
import { successMilestones } from './success-milestones';

export interface AdvancedMatchContext {
  /** TF-IDF cosine between the description and this investor's thesis (see thesisSimilarity()). */
  thesisSimilarity: number;
  sharedTerms?: readonly string[];
  /** The startup's latest analysed pitch deck or plan; `notShared` when the founder did not share it with the reader. */
  document?: Part<DocumentAnalysis>;
  /** From the saved financial model; `notShared` when the founder did not share it with the reader. */
  financialMetrics?: Part<FinancialMetricsFacts>;
  /** analyzeMarket() for the startup's sector and country, with a label such as 'FinTech in Nigeria'. */
  market?: (MarketSignal & { label: string }) | null;
}

export interface AdvancedMatch {
  investor: InvestorSummary;
  score: number;
  confidence: number;
  aiAnalysis: { marketFit: number; teamStrength: number; technologyViability: number; financialProjections: number };
  predictedSuccess: { probability: number; timeframe: string; keyMilestones: string[] };
  opportunities: string[];
  riskFactors: string[];
  filters: FilterResult[];
  weights: { match: typeof matchWeights; confidence: typeof confidenceWeights; probability: typeof probabilityWeights };
  evidence: Evidence[];
}

export const confidenceWeights = { document: 0.3, financialMetrics: 0.2, market: 0.15, raise: 0.1, revenue: 0.1, users: 0.1, website: 0.05 } as const;
export const probabilityWeights = { matchScore: 0.4, analysisMean: 0.6, base: 0.05, scale: 0.85, perHighFlag: -0.05, min: 0.02, max: 0.95 } as const;

/** Sentences with values, written once as translation keys (decision 0023; French in the insights catalog): one per variant. */
export const advancedMatchTemplates = {
  matchScore: 'match score {{score}}/100',
  analysisMean: 'mean of the four analysis scores {{mean}}/100',
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
  const has = (present: boolean, yes: string, no: string) => ({ value: present ? 1 : 0, source: present ? yes : no });
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
  const analyses = {
    marketFit: marketFit(inputs),
    teamStrength: teamStrength(startup, document),
    technologyViability: technologyViability(startup, document),
    financialProjections: financialProjections(startup, inputs),
  };
  const confidence = confidenceOf(startup, context);
  const highFlags = document?.riskFlags.filter((f) => f.severity === 'high') ?? [];
  const meanAnalysis = (analyses.marketFit.score + analyses.teamStrength.score + analyses.technologyViability.score + analyses.financialProjections.score) / 4;
  const composite = weightedScore([
    { factor: 'matchScore', value: score / 100, weight: probabilityWeights.matchScore, source: fillText(advancedMatchTemplates.matchScore, { score }) },
    { factor: 'analysisMean', value: meanAnalysis / 100, weight: probabilityWeights.analysisMean, source: fillText(advancedMatchTemplates.analysisMean, { mean: round(meanAnalysis, 1) }) },
  ]);
  const blended = (probabilityWeights.matchScore * score + probabilityWeights.analysisMean * meanAnalysis) / 100;
  const raw = probabilityWeights.base + probabilityWeights.scale * blended + probabilityWeights.perHighFlag * highFlags.length;
  const probability = round(clamp(raw, probabilityWeights.min, probabilityWeights.max), 2);

  const evidence: Evidence[] = [...prefixed('score', base.evidence)];
  if (!base.passesFilters) {
    evidence.push({ factor: 'score.hardFilters', value: 0.5, weight: 1, contribution: score - base.score, source: fillText(advancedMatchTemplates.failed, { filters: base.filters.filter((f) => f.status === 'fail').map((f) => f.filter).join(', ') }) });
  }
  for (const [name, analysis] of Object.entries(analyses)) evidence.push(...prefixed(name, analysis.evidence));
  evidence.push(...prefixed('confidence', confidence.evidence), ...prefixed('probability', composite.evidence));
  if (highFlags.length > 0) {
    evidence.push({ factor: 'probability.highSeverityFlags', value: highFlags.length, weight: probabilityWeights.perHighFlag, contribution: round(probabilityWeights.perHighFlag * highFlags.length * 100, 1), source: highFlags.map((f) => f.ruleId).join(', ') });
  }

  const opportunities = [
    ...base.evidence.filter((e) => e.value >= 0.8).map((e) => fillText(opportunityTemplates[e.factor] ?? `${e.factor}: {{source}}`, { source: e.source })),
    ...(market && market.growthPotential >= 60 ? [fillText(advancedMatchTemplates.marketGrowth, { score: market.growthPotential, market: market.label })] : []),
    ...Object.entries(analyses).filter(([, a]) => a.score >= 70).map(([name, a]) => fillText(strongTemplates[name as AnalysisName], { score: a.score })),
    ...(document?.strengths.slice(0, 2) ?? []),
  ];
  const riskFactors = [
    ...base.filters.filter((f) => f.status === 'fail').map((f) => fillText(failsTemplates[f.filter], { reason: f.reason })),
    ...base.filters.filter((f) => f.status === 'unknown').map((f) => fillText(uncheckedTemplates[f.filter], { reason: f.reason })),
    ...Object.entries(analyses).filter(([, a]) => a.score < 40).map(([name, a]) => {
      const weakest = [...a.evidence].sort((x, y) => x.value - y.value)[0];
      const analysis = name as AnalysisName;
      return weakest ? fillText(weakBecauseTemplates[analysis], { score: a.score, source: weakest.source }) : fillText(weakTemplates[analysis], { score: a.score });
    }),
    ...(document?.riskFlags.filter((f) => f.severity !== 'low').slice(0, 5).map((f) => (f.evidence ? fillText(advancedMatchTemplates.documentFlag, { title: f.title, evidence: f.evidence }) : f.title)) ?? []),
    ...(document ? [] : [isNotShared(context.document) ? advancedMatchMessages.deckNotShared : advancedMatchMessages.noDeck]),
    ...(market && market.competitiveIntensity >= 70 ? [fillText(advancedMatchTemplates.crowded, { score: market.competitiveIntensity, market: market.label })] : []),
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
    predictedSuccess: { probability, timeframe: benchmarkFor(startup.fundingStage)?.timeframe ?? 'unknown', keyMilestones: successMilestones(startup, document) },
    opportunities,
    riskFactors,
    filters: base.filters,
    weights: { match: matchWeights, confidence: confidenceWeights, probability: probabilityWeights },
    evidence,
  };
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
