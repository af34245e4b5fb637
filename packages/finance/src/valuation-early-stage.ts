/**
 * Pre-revenue valuation methods: Berkus, Scorecard (Payne) and Risk Factor Summation.
 * Each takes explicit ratings from the caller when given, and otherwise derives them
 * from the startup's facts by the rules below. A rating with no fact behind it is not
 * made up: Berkus scores it 0, Scorecard rates it average (100%), RFS rates it 0
 * (neutral), and the method's confidence falls with the share of ratings it lacked.
 */
import { type Baseline, noBaselineReason } from './valuation-comparables';
import { type MethodResult, type StartupFacts, type MoneyWriter, notApplicable, stageSuitability, usdAmount } from './valuation-types';
import { message, type MessageValue, type Text } from '@baobab/contracts/i18n/message';
import { joinText, valuationTemplates } from './valuation-texts';

// ---- Berkus -------------------------------------------------------------------

/**
 * Dave Berkus, "After 20 years: updating the Berkus Method of valuation" (2016): five
 * elements, each adding up to $500,000 to a pre-revenue pre-money valuation; the author
 * asks users to rescale the per-element maximum to their market (`elementMaxCents`).
 */
export const berkusElements = ['soundIdea', 'prototype', 'qualityTeam', 'strategicRelationships', 'productRollout'] as const;
export type BerkusElement = (typeof berkusElements)[number];
/** Each score is the fraction (0–1) of the element's maximum earned. */
export type BerkusScores = Partial<Record<BerkusElement, number>>;

const berkusLabels: Record<BerkusElement, string> = {
  soundIdea: 'sound idea (basic value)',
  prototype: 'prototype (technology risk)',
  qualityTeam: 'quality management team (execution risk)',
  strategicRelationships: 'strategic relationships (market risk)',
  productRollout: 'product rollout or sales (production risk)',
};

/** Scores read from the facts; an element without a fact is absent. */
export function berkusScoresFromFacts(f: StartupFacts): BerkusScores {
  const scores: BerkusScores = {};
  if (f.marketSizeCents !== undefined) scores.soundIdea = tier(f.marketSizeCents / 100, [[1e9, 1], [1e8, 0.75], [1e7, 0.5]], 0.25);
  if (f.productStage !== undefined) scores.prototype = { idea: 0, prototype: 0.6, launched: 1 }[f.productStage];
  if (f.teamSize !== undefined) {
    const base = tier(f.teamSize, [[10, 1], [4, 0.75], [2, 0.5]], 0.25);
    scores.qualityTeam = Math.min(1, base + ((f.foundersWithExits ?? 0) > 0 ? 0.25 : 0));
  }
  if (f.hasStrategicPartners !== undefined) scores.strategicRelationships = f.hasStrategicPartners ? 1 : 0;
  if (f.monthlyRevenueCents !== undefined || f.tractionUsers !== undefined) {
    const revenue = f.monthlyRevenueCents ?? 0;
    const users = f.tractionUsers ?? 0;
    scores.productRollout = revenue >= 1_000_000 ? 1 : revenue > 0 ? 0.75 : users >= 1_000 ? 0.5 : users > 0 ? 0.25 : 0;
  }
  return scores;
}

export function berkusMethod(f: StartupFacts, options: { scores?: BerkusScores; elementMaxCents?: number } = {}, write: MoneyWriter = usdAmount): MethodResult {
  const elementMax = options.elementMaxCents ?? 50_000_000;
  const scores = { ...berkusScoresFromFacts(f), ...options.scores };
  let value = 0;
  let scored = 0;
  const explanation: Text[] = [];
  for (const element of berkusElements) {
    const score = scores[element];
    if (score === undefined) {
      explanation.push(message(valuationTemplates.noFacts, { element: message(berkusLabels[element]) }));
      continue;
    }
    const amount = Math.round(Math.min(1, Math.max(0, score)) * elementMax);
    value += amount;
    scored += 1;
    explanation.push(message(berkusElementTemplates[element], { amount: write(amount), max: write(elementMax) }));
  }
  const confidence = stageSuitability.berkus[f.stage] * (scored / berkusElements.length);
  return { valueCents: value, confidence, explanation: [message(valuationTemplates.berkusTotal, { value: write(value), scored }), ...explanation] };
}

