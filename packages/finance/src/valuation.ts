/**
 * Startup valuation: seven methods over the caller's facts and the platform's
 * comparable startups, and a recommendation.
 *
 * Recommendation: the fair value is the confidence-weighted average of the methods
 * that could run (confidence > 0) and whose value is meaningful, rounded to whole
 * dollars; the range is the lowest and highest of those methods' values and bands. A value built
 * on a default the founder never entered, or less than a tenth of the median of the
 * others, is left out of both (see `excludedMethods`) and the reasoning says why. The
 * reasoning lists how each method got its number, what it lacked, and which methods
 * could not run. With no method able to
 * run, the fair value and range are 0 and the reasoning says what data is missing.
 *
 * What each method uses (details in its file):
 * - Berkus: market size, product stage, team size and exits, strategic partners, revenue or users.
 * - Scorecard and Risk Factor Summation: a baseline from the comparables (or the
 *   caller), adjusted by team, market, product, competition, traction and raise size.
 * - Venture Capital and First Chicago: monthly revenue, growth, raise; an exit multiple.
 * - Discounted cash flow: the caller's cash flows or a projection from revenue, growth and margin.
 * - Comparables: the platform's startups at the same stage with a recorded valuation (region and
 *   sector when enough); with too few recorded peers it gives no number (`recordedPeers` says how many).
 * - Round on the record: the company's confirmed round, else the pre-money its raise implies at the
 *   usual dilution, with that band as its range (valuation-round-terms.ts).
 */
import { message, type Text } from '@baobab/contracts/i18n/message';
import { type ComparableSet, comparableBaseline, comparableMedian, comparablesMethod, recordedPeers, selectComparables } from './valuation-comparables';
import {
  type BerkusScores,
  type RiskRatings,
  type ScorecardRatings,
  berkusMethod,
  riskFactorSummationMethod,
  scorecardMethod,
} from './valuation-early-stage';
import { type RoundRecord, roundTermsMethod } from './valuation-round-terms';
import { joinText, valuationTemplates } from './valuation-texts';
import { type ChicagoScenario, type IncomeOptions, discountedCashFlowMethod, firstChicagoMethod, ventureCapitalMethod } from './valuation-income';
import {
  type ComparableCompany,
  type MethodResult,
  type RecordedValuation,
  type StartupFacts,
  type ValuationMethod,
  type MoneyWriter,
  usdAmount,
  valuationMethods,
} from './valuation-types';

export type ValuationInput = {
  facts: StartupFacts;
  comparables?: readonly ComparableCompany[];
  berkus?: { scores?: BerkusScores; elementMaxCents?: number };
  scorecard?: ScorecardRatings;
  riskFactors?: RiskRatings;
  /** Baseline pre-money for Scorecard and RFS instead of the comparables' average. */
  baselineValuationCents?: number;
  income?: IncomeOptions;
  firstChicagoScenarios?: ChicagoScenario[];
  yearlyCashFlowsCents?: number[];
  /** The company's own round: a confirmed round, and the pre-money valuations modelled on its cap table. */
  round?: RoundRecord;
  /**
   * The amounts of the reasoning sentences, as amount values; US dollars when absent. The server passes one
   * that converts to the company's currency at the latest stored rate (decision 0044), so no sentence states dollars.
   */
  write?: MoneyWriter;
};

export type Valuation = {
  fairValueCents: number;
  range: { minCents: number; maxCents: number };
  /** Messages (decision 0046); the API sends their English. */
  reasoning: Text[];
  methods: Record<ValuationMethod, MethodResult>;
  /** The recorded peer valuations the comparables method used (their count only when too few to use). */
  comparables: { minimumPeers: number; count: number; peers: RecordedValuation[] };
};

export const methodLabels: Record<ValuationMethod, string> = {
  berkus: 'Berkus',
  scorecard: 'Scorecard',
  riskFactorSummation: 'Risk Factor Summation',
  ventureCapital: 'Venture Capital method',
  firstChicago: 'First Chicago',
  discountedCashFlow: 'Discounted cash flow',
  comparables: 'Comparables',
  roundTerms: 'Round on the record',
};

