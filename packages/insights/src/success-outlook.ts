/**
 * A success outlook you can source (decision 0038): a base rate from a published cohort study for the
 * startup's stage and place, moved by the startup's assessment by a stated rule, or "no defensible
 * number" when no study Baobab can cite covers the case. It replaces a free-standing "predicted
 * success" probability that no outcome data stood behind.
 *
 * Base rates: only figures read in the publication itself (baseRates below). Where the stage or the
 * place is not covered, the outlook is unknown: a figure for US seed companies says nothing
 * defensible about a Seed startup in Lagos, and none is borrowed.
 *
 * The adjustment rule, on odds (p ÷ (1 − p)):
 *   adjusted odds = base odds × 2^((score − 50) ÷ 50)
 * so a score of 50 leaves the base rate as it is, 100 doubles the odds and 0 halves them. The
 * factor 2 is a bound chosen, not fitted: Baobab has no outcome history to calibrate the assessment
 * on, so the assessment may move the published rate only so far. The range is the rule applied to
 * the assessment's likely low and high; rounded to a tenth of a percentage point, half up.
 *
 * Guarantees (success-outlook.test.ts, fast-check): a higher score, low or high never lowers the
 * adjusted figures; the range always contains the figure at the score itself; the range always lies
 * within the base odds ÷ 2 and × 2; and it contains the base rate whenever the likely range contains 50.
 */
import { countryCodeOf } from '@baobab/contracts/geography';
import { message, type PercentValue, type Text } from '@baobab/contracts/i18n/message';
import { stageMatches } from '@baobab/contracts/taxonomy';

export type PublishedSource = {
  publisher: string;
  title: string;
  year: number;
  /** Where in the publication the figure is: a table, a chart or the text. */
  location: string;
  url: string;
};

export type BaseRate = {
  stage: string;
  /** ISO country code the cohort was headquartered in. */
  country: string;
  /** How the outlook names the place, e.g. 'the United States'. */
  place: string;
  rate: number;
  /** What the rate is the share of, as the publication defines it. */
  outcome: string;
  /** How long the cohort was followed, for the screen's "within …". */
  timeframe: string;
  source: PublishedSource;
};

/**
 * CB Insights followed 1,098 tech companies headquartered in the US that raised a first seed round
 * in 2008, 2009 or 2010, to 28 February 2017: 46% raised a second (equity, not tranche) round. The
 * post is undated on the page; Fred Wilson's AVC post of February 2018 links it as "from last
 * October", so October 2017.
 */
export const baseRates: readonly BaseRate[] = [
  {
    stage: 'Seed',
    country: 'US',
    place: 'the United States',
    rate: 0.46,
    outcome: 'share of 1,098 US tech companies with a first seed round in 2008–2010 that raised a second round by February 2017',
    timeframe: '6-9 years',
    source: {
      publisher: 'CB Insights',
      title: 'The Venture Capital Funnel',
      year: 2017,
      location: 'funnel chart and text, second round',
      url: 'https://www.cbinsights.com/blog/venture-capital-funnel-2/',
    },
  },
];

/** The rule's constants: the odds factor at a score of 0 and 100 is 1 ÷ 2 and 2; 50 is neutral. */
export const outlookRule = { neutralScore: 50, oddsFactorAtExtremes: 2 } as const;

/** An assessment on 0–100 with its likely range; `low === high` when only a point exists. */
export type Assessment = { score: number; low: number; high: number };

export type SuccessOutlook =
  | {
      known: true;
      baseRate: number;
      outcome: string;
      timeframe: string;
      source: PublishedSource;
      /** The base rate moved by the assessment: at the score, and over its likely range; the base rate itself with no assessment. */
      adjusted: { rate: number; low: number; high: number };
      explanation: Text[];
    }
  | { known: false; reason: Text };

export const successOutlookTemplates = {
  baseRate: 'Base rate {{rate}} for {{stage}} in {{place}}: {{outcome}} ({{publisher}}, {{title}}, {{year}}, {{location}})',
  moved: "This startup's assessment {{score}} (likely {{low}}–{{high}}) moves it to {{from}}–{{to}}",
  movedPoint: "This startup's assessment {{score}} (no likely range yet) moves it to {{rate}}",
  noAssessment: 'No assessment of this startup yet: the base rate stands as published',
  rule: 'The assessment multiplies the odds by 2^((score − 50) ÷ 50), from half at 0 to double at 100; a bound chosen, not fitted to outcomes',
  unknown: 'No defensible number for {{stage}} in {{place}}: Baobab knows no published cohort study for it',
} as const;

const clampScore = (n: number) => Math.min(100, Math.max(0, n));
/** Half up to a tenth of a percentage point, on 0–1: monotone, so rounding never reverses an order. */
const roundRate = (p: number) => Math.round(p * 1000) / 1000;
/** A rate on 0–1 as a percentage value, to a tenth of a point (decision 0046: each language writes it). */
const percent = (p: number): PercentValue => ({ percent: Math.round(p * 1000) / 10 });

/** The rule on one score (0–100), unrounded. */
export function adjustRate(baseRate: number, score: number): number {
  const odds = (baseRate / (1 - baseRate)) * outlookRule.oddsFactorAtExtremes ** ((clampScore(score) - outlookRule.neutralScore) / outlookRule.neutralScore);
  return odds / (1 + odds);
}

function baseRateFor(stage: string, country: string | null): BaseRate | null {
  const code = country ? countryCodeOf(country) : null;
  return baseRates.find((b) => stageMatches([b.stage], stage) && b.country === code) ?? null;
}

/**
 * The outlook of a startup at `stage` in `place` (its region, and its country when known), moved by its
 * assessment when there is one.
 */
export function successOutlook(stage: string, place: { region: string; country: string | null }, assessment: Assessment | null): SuccessOutlook {
  const base = baseRateFor(stage, place.country);
  if (!base) return { known: false, reason: message(successOutlookTemplates.unknown, { stage: message(stage), place: message(place.region) }) };
  const { source } = base;
  // The publisher and the publication's title are names, shown as published; the year is not a figure.
  const explanation: Text[] = [message(successOutlookTemplates.baseRate, {
    rate: percent(base.rate), stage: message(base.stage), place: message(base.place), outcome: message(base.outcome), publisher: source.publisher, title: source.title, year: String(source.year), location: message(source.location),
  })];
  const common = { known: true as const, baseRate: base.rate, outcome: base.outcome, timeframe: base.timeframe, source };
  if (!assessment) return { ...common, adjusted: { rate: base.rate, low: base.rate, high: base.rate }, explanation: [...explanation, message(successOutlookTemplates.noAssessment)] };
  const score = clampScore(assessment.score);
  const low = Math.min(score, clampScore(assessment.low));
  const high = Math.max(score, clampScore(assessment.high));
  const adjusted = { rate: roundRate(adjustRate(base.rate, score)), low: roundRate(adjustRate(base.rate, low)), high: roundRate(adjustRate(base.rate, high)) };
  const moved = low === high
    ? message(successOutlookTemplates.movedPoint, { score, rate: percent(adjusted.rate) })
    : message(successOutlookTemplates.moved, { score, low, high, from: percent(adjusted.low), to: percent(adjusted.high) });
  return { ...common, adjusted, explanation: [...explanation, moved, message(successOutlookTemplates.rule)] };
}