/** Each element's line, one translation key each (its label starts the sentence). */
const berkusElementTemplates: Record<BerkusElement, string> = {
  soundIdea: 'sound idea (basic value): {{amount}} of {{max}}.',
  prototype: 'prototype (technology risk): {{amount}} of {{max}}.',
  qualityTeam: 'quality management team (execution risk): {{amount}} of {{max}}.',
  strategicRelationships: 'strategic relationships (market risk): {{amount}} of {{max}}.',
  productRollout: 'product rollout or sales (production risk): {{amount}} of {{max}}.',
};

type BaselineTemplates = Record<NonNullable<Baseline['source']>['kind'] | 'other', string>;
const scorecardBaselineTemplates: BaselineTemplates = {
  supplied: valuationTemplates.scorecardSupplied,
  region: valuationTemplates.scorecardRegion,
  allRegions: valuationTemplates.scorecardAllRegions,
  other: valuationTemplates.scorecardOther,
};
const riskBaselineTemplates: BaselineTemplates = {
  supplied: valuationTemplates.riskSupplied,
  region: valuationTemplates.riskRegion,
  allRegions: valuationTemplates.riskAllRegions,
  other: valuationTemplates.riskOther,
};

/** The method's first sentence with its baseline spelled out (the key names where the baseline came from). */
function baselineSentence(baseline: Baseline, values: Record<string, MessageValue>, templates: BaselineTemplates): Text {
  const source = baseline.source;
  if (!source) return message(templates.other, { ...values, baseline: baseline.description ?? '' });
  return message(templates[source.kind], { ...values, number: source.peers, baseline: source.amount });
}

// ---- Scorecard ------------------------------------------------------------------

/** Bill Payne, "Scorecard Valuation Methodology" (2011): weights of the comparison factors. */
export const scorecardWeights = {
  team: 0.3,
  opportunity: 0.25,
  product: 0.15,
  competition: 0.1,
  marketing: 0.1,
  additionalInvestment: 0.05,
  other: 0.05,
} as const;
export type ScorecardFactor = keyof typeof scorecardWeights;
const scorecardLabels: Record<ScorecardFactor, string> = {
  team: 'strength of the team',
  opportunity: 'size of the opportunity',
  product: 'product and technology',
  competition: 'competitive environment',
  marketing: 'marketing, sales and partnerships',
  additionalInvestment: 'need for additional investment',
  other: 'other factors',
};
/** Each rating compares the startup with the average comparable: 1 = 100%, 1.25 = 125%. */
export type ScorecardRatings = Partial<Record<ScorecardFactor, number>>;

/** Payne's formula: baseline × Σ weight × rating (missing ratings count as 100%). */
export function scorecardValue(baselineCents: number, ratings: ScorecardRatings): { valueCents: number; sumOfFactors: number } {
  let sum = 0;
  for (const key of Object.keys(scorecardWeights) as ScorecardFactor[]) sum += scorecardWeights[key] * (ratings[key] ?? 1);
  return { valueCents: Math.round(baselineCents * sum), sumOfFactors: sum };
}

type Medians = { teamSize: number | null; tractionUsers: number | null; monthlyRevenueCents: number | null; raiseAmountCents: number | null };

