/**
 * Comparable startups from the platform: choosing them, the baseline valuation the
 * Scorecard and Risk Factor Summation methods start from, and the comparables method.
 *
 * Only recorded valuations count (a round both sides confirmed, @baobab/contracts/comparables;
 * a peer's own valuation tool result never does, decision 0039): a peer without one is not a
 * comparable, and no valuation is ever estimated for it (docs/decisions/0006).
 *
 * Selection: same funding stage always; the same region when at least
 * `minimumRecordedPeers` such startups exist (Payne's scorecard compares "pre-revenue
 * companies in the region"), otherwise every region, with a lower confidence. The
 * sector narrows further when that many remain, so narrowing never leaves too few.
 */
import { comparablesTemplates, minimumRecordedPeers } from '@baobab/contracts/comparables';
import {
  type ComparableCompany,
  type MethodResult,
  type RecordedValuation,
  type StartupFacts,
  type MoneyWriter,
  normaliseLabel,
  notApplicable,
  stageSuitability,
  usdAmount,
} from './valuation-types';
import { type AmountValue, message, type Text } from '@baobab/contracts/i18n/message';
import { joinText, valuationTemplates } from './valuation-texts';

export type RecordedComparable = ComparableCompany & { valuation: RecordedValuation };

export type ComparableSet = {
  companies: RecordedComparable[];
  sameRegion: boolean;
  sameSector: boolean;
};

const isRecorded = (c: ComparableCompany): c is RecordedComparable => c.valuation !== null && c.valuation.cents > 0;

export function selectComparables(facts: StartupFacts, all: readonly ComparableCompany[]): ComparableSet {
  const stage = normaliseLabel(facts.stage);
  const sameStage = all.filter(isRecorded).filter((c) => normaliseLabel(c.stage) === stage);
  const inRegion = facts.region ? sameStage.filter((c) => c.region && normaliseLabel(c.region) === normaliseLabel(facts.region ?? '')) : [];
  const sameRegion = inRegion.length >= minimumRecordedPeers;
  const pool = sameRegion ? inRegion : sameStage;
  const inSector = facts.sector ? pool.filter((c) => normaliseLabel(c.sector) === normaliseLabel(facts.sector ?? '')) : [];
  const sameSector = inSector.length >= minimumRecordedPeers;
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

/**
 * `source` says where the baseline came from, so its sentence can be written as one translation key
 * (valuation-texts.ts); a baseline without it (a caller's own) is described by `description` alone.
 */
export type Baseline = {
  valueCents: number;
  quality: number;
  description?: Text;
  source?: { kind: 'supplied' | 'region' | 'allRegions'; peers: number; amount: AmountValue };
};

/**
 * The baseline pre-money for Scorecard and RFS: the caller's figure when given,
 * otherwise the average recorded valuation of the comparables (Payne uses the average
 * of comparable pre-money valuations), and none with fewer than
 * `minimumRecordedPeers`: an "average" of one or two peers is that peer's figure, the
 * number an investor could not defend. Quality drops when they come from other regions.
 */
export function comparableBaseline(set: ComparableSet, override?: number, write: MoneyWriter = usdAmount): Baseline | null {
  if (override !== undefined && override > 0) return { valueCents: override, quality: 1, source: { kind: 'supplied', peers: 0, amount: write(override) } };
  const n = set.companies.length;
  if (n < minimumRecordedPeers) return null;
  const average = set.companies.reduce((sum, c) => sum + c.valuation.cents, 0) / n;
  return {
    valueCents: Math.round(average),
    quality: set.sameRegion ? 1 : 0.8,
    source: { kind: set.sameRegion ? 'region' : 'allRegions', peers: n, amount: write(average) },
  };
}

/** Why Scorecard and RFS have no baseline: too few recorded peers (the method's label first). */
export function noBaselineReason(label: string): Text {
  return joinText([message(valuationTemplates.noBaseline, { method: message(label) }), message(valuationTemplates.baselineMinimum, { minimum: minimumRecordedPeers })], 'sentences');
}

/** "3 confirmed rounds, dated 2025-03-01 to 2026-11-20": every recorded valuation is a confirmed round. */
function describeSources(companies: readonly RecordedComparable[]): Text {
  const dates = companies.map((c) => c.valuation.date).sort();
  const span = { from: dates[0] ?? '', to: dates[dates.length - 1] ?? '' };
  return message(valuationTemplates.sourcesOne, { sources: message(valuationTemplates.sourceRounds, { count: companies.length }), ...span });
}

/**
 * Comparables method: with fewer than `minimumRecordedPeers` recorded peers, no number
 * (confidence 0, so the fair value leaves it out and the reasoning says why). Otherwise,
 * with revenue on both sides (ours and at least `minimumRecordedPeers` comparables'),
 * the median multiple of valuation to annual revenue times our annual revenue; else the
 * median comparable valuation. Confidence grows with the set size (full at eight) and
 * drops outside the region or sector.
 */
export function comparablesMethod(facts: StartupFacts, set: ComparableSet, write: MoneyWriter = usdAmount): MethodResult {
  const n = set.companies.length;
  if (n < minimumRecordedPeers) {
    const detail = message(comparablesTemplates.peersRecorded, { count: n, minimum: minimumRecordedPeers });
    return notApplicable(joinText([message(valuationTemplates.tooFewPeers, { stage: message(facts.stage) }), detail], 'sentences'));
  }
  const base = stageSuitability.comparables[facts.stage] * Math.min(1, n / 8) * (set.sameRegion ? 1 : 0.8) * (set.sameSector ? 1 : 0.85);
  const scopeTemplate = set.sameRegion ? (set.sameSector ? valuationTemplates.scopeRegionSector : valuationTemplates.scopeRegion) : set.sameSector ? valuationTemplates.scopeSector : valuationTemplates.scope;
  const scope = message(scopeTemplate, { number: n, stage: message(facts.stage), sources: describeSources(set.companies) });
  const revenue = facts.monthlyRevenueCents ?? 0;
  const multiples = set.companies
    .filter((c) => (c.monthlyRevenueCents ?? 0) > 0)
    .map((c) => c.valuation.cents / ((c.monthlyRevenueCents ?? 1) * 12));
  const multiple = median(multiples);
  if (revenue > 0 && multiple !== null && multiples.length >= minimumRecordedPeers) {
    const value = Math.round(multiple * revenue * 12);
    return {
      valueCents: value,
      confidence: base,
      explanation: [message(valuationTemplates.medianMultiple, { value: write(value), scope, multiple: Math.round(multiple * 10) / 10, revenue: write(revenue * 12) })],
    };
  }
  const value = Math.round(median(set.companies.map((c) => c.valuation.cents)) ?? 0);
  return {
    valueCents: value,
    confidence: base * 0.9,
    explanation: [message(valuationTemplates.medianValuation, { value: write(value), scope })],
  };
}

/** The recorded peers behind the comparables method: every figure when there are enough, else only their count. */
export function recordedPeers(set: ComparableSet): { minimumPeers: number; count: number; peers: RecordedValuation[] } {
  const count = set.companies.length;
  const peers = count >= minimumRecordedPeers ? set.companies.map((c) => c.valuation).sort((a, b) => b.date.localeCompare(a.date) || a.cents - b.cents) : [];
  return { minimumPeers: minimumRecordedPeers, count, peers };
}
