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
import { comparablesMessages, comparablesTemplates, minimumRecordedPeers, type PeerValuation, type RecordedPeers, type RecordedValuationSource } from '@baobab/contracts/comparables';
import type { peerGroups } from '@baobab/contracts/insights';
import { regionSlug, sectorMatches, stageMatches } from '@baobab/contracts/taxonomy';
import { fillText } from '@baobab/contracts/i18n/fill';
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

/**
 * The benchmark's sentences as translation keys (decision 0023): the web and the server find the French
 * of a filled one (fr/messages/benchmark.ts). The metric ('raise', 'recorded valuation') and the peer
 * group are values that are sentences of their own; the percentile's English ordinal suffix picks the
 * template, so the French reads its number alone.
 */
export const benchmarkTemplates = {
  peers: {
    'sector-stage-region': '{{sector}} startups at {{stage}} in {{region}}',
    'sector-stage': '{{sector}} startups at {{stage}}',
    'stage-region': 'startups at {{stage}} in {{region}}',
    stage: 'startups at {{stage}}',
    all: 'all startups on Baobab',
  },
  metrics: { raise: 'raise', valuation: 'recorded valuation' },
  percentile: {
    st: 'A {{metric}} of {{amount}} sits at the {{rank}}st percentile of {{size}} {{peers}} (median {{median}})',
    nd: 'A {{metric}} of {{amount}} sits at the {{rank}}nd percentile of {{size}} {{peers}} (median {{median}})',
    rd: 'A {{metric}} of {{amount}} sits at the {{rank}}rd percentile of {{size}} {{peers}} (median {{median}})',
    th: 'A {{metric}} of {{amount}} sits at the {{rank}}th percentile of {{size}} {{peers}} (median {{median}})',
  },
  noOwnFigure: 'This startup has no {{metric}}; among {{peers}}, the median {{metric}} is {{median}} (middle half {{q1}}–{{q3}})',
  noneStated: 'No {{metric}} stated; {{peers}} state a median of {{median}} (middle half {{q1}}–{{q3}})',
  noPeer: 'No peer on Baobab states a {{metric}} yet',
  fewPeers: 'Only {{size}} peers state a {{metric}}: read the {{metric}} benchmark with care',
  widerGroupHave: 'Fewer than {{minimum}} closer peers have a {{metric}}: compared with {{peers}}',
  widerGroupState: 'Fewer than {{minimum}} closer peers state a {{metric}}: compared with {{peers}}',
} as const;
const text = benchmarkTemplates;

function groupLabel(group: PeerGroup, subject: PeerRow): string {
  return fillText(text.peers[group], { sector: subject.sector, stage: subject.fundingStage, region: subject.region });
}

/** The English ordinal suffix of 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
export function ordinalSuffix(n: number): keyof typeof benchmarkTemplates.percentile {
  const tens = n % 100;
  return tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as const)[n % 10 as 1 | 2 | 3] ?? 'th';
}

type Figure = { value: number; peer: PeerRow };

/**
 * The distribution of one figure over the narrowest peer group with at least `minimumPeers` of
 * them. `strict` (recorded valuations): with no such group, none. Otherwise (raises) the
 * broadest group with any figure, and a note to read it with care.
 */
function distribution(metricKey: keyof typeof benchmarkTemplates.metrics, subject: PeerRow, peers: readonly PeerRow[], read: (row: PeerRow) => number | null, minimumPeers: number, notes: string[], strict = false): { result: Distribution; figures: Figure[] } | null {
  const others = peers.filter((p) => p.id !== subject.id);
  const figures = (group: PeerGroup) => others.filter((p) => inGroup(group, subject, p)).flatMap((peer): Figure[] => {
    const v = read(peer);
    return v !== null && v > 0 ? [{ value: v, peer }] : [];
  });
  const groups = groupOrder.map((group) => ({ group, figures: figures(group) }));
  const enough = groups.find((g) => g.figures.length >= minimumPeers);
  const chosen = enough ?? (strict ? undefined : [...groups].reverse().find((g) => g.figures.length > 0));
  const metric = text.metrics[metricKey];
  if (!chosen) {
    if (!strict) notes.push(fillText(text.noPeer, { metric }));
    return null;
  }
  const values = chosen.figures.map((f) => f.value);
  if (values.length < minimumPeers) notes.push(fillText(text.fewPeers, { size: values.length, metric }));
  else if (chosen.group !== 'sector-stage-region') notes.push(fillText(strict ? text.widerGroupHave : text.widerGroupState, { minimum: minimumPeers, metric, peers: groupLabel(chosen.group, subject) }));
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
    summary: summaryOf(metric, label, value, percentile, q, values.length, strict),
  };
  return { result, figures: chosen.figures };
}

function summaryOf(metric: string, peers: string, value: number | null, percentile: number | null, q: (p: number) => number, size: number, strict: boolean): string {
  const spread = { metric, peers, median: formatUsd(q(0.5)), q1: formatUsd(q(0.25)), q3: formatUsd(q(0.75)) };
  if (value === null) return fillText(strict ? text.noOwnFigure : text.noneStated, spread);
  const rank = Math.round(percentile ?? 0);
  return fillText(text.percentile[ordinalSuffix(rank)], { ...spread, amount: formatUsd(value), rank, size });
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
  const valuation = distribution('valuation', subject, peers, recordedValue, minimumRecordedPeers, notes, true);
  // With too few, the count is of every recorded peer on Baobab: no narrower group has more.
  const count = valuation ? valuation.figures.length : peers.filter((p) => p.id !== subject.id && (recordedValue(p) ?? 0) > 0).length;
  if (!valuation) notes.push(fillText(comparablesTemplates.tooFewNote, { detail: comparablesMessages.tooFewRecordedPeersDetail(count, minimumRecordedPeers) }));
  return {
    startupId: subject.id,
    raise: raise?.result ?? null,
    valuation: valuation?.result ?? null,
    recordedPeers: { minimumPeers: minimumRecordedPeers, count, peers: valuation ? peerValuations(valuation.figures) : [] },
    minimumPeers,
    notes,
  };
}
