/**
 * The four analysis scores of an advanced match, each 0–100 and each a weighted score of
 * factors on 0–1 (scoring.ts). A factor whose input the caller did not supply (no document
 * analysed, no financial model, no market analysis) is left out and the remaining weights are
 * renormalised; the startup's own missing fields (no website, no revenue stated) score 0.
 *
 * marketFit            = 0.4 sectorFit + 0.3 thesisSimilarity + 0.3 growthPotential/100
 * teamStrength         = 0.5 teamSize + 0.3 namedRoles + 0.2 founderStability
 *   teamSize = min(1, log2(size + 1) / log2(11)): 1 person 0.29, 3 → 0.58, 10 or more → 1
 *   namedRoles = min(1, distinct roles in the document / 4); founderStability = 0 after a departure flag
 * technologyViability  = 0.25 website + 0.35 techTerms + 0.4 solution section score/100
 *   techTerms = min(1, distinct technology words in the description / 3)
 * financialProjections = 0.3 revenue + 0.15 users + 0.15 raise + 0.15 ltvCac + 0.1 runway + 0.15 documentFinancials
 *   revenue = min(1, monthly revenue / stage benchmark), users likewise (stage-benchmarks.ts)
 *   raise = 1 inside the stage's typical range, 0.5 outside, 0 unstated
 *   ltvCac = min(1, LTV/CAC / 3) (3:1 is the usual SaaS rule of thumb), runway = min(1, months / 18)
 *   documentFinancials = 0 without figures in the document, else 1 − 0.5 per burn, financial-health
 *   or customer-concentration red flag of medium or high severity (not below 0)
 */
import { message } from '@baobab/contracts/i18n/message';
import type { DocumentAnalysis } from './document-intelligence/types';
import type { StartupFacts } from './facts';
import { round, weightedScore, type Evidence, type Factor } from './scoring';
import { benchmarkFor } from './stage-benchmarks';
import { words } from './text/tokenize';
import { label, listOf, usd } from './text/values';

export interface FinancialMetricsFacts {
  ltvCac: number | null;
  runwayMonths: number | null;
}

export interface MarketSignal {
  trendScore: number;
  growthPotential: number;
  competitiveIntensity: number;
}

export interface AnalysisInputs {
  sectorFit: number;
  thesisSimilarity: number;
  document: DocumentAnalysis | null;
  financialMetrics: FinancialMetricsFacts | null;
  market: MarketSignal | null;
}

export interface AnalysisScore {
  score: number;
  evidence: Evidence[];
}

const technologyWords = new Set([
  'platform', 'app', 'apps', 'api', 'apis', 'software', 'saas', 'ai', 'ml', 'data', 'cloud', 'mobile', 'ussd', 'blockchain',
  'iot', 'sensor', 'sensors', 'algorithm', 'algorithms', 'automation', 'automated', 'digital', 'online', 'marketplace',
  'dashboard', 'analytics', 'web', 'android', 'ios', 'sms', 'infrastructure', 'machine', 'learning',
]);

/** Sources with values, written once as translation keys (decision 0023; French in the insights catalog). */
export const analysisTemplates = {
  growthPotential: 'market analysis growth potential {{score}}/100',
  team: 'team of {{size}}',
  roles: 'document names {{roles}}',
  website: 'website {{website}}',
  techTerms: 'description mentions {{terms}}',
  solution: 'deck solution section scored {{score}}/100',
  revenue: 'monthly revenue {{revenue}} against {{benchmark}} for {{stage}}',
  users: '{{users}} users against {{benchmark}} for {{stage}}',
  raiseWithin: 'raise {{raise}} within the typical {{stage}} range',
  raiseOutside: 'raise {{raise}} outside the typical {{stage}} range',
  ltvCac: 'LTV/CAC {{ratio}} (3 or more scores full)',
  runway: 'runway {{months}} months (18 or more scores full)',
  figures: '{{figures}} revenue or cost figures in the document',
  figuresFlagged: '{{figures}} revenue or cost figures in the document; flags: {{flags}}',
} as const;

function present(factors: (Factor | null)[]): Factor[] {
  return factors.filter((f): f is Factor => f !== null);
}

export function marketFit(inputs: AnalysisInputs): AnalysisScore {
  return weightedScore(present([
    { factor: 'sectorFit', value: inputs.sectorFit, weight: 0.4, source: message('sector fit of the match') },
    { factor: 'thesisSimilarity', value: inputs.thesisSimilarity, weight: 0.3, source: message('thesis similarity of the match (scaled)') },
    inputs.market ? { factor: 'growthPotential', value: inputs.market.growthPotential / 100, weight: 0.3, source: message(analysisTemplates.growthPotential, { score: inputs.market.growthPotential }) } : null,
  ]));
}

