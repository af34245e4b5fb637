/**
 * Comparable startups from the platform: choosing them, the baseline valuation the
 * Scorecard and Risk Factor Summation methods start from, and the comparables method.
 *
 * Selection: same funding stage always; the same region when at least three such
 * startups exist (Payne's scorecard compares "pre-revenue companies in the region"),
 * otherwise every region, with a lower confidence. The sector narrows further when at
 * least three remain.
 */
import {
  type ComparableCompany,
  type MethodResult,
  type StartupFacts,
  formatUsd,
  normaliseLabel,
  notApplicable,
  stageSuitability,
} from './valuation-types';

export type ComparableSet = {
  companies: ComparableCompany[];
  sameRegion: boolean;
  sameSector: boolean;
};

const minimumSet = 3;

export function selectComparables(facts: StartupFacts, all: readonly ComparableCompany[]): ComparableSet {
  const stage = normaliseLabel(facts.stage);
  const sameStage = all.filter((c) => normaliseLabel(c.stage) === stage && c.valuationCents > 0);
  const inRegion = facts.region ? sameStage.filter((c) => c.region && normaliseLabel(c.region) === normaliseLabel(facts.region ?? '')) : [];
  const sameRegion = inRegion.length >= minimumSet;
  const pool = sameRegion ? inRegion : sameStage;
  const inSector = facts.sector ? pool.filter((c) => normaliseLabel(c.sector) === normaliseLabel(facts.sector ?? '')) : [];
  const sameSector = inSector.length >= minimumSet;
  return { companies: sameSector ? inSector : pool, sameRegion, sameSector };
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Median of a field over the comparables that have it (positive values only). */
export function comparableMedian(set: ComparableSet, pick: (c: ComparableCompany) => number | undefined): number | null {
  return median(set.companies.map(pick).filter((v): v is number => v !== undefined && v > 0));
}

export type Baseline = { valueCents: number; quality: number; description: string };

/**
 * The baseline pre-money for Scorecard and RFS: the caller's figure when given,
 * otherwise the average valuation of the comparables (Payne uses the average of
 * comparable pre-money valuations). Quality 0–1 grows with the number of comparables
 * and drops when they come from other regions.
 */
export function comparableBaseline(set: ComparableSet, override?: number): Baseline | null {
  if (override !== undefined && override > 0) return { valueCents: override, quality: 1, description: `the supplied baseline of ${formatUsd(override)}` };
  const n = set.companies.length;
  if (n === 0) return null;
  const average = set.companies.reduce((sum, c) => sum + c.valuationCents, 0) / n;
  const quality = Math.min(1, n / 5) * (set.sameRegion ? 1 : 0.8);
  return {
    valueCents: Math.round(average),
    quality,
    description: `the average valuation of ${n} comparable startup${n === 1 ? '' : 's'}${set.sameRegion ? ' in the same region' : ' (all regions)'} at this stage, ${formatUsd(average)}`,
  };
}

/**
 * Comparables method: with revenue on both sides (ours and at least three
 * comparables'), the median multiple of valuation to annual revenue times our annual
 * revenue; otherwise the median comparable valuation. Confidence grows with the set
 * size (full at eight) and drops outside the region or sector.
 */
export function comparablesMethod(facts: StartupFacts, set: ComparableSet): MethodResult {
  const n = set.companies.length;
  if (n === 0) return notApplicable('Comparables: no startups on the platform at the same stage have a valuation.');
  const base = stageSuitability.comparables[facts.stage] * Math.min(1, n / 8) * (set.sameRegion ? 1 : 0.8) * (set.sameSector ? 1 : 0.85);
  const scope = `${n} comparable startup${n === 1 ? '' : 's'} at the ${facts.stage} stage${set.sameRegion ? ' in the same region' : ''}${set.sameSector ? ' and sector' : ''}`;
  const revenue = facts.monthlyRevenueCents ?? 0;
  const multiples = set.companies
    .filter((c) => (c.monthlyRevenueCents ?? 0) > 0)
    .map((c) => c.valuationCents / ((c.monthlyRevenueCents ?? 1) * 12));
  const multiple = median(multiples);
  if (revenue > 0 && multiple !== null && multiples.length >= minimumSet) {
    const value = Math.round(multiple * revenue * 12);
    return {
      valueCents: value,
      confidence: base,
      explanation: [`${formatUsd(value)}: the median revenue multiple of ${scope} (${multiple.toFixed(1)}x annual revenue) applied to annual revenue of ${formatUsd(revenue * 12)}.`],
    };
  }
  const value = Math.round(median(set.companies.map((c) => c.valuationCents)) ?? 0);
  return {
    valueCents: value,
    confidence: base * 0.9,
    explanation: [`${formatUsd(value)}: the median valuation of ${scope}.`],
  };
}