export function valueStartup(input: ValuationInput): Valuation {
  const { facts } = input;
  const write = input.write ?? usdAmount;
  const set: ComparableSet = selectComparables(facts, input.comparables ?? []);
  const baseline = comparableBaseline(set, input.baselineValuationCents, write);
  const medians = {
    teamSize: comparableMedian(set, (c) => c.teamSize),
    tractionUsers: comparableMedian(set, (c) => c.tractionUsers),
    monthlyRevenueCents: comparableMedian(set, (c) => c.monthlyRevenueCents),
    raiseAmountCents: comparableMedian(set, (c) => c.raiseAmountCents),
  };
  const methods: Record<ValuationMethod, MethodResult> = {
    berkus: berkusMethod(facts, input.berkus, write),
    scorecard: scorecardMethod(facts, baseline, medians, input.scorecard, write),
    riskFactorSummation: riskFactorSummationMethod(facts, baseline, medians.raiseAmountCents, input.riskFactors, write),
    ventureCapital: ventureCapitalMethod(facts, input.income, write),
    firstChicago: firstChicagoMethod(facts, { ...input.income, ...(input.firstChicagoScenarios ? { scenarios: input.firstChicagoScenarios } : {}) }, write),
    discountedCashFlow: discountedCashFlowMethod(facts, input.yearlyCashFlowsCents ? { yearlyCashFlowsCents: input.yearlyCashFlowsCents } : {}, write),
    comparables: comparablesMethod(facts, set, write),
    roundTerms: roundTermsMethod(facts.stage, facts.raiseAmountCents, input.round, write),
  };
  return { ...recommend(methods, write), methods, comparables: recordedPeers(set) };
}

/** Confidence-weighted fair value, min–max range and reasoning (see the file comment). */
export function recommend(methods: Record<ValuationMethod, MethodResult>, write: MoneyWriter = usdAmount): Omit<Valuation, 'methods' | 'comparables'> {
  const applicable = valuationMethods.filter((m) => methods[m].confidence > 0);
  if (applicable.length === 0) {
    return {
      fairValueCents: 0,
      range: { minCents: 0, maxCents: 0 },
      reasoning: [
        message('Not enough data to value this startup: add revenue, team, product and market facts to the profile, or wait for comparable startups at the same stage.'),
        ...valuationMethods.flatMap((m) => methods[m].explanation),
      ],
    };
  }
  const excluded = excludedMethods(methods, applicable, write);
  const used = applicable.filter((m) => !excluded.has(m));
  let weight = 0;
  let weighted = 0;
  for (const m of used) {
    weight += methods[m].confidence;
    weighted += methods[m].confidence * methods[m].valueCents;
  }
  const fairValueCents = Math.round(weighted / weight / 100) * 100;
  const values = used.flatMap((m) => [methods[m].valueCents, ...(methods[m].rangeCents ? [methods[m].rangeCents.min, methods[m].rangeCents.max] : [])]);
  const skipped = valuationMethods.filter((m) => methods[m].confidence === 0);
  return {
    fairValueCents,
    range: { minCents: Math.min(...values), maxCents: Math.max(...values) },
    reasoning: [
      message(valuationTemplates.fairValue, { value: write(fairValueCents), count: used.length }),
      ...used.map((m) =>
        message(valuationTemplates.usedLine, { method: message(methodLabels[m]), percent: Math.round(methods[m].confidence * 100), explanation: joinText(methods[m].explanation, 'sentences') }),
      ),
      ...[...excluded].map(([m, reason]) => message(valuationTemplates.excludedLine, { method: message(methodLabels[m]), reason, explanation: joinText(methods[m].explanation, 'sentences') })),
      ...skipped.map((m) => methods[m].explanation[0] ?? message(valuationTemplates.couldNotRun, { method: message(methodLabels[m]) })),
    ],
  };
}

/** A method's value more than this many times below the median of the others is not meaningful. */
const outlierFactor = 10;

/**
 * Methods whose value is not meaningful, with the reason in plain words: a value built
 * on a default the founder never entered, or one less than a tenth of the median of the
 * other methods (with at least two others to compare with), such as a discounted cash
 * flow floored at $0. Baobab's rule; at least one method is always kept.
 */
function excludedMethods(methods: Record<ValuationMethod, MethodResult>, applicable: readonly ValuationMethod[], write: MoneyWriter): Map<ValuationMethod, Text> {
  const excluded = new Map<ValuationMethod, Text>();
  for (const m of applicable) {
    const reason = methods[m].restsOnDefault;
    if (reason !== undefined && excluded.size < applicable.length - 1) excluded.set(m, reason);
  }
  const remaining = applicable.filter((m) => !excluded.has(m));
  if (remaining.length < 3) return excluded;
  for (const m of remaining) {
    const others = remaining.filter((x) => x !== m).map((x) => methods[x].valueCents).sort((a, b) => a - b);
    const mid = others.length / 2;
    const median = others.length % 2 === 1 ? (others[Math.floor(mid)] ?? 0) : ((others[mid - 1] ?? 0) + (others[mid] ?? 0)) / 2;
    if (methods[m].valueCents * outlierFactor < median) {
      excluded.set(m, message(valuationTemplates.farBelow, { value: write(methods[m].valueCents), median: write(Math.round(median)) }));
    }
  }
  return excluded;
}