/** Ratings read from the facts against the comparables' medians (clamped to 50–150%). */
export function scorecardRatingsFromFacts(f: StartupFacts, medians: Medians): ScorecardRatings {
  const ratio = (ours: number | undefined, theirs: number | null) =>
    ours !== undefined && theirs !== null && theirs > 0 ? Math.min(1.5, Math.max(0.5, ours / theirs)) : undefined;
  const ratings: ScorecardRatings = {};
  const team = ratio(f.teamSize, medians.teamSize);
  if (team !== undefined) ratings.team = Math.min(1.5, team + ((f.foundersWithExits ?? 0) > 0 ? 0.25 : 0));
  // Payne's worksheet: a target market under $50M lowers the rating, over $100M raises it.
  if (f.marketSizeCents !== undefined) ratings.opportunity = tier(f.marketSizeCents / 100, [[1e9, 1.5], [1e8, 1.25], [5e7, 1]], 0.75);
  if (f.productStage !== undefined) ratings.product = { idea: 0.75, prototype: 1, launched: 1.25 }[f.productStage];
  if (f.competitorCount !== undefined) ratings.competition = f.competitorCount <= 2 ? 1.25 : f.competitorCount <= 5 ? 1 : f.competitorCount <= 10 ? 0.9 : 0.75;
  const marketing = ratio(f.monthlyRevenueCents, medians.monthlyRevenueCents) ?? ratio(f.tractionUsers, medians.tractionUsers);
  if (marketing !== undefined) ratings.marketing = marketing;
  // Needing less money than comparables raise rates higher.
  const need = f.raiseAmountCents !== undefined && f.raiseAmountCents > 0 ? ratio(medians.raiseAmountCents ?? undefined, f.raiseAmountCents) : undefined;
  if (need !== undefined) ratings.additionalInvestment = need;
  return ratings;
}

export function scorecardMethod(f: StartupFacts, baseline: Baseline | null, medians: Medians, override: ScorecardRatings = {}, write: MoneyWriter = usdAmount): MethodResult {
  if (!baseline) return notApplicable(noBaselineReason('Scorecard'));
  const ratings = { ...scorecardRatingsFromFacts(f, medians), ...override };
  const { valueCents, sumOfFactors } = scorecardValue(baseline.valueCents, ratings);
  const rated = (Object.keys(scorecardWeights) as ScorecardFactor[]).filter((k) => k !== 'other' && ratings[k] !== undefined);
  const coveredWeight = rated.reduce((sum, k) => sum + scorecardWeights[k], 0) / (1 - scorecardWeights.other);
  const missing = (Object.keys(scorecardWeights) as ScorecardFactor[]).filter((k) => k !== 'other' && ratings[k] === undefined);
  return {
    valueCents,
    confidence: stageSuitability.scorecard[f.stage] * baseline.quality * (0.4 + 0.6 * coveredWeight),
    explanation: [
      baselineSentence(baseline, { value: write(valueCents), sum: Math.round(sumOfFactors * 1000) / 1000 }, scorecardBaselineTemplates),
      ...(missing.length > 0 ? [message(valuationTemplates.ratedAverage, { factors: joinText(missing.map((k) => message(scorecardLabels[k])), 'list') })] : []),
    ],
  };
}

// ---- Risk Factor Summation --------------------------------------------------------

/**
 * Risk Factor Summation (Ohio TechAngels; described by Bill Payne, 2011/2013): twelve
 * risks each rated from −2 (very high risk) to +2 (very low risk); each step moves the
 * baseline pre-money by $250,000.
 */
export const riskFactors = [
  'management', 'stageOfBusiness', 'legislationPolitical', 'manufacturing', 'salesMarketing', 'fundingCapitalRaising',
  'competition', 'technology', 'litigation', 'international', 'reputation', 'potentialLucrativeExit',
] as const;
export type RiskFactor = (typeof riskFactors)[number];
const riskFactorLabels: Record<RiskFactor, string> = {
  management: 'management',
  stageOfBusiness: 'stage of the business',
  legislationPolitical: 'legislation and politics',
  manufacturing: 'manufacturing',
  salesMarketing: 'sales and marketing',
  fundingCapitalRaising: 'funding and capital raising',
  competition: 'competition',
  technology: 'technology',
  litigation: 'litigation',
  international: 'international',
  reputation: 'reputation',
  potentialLucrativeExit: 'potential for a lucrative exit',
};
export type RiskRatings = Partial<Record<RiskFactor, number>>;
export const riskStepCents = 25_000_000;