export function teamStrength(startup: StartupFacts, document: DocumentAnalysis | null): AnalysisScore {
  const size = Math.max(0, startup.teamSize);
  const roles = document ? new Set(document.extractedData.team.map((f) => f.kind).filter((k) => k !== 'headcount' && k !== 'background')) : null;
  const departed = document?.riskFlags.some((f) => f.ruleId === 'founder-departure') ?? false;
  return weightedScore(present([
    { factor: 'teamSize', value: Math.min(1, Math.log2(size + 1) / Math.log2(11)), weight: 0.5, source: message(analysisTemplates.team, { size }) },
    roles ? { factor: 'namedRoles', value: Math.min(1, roles.size / 4), weight: 0.3, source: roles.size > 0 ? message(analysisTemplates.roles, { roles: listOf([...roles].slice(0, 6).map(label)) }) : message('document names no team roles') } : null,
    document ? { factor: 'founderStability', value: departed ? 0 : 1, weight: 0.2, source: departed ? message('document reports a founder or executive departure') : message('no departure reported in the document') } : null,
  ]));
}

export function technologyViability(startup: StartupFacts, document: DocumentAnalysis | null): AnalysisScore {
  const found = [...new Set(words(startup.description).filter((w) => technologyWords.has(w)))];
  const solution = document?.deckQuality?.sections.find((s) => s.section === 'solution');
  return weightedScore(present([
    { factor: 'website', value: startup.website ? 1 : 0, weight: 0.25, source: startup.website ? message(analysisTemplates.website, { website: startup.website }) : message('no website given') },
    { factor: 'techTerms', value: Math.min(1, found.length / 3), weight: 0.35, source: found.length > 0 ? message(analysisTemplates.techTerms, { terms: found.slice(0, 6).join(', ') }) : message('description names no technology') },
    solution ? { factor: 'solutionSection', value: solution.score / 100, weight: 0.4, source: message(analysisTemplates.solution, { score: solution.score }) } : null,
  ]));
}

export function financialProjections(startup: StartupFacts, inputs: AnalysisInputs): AnalysisScore {
  const bench = benchmarkFor(startup.fundingStage);
  const revenue = startup.monthlyRevenueUsd;
  const users = startup.tractionUsers;
  const raise = startup.raisingAmountUsd;
  const inRange = bench && raise !== null && raise >= bench.raiseUsd.min && raise <= bench.raiseUsd.max;
  const metrics = inputs.financialMetrics;
  const document = inputs.document;
  const figures = document ? [...document.extractedData.revenue, ...document.extractedData.expenses].filter((f) => f.amount).length : 0;
  const financialFlags = document?.riskFlags.filter((f) => f.severity !== 'low' && ['burn', 'financial-health', 'customer-concentration'].includes(f.category)) ?? [];
  return weightedScore(present([
    {
      factor: 'revenue',
      value: revenue && bench ? revenue / bench.monthlyRevenueUsd : 0,
      weight: 0.3,
      source: revenue ? message(analysisTemplates.revenue, { revenue: usd(revenue), benchmark: usd(bench?.monthlyRevenueUsd ?? 0), stage: label(startup.fundingStage) }) : message('no monthly revenue stated'),
    },
    {
      factor: 'users',
      value: users && bench ? users / bench.users : 0,
      weight: 0.15,
      source: users ? message(analysisTemplates.users, { users, benchmark: bench ? bench.users : '?', stage: label(startup.fundingStage) }) : message('no user count stated'),
    },
    {
      factor: 'raise',
      value: raise === null ? 0 : inRange ? 1 : 0.5,
      weight: 0.15,
      source: raise === null ? message('raise not stated') : message(inRange ? analysisTemplates.raiseWithin : analysisTemplates.raiseOutside, { raise: usd(raise), stage: label(startup.fundingStage) }),
    },
    metrics?.ltvCac != null ? { factor: 'ltvCac', value: metrics.ltvCac / 3, weight: 0.15, source: message(analysisTemplates.ltvCac, { ratio: round(metrics.ltvCac, 1) }) } : null,
    metrics?.runwayMonths != null ? { factor: 'runway', value: metrics.runwayMonths / 18, weight: 0.1, source: message(analysisTemplates.runway, { months: round(metrics.runwayMonths, 1) }) } : null,
    document ? {
      factor: 'documentFinancials',
      value: figures > 0 ? Math.max(0, 1 - 0.5 * financialFlags.length) : 0,
      weight: 0.15,
      source: figures === 0 ? message('no revenue or cost figures in the document') : financialFlags.length > 0 ? message(analysisTemplates.figuresFlagged, { figures, flags: financialFlags.map((f) => f.ruleId).join(', ') }) : message(analysisTemplates.figures, { figures }),
    } : null,
  ]));
}
