/**
 * Where a startup's raise, and its recorded valuation, sits among comparable startups on
 * the platform. A valuation counts only when recorded (a confirmed round or the valuation
 * tool, @baobab/contracts/comparables); nothing is estimated, so a peer that only states a
 * raise never counts as a valuation. The valuation benchmark needs `minimumRecordedPeers`
 * recorded peers in some group: with fewer, it gives no number and a note says so. Peers are looked for from the narrowest group to the broadest, and the first
 * group with at least `minimumPeers` figures is used:
 *   sector + stage + region → sector + stage → stage + region → stage → all startups.
 * For the raise, when no group is large enough, the broadest group with any figure is used and a note says so.
 * Percentile: mid-rank (share of peers below plus half of those equal) on 0–100; quartiles by
 * linear interpolation (stats.ts). The startup itself is never its own peer.
 */
import { comparablesMessages, minimumRecordedPeers, type PeerValuation, type RecordedPeers, type RecordedValuationSource } from '@baobab/contracts/comparables';
import type { peerGroups } from '@baobab/contracts/insights';
import { regionSlug, sectorMatches, stageMatches } from '@baobab/contracts/taxonomy';
import { formatUsd, round } from './scoring';
import { percentileRank, quantile } from './stats';

export interface PeerRow {
  id: number;
  sector: string;
  fundingStage: string;
  region: string;
  raisingAmountUsd: number | null;
  /** The recorded pre-money valuation, with its source and date (YYYY-MM-DD); null when none is recorded. */
  valuation: { usd: number; source: RecordedValuationSource; date: string } | null;
}

export type PeerGroup = (typeof peerGroups)[number];

export interface Distribution {
  /** The startup's own figure; null when it has not stated one. */
  value: number | null;
  percentile: number | null;
  median: number;
  q1: number;
  q3: number;
  min: number;
  max: number;
  sampleSize: number;
  peerGroup: PeerGroup;
  peerGroupLabel: string;
  summary: string;
}

export interface ValuationBenchmark {
  startupId: number;
  raise: Distribution | null;
  /** Recorded valuations only; null with too few recorded peers. */
  valuation: Distribution | null;
  /** The recorded peers behind `valuation`: their figures, or only their count when too few. */
  recordedPeers: RecordedPeers;
  minimumPeers: number;
  notes: string[];
}

export const defaultMinimumPeers = 5;

const groupOrder: readonly PeerGroup[] = ['sector-stage-region', 'sector-stage', 'stage-region', 'stage', 'all'];

function inGroup(group: PeerGroup, subject: PeerRow, peer: PeerRow): boolean {
  const sector = sectorMatches([peer.sector], subject.sector);
  const stage = stageMatches([peer.fundingStage], subject.fundingStage);
  const region = regionSlug(peer.region) === regionSlug(subject.region);
  switch (group) {
    case 'sector-stage-region': return sector && stage && region;
    case 'sector-stage': return sector && stage;
    case 'stage-region': return stage && region;
    case 'stage': return stage;
    case 'all': return true;
  }
}