export function riskRatingsFromFacts(f: StartupFacts, medianRaiseCents: number | null): RiskRatings {
  const r: RiskRatings = {};
  if (f.teamSize !== undefined) {
    const base = f.teamSize >= 5 ? 1 : f.teamSize >= 3 ? 0.5 : f.teamSize >= 2 ? 0 : -1;
    r.management = roundHalfAwayFromZero(Math.min(2, base + ((f.foundersWithExits ?? 0) > 0 ? 1 : 0)));
  }
  const revenue = f.monthlyRevenueCents;
  if (revenue !== undefined && revenue >= 10_000_000) r.stageOfBusiness = 2;
  else if (revenue !== undefined && revenue > 0) r.stageOfBusiness = 1;
  else if (f.productStage !== undefined) r.stageOfBusiness = { idea: -2, prototype: -1, launched: 0 }[f.productStage];
  if (revenue !== undefined || f.tractionUsers !== undefined) r.salesMarketing = (revenue ?? 0) > 0 ? ((f.tractionUsers ?? 0) >= 10_000 ? 2 : 1) : (f.tractionUsers ?? 0) >= 1_000 ? 0 : -1;
  if (f.raiseAmountCents !== undefined && medianRaiseCents !== null) r.fundingCapitalRaising = f.raiseAmountCents <= medianRaiseCents ? 1 : f.raiseAmountCents > 2 * medianRaiseCents ? -1 : 0;
  if (f.competitorCount !== undefined) r.competition = f.competitorCount <= 2 ? 1 : f.competitorCount > 10 ? -1 : 0;
  if (f.productStage !== undefined) r.technology = { idea: -1, prototype: 0, launched: 1 }[f.productStage];
  if (f.marketSizeCents !== undefined) r.potentialLucrativeExit = tier(f.marketSizeCents / 100, [[1e9, 2], [1e8, 1], [1e7, 0]], -1);
  return r;
}

export function riskFactorSummationMethod(f: StartupFacts, baseline: Baseline | null, medianRaiseCents: number | null, override: RiskRatings = {}, write: MoneyWriter = usdAmount): MethodResult {
  if (!baseline) return notApplicable(noBaselineReason('Risk Factor Summation'));
  const ratings = { ...riskRatingsFromFacts(f, medianRaiseCents), ...override };
  let steps = 0;
  const rated: Text[] = [];
  for (const factor of riskFactors) {
    const rating = ratings[factor];
    if (rating === undefined) continue;
    steps += Math.max(-2, Math.min(2, roundHalfAwayFromZero(rating)));
    rated.push(message(rating > 0 ? valuationTemplates.ratedRiskUp : valuationTemplates.ratedRisk, { factor: message(riskFactorLabels[factor]), rating }));
  }
  const raw = baseline.valueCents + steps * riskStepCents;
  const valueCents = Math.max(0, raw);
  return {
    valueCents,
    confidence: stageSuitability.riskFactorSummation[f.stage] * baseline.quality * (0.4 + 0.6 * (rated.length / riskFactors.length)),
    explanation: [
      baselineSentence(baseline, { value: write(valueCents), direction: message(steps >= 0 ? 'plus' : 'minus'), steps: Math.abs(steps), step: write(riskStepCents) }, riskBaselineTemplates),
      rated.length > 0
        ? message(valuationTemplates.ratedRisks, { ratings: joinText(rated, 'list'), number: riskFactors.length - rated.length })
        : message('No risk could be rated from the profile; all twelve are neutral.'),
      ...(raw < 0 ? [message(valuationTemplates.riskFloored, { zero: write(0) })] : []),
    ],
  };
}

/**
 * Ratings are whole steps; a half step rounds away from zero, so that +0.5 and −0.5
 * move the value by the same amount in opposite directions (Math.round would take
 * +0.5 to +1 but −0.5 to 0).
 */
function roundHalfAwayFromZero(x: number): number {
  return Math.sign(x) * Math.round(Math.abs(x));
}

/** The value of the first tier whose threshold `value` reaches, else `otherwise`. */
function tier(value: number, tiers: [number, number][], otherwise: number): number {
  for (const [threshold, result] of tiers) if (value >= threshold) return result;
  return otherwise;
}