function groupLabel(group: PeerGroup, subject: PeerRow): string {
  switch (group) {
    case 'sector-stage-region': return `${subject.sector} startups at ${subject.fundingStage} in ${subject.region}`;
    case 'sector-stage': return `${subject.sector} startups at ${subject.fundingStage}`;
    case 'stage-region': return `startups at ${subject.fundingStage} in ${subject.region}`;
    case 'stage': return `startups at ${subject.fundingStage}`;
    case 'all': return 'all startups on Baobab';
  }
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

type Figure = { value: number; peer: PeerRow };

/**
 * The distribution of one figure over the narrowest peer group with at least `minimumPeers` of
 * them. `strict` (recorded valuations): with no such group, none. Otherwise (raises) the
 * broadest group with any figure, and a note to read it with care.
 */
function distribution(metric: string, subject: PeerRow, peers: readonly PeerRow[], read: (row: PeerRow) => number | null, minimumPeers: number, notes: string[], strict = false): { result: Distribution; figures: Figure[] } | null {
  const others = peers.filter((p) => p.id !== subject.id);
  const figures = (group: PeerGroup) => others.filter((p) => inGroup(group, subject, p)).flatMap((peer): Figure[] => {
    const v = read(peer);
    return v !== null && v > 0 ? [{ value: v, peer }] : [];
  });
  const groups = groupOrder.map((group) => ({ group, figures: figures(group) }));
  const enough = groups.find((g) => g.figures.length >= minimumPeers);
  const chosen = enough ?? (strict ? undefined : [...groups].reverse().find((g) => g.figures.length > 0));
  if (!chosen) {
    if (!strict) notes.push(`No peer on Baobab states a ${metric} yet`);
    return null;
  }
  const values = chosen.figures.map((f) => f.value);
  if (values.length < minimumPeers) notes.push(`Only ${values.length} peers state a ${metric}: read the ${metric} benchmark with care`);
  else if (chosen.group !== 'sector-stage-region') notes.push(`Fewer than ${minimumPeers} closer peers ${strict ? 'have' : 'state'} a ${metric}: compared with ${groupLabel(chosen.group, subject)}`);
  const own = read(subject);
  const value = own !== null && own > 0 ? own : null;
  const percentile = value !== null ? round(percentileRank(values, value) ?? 0, 1) : null;
  const q = (p: number) => quantile(values, p) ?? 0;
  const label = groupLabel(chosen.group, subject);
  const result: Distribution = {
    value,
    percentile,
    median: q(0.5),
    q1: q(0.25),
    q3: q(0.75),
    min: Math.min(...values),
    max: Math.max(...values),
    sampleSize: values.length,
    peerGroup: chosen.group,
    peerGroupLabel: label,
    summary: value !== null
      ? `A ${metric} of ${formatUsd(value)} sits at the ${ordinal(Math.round(percentile ?? 0))} percentile of ${values.length} ${label} (median ${formatUsd(q(0.5))})`
      : strict
        ? `This startup has no ${metric}; among ${label}, the median ${metric} is ${formatUsd(q(0.5))} (middle half ${formatUsd(q(0.25))}–${formatUsd(q(0.75))})`
        : `No ${metric} stated; ${label} state a median of ${formatUsd(q(0.5))} (middle half ${formatUsd(q(0.25))}–${formatUsd(q(0.75))})`,
  };
  return { result, figures: chosen.figures };
}

const recordedValue = (p: PeerRow) => p.valuation?.usd ?? null;

/** Each recorded figure with its source and date, newest first; peers are never named. */
function peerValuations(figures: readonly Figure[]): PeerValuation[] {
  return figures
    .flatMap((f): PeerValuation[] => (f.peer.valuation ? [{ value: f.peer.valuation.usd, source: f.peer.valuation.source, date: f.peer.valuation.date }] : []))
    .sort((a, b) => b.date.localeCompare(a.date) || a.value - b.value);
}

export function benchmarkValuation(subject: PeerRow, peers: readonly PeerRow[], minimumPeers = defaultMinimumPeers): ValuationBenchmark {
  const notes: string[] = [];
  const raise = distribution('raise', subject, peers, (p) => p.raisingAmountUsd, minimumPeers, notes);
  const valuation = distribution('recorded valuation', subject, peers, recordedValue, minimumRecordedPeers, notes, true);
  // With too few, the count is of every recorded peer on Baobab: no narrower group has more.
  const count = valuation ? valuation.figures.length : peers.filter((p) => p.id !== subject.id && (recordedValue(p) ?? 0) > 0).length;
  if (!valuation) notes.push(`${comparablesMessages.tooFewRecordedPeers}: ${comparablesMessages.tooFewRecordedPeersDetail(count, minimumRecordedPeers)}`);
  return {
    startupId: subject.id,
    raise: raise?.result ?? null,
    valuation: valuation?.result ?? null,
    recordedPeers: { minimumPeers: minimumRecordedPeers, count, peers: valuation ? peerValuations(valuation.figures) : [] },
    minimumPeers,
    notes,
  };
}
