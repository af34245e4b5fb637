/**
 * Where a startup's raise, and its recorded valuation, sit among comparable startups on
 * the platform.
 *
 * Valuation (decision 0039): only a recorded valuation counts, the pre-money of a round both
 * sides confirmed (@baobab/contracts/comparables), converted to US dollars at the exchange-rate
 * module's rates; nothing is estimated, and a founder's own valuation tool result never counts.
 * Peers always share the startup's stage; sector and region narrow the group when enough peers
 * remain: stage + sector + region → stage + sector → stage + region → stage. The first group with
 * at least `minimumRecordedPeers` valuations is used; with fewer even at the stage alone, there is
 * no number and a note says how many there are. The startup's own figure is its own confirmed
 * round, shown to everyone as confirmed rounds are (decision 0005).
 *
 * Raise: the same groups and then all startups; when no group is large enough, the broadest group
 * with any figure is used and a note says so.
 *
 * Percentile: mid-rank (share of peers below plus half of those equal) on 0–100; quartiles by
 * linear interpolation (stats.ts). The startup itself is never its own peer.
 */
import { comparablesTemplates, minimumRecordedPeers, type PeerValuation, type RecordedPeers, type RecordedValuationSource } from '@baobab/contracts/comparables';
import type { peerGroups } from '@baobab/contracts/insights';
import { regionSlug, sectorMatches, stageMatches } from '@baobab/contracts/taxonomy';
import { message, type Message, type Text } from '@baobab/contracts/i18n/message';
import { round } from './scoring';
import { label, usd } from './text/values';
import { percentileRank, quantile } from './stats';

export interface PeerRow {
  id: number;
  sector: string;
  fundingStage: string;
  region: string;
  raisingAmountUsd: number | null;
  /**
   * The recorded pre-money valuation in US dollars, with its source, the round's date (YYYY-MM-DD) and
   * the date of the exchange rate it was converted at (null for a round in US dollars); null when none.
   */
  valuation: { usd: number; source: RecordedValuationSource; date: string; rateDate: string | null } | null;
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
  peerGroupLabel: Text;
  summary: Text;
  /** Valuations only: the first and last round date among the peers (YYYY-MM-DD). */
  dateRange?: { from: string; to: string };
  /** Valuations only: the oldest exchange rate date a peer's figure was converted at; null when all were in US dollars. */
  ratesAsOf?: string | null;
}

export interface ValuationBenchmark {
  startupId: number;
  raise: Distribution | null;
  /** Recorded valuations only; null with too few recorded peers. */
  valuation: Distribution | null;
  /** The recorded peers behind `valuation`: their figures, or only their count when too few. */
  recordedPeers: RecordedPeers;
  minimumPeers: number;
  notes: Text[];
}

export const defaultMinimumPeers = 5;

const raiseGroupOrder: readonly PeerGroup[] = ['sector-stage-region', 'sector-stage', 'stage-region', 'stage', 'all'];
/** A valuation is only ever compared within its stage: a Seed round says nothing about a Series B price. */
export const valuationGroupOrder: readonly PeerGroup[] = ['sector-stage-region', 'sector-stage', 'stage-region', 'stage'];

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

const recordedValue = (p: PeerRow) => p.valuation?.usd ?? null;

function groupLabel(group: PeerGroup, subject: PeerRow): Message {
  return message(text.peers[group], { sector: label(subject.sector), stage: label(subject.fundingStage), region: label(subject.region) });
}

/** The English ordinal suffix of 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
export function ordinalSuffix(n: number): keyof typeof benchmarkTemplates.percentile {
  const tens = n % 100;
  return tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as const)[n % 10 as 1 | 2 | 3] ?? 'th';
}

export type Figure = { value: number; peer: PeerRow };

/**
 * The distribution of one figure over the narrowest peer group with at least `minimumPeers` of
 * them. `strict` (recorded valuations): with no such group, none. Otherwise (raises) the
 * broadest group with any figure, and a note to read it with care.
 */
function groupsOf(order: readonly PeerGroup[], subject: PeerRow, peers: readonly PeerRow[], read: (row: PeerRow) => number | null): { group: PeerGroup; figures: Figure[] }[] {
  const others = peers.filter((p) => p.id !== subject.id);
  const figures = (group: PeerGroup) => others.filter((p) => inGroup(group, subject, p)).flatMap((peer): Figure[] => {
    const v = read(peer);
    return v !== null && v > 0 ? [{ value: v, peer }] : [];
  });
  return order.map((group) => ({ group, figures: figures(group) }));
}

export type ValuationPeerSelection = { group: PeerGroup; figures: Figure[] } | { group: null; countAtStage: number };

/**
 * The peers a valuation is compared with: the narrowest group, stage always included, with at least
 * `minimum` recorded valuations; or none, with how many the stage alone has.
 */
export function selectValuationPeers(subject: PeerRow, peers: readonly PeerRow[], minimum = minimumRecordedPeers): ValuationPeerSelection {
  const groups = groupsOf(valuationGroupOrder, subject, peers, recordedValue);
  return groups.find((g) => g.figures.length >= minimum) ?? { group: null, countAtStage: groups.at(-1)?.figures.length ?? 0 };
}

function distribution(metricKey: keyof typeof benchmarkTemplates.metrics, subject: PeerRow, peers: readonly PeerRow[], read: (row: PeerRow) => number | null, minimumPeers: number, notes: Text[], strict = false): { result: Distribution; figures: Figure[] } | null {
  const groups = groupsOf(strict ? valuationGroupOrder : raiseGroupOrder, subject, peers, read);
  const enough = groups.find((g) => g.figures.length >= minimumPeers);
  const chosen = enough ?? (strict ? undefined : [...groups].reverse().find((g) => g.figures.length > 0));
  const metric = label(text.metrics[metricKey]);
  if (!chosen) {
    if (!strict) notes.push(message(text.noPeer, { metric }));
    return null;
  }
  const values = chosen.figures.map((f) => f.value);
  if (values.length < minimumPeers) notes.push(message(text.fewPeers, { size: values.length, metric }));
  else if (chosen.group !== 'sector-stage-region') notes.push(message(strict ? text.widerGroupHave : text.widerGroupState, { minimum: minimumPeers, metric, peers: groupLabel(chosen.group, subject) }));
  const own = read(subject);
  const value = own !== null && own > 0 ? own : null;
  const percentile = value !== null ? round(percentileRank(values, value) ?? 0, 1) : null;
  const q = (p: number) => quantile(values, p) ?? 0;
  const peerGroupLabel = groupLabel(chosen.group, subject);
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
    peerGroupLabel,
    summary: summaryOf(metric, peerGroupLabel, value, percentile, q, values.length, strict),
  };
  return { result: strict ? { ...result, ...datesOf(chosen.figures) } : result, figures: chosen.figures };
}

/** The first and last round date, and the oldest exchange rate date, behind a set of recorded valuations. */
export function datesOf(figures: readonly Figure[]): { dateRange: { from: string; to: string }; ratesAsOf: string | null } {
  const dates = figures.flatMap((f) => (f.peer.valuation ? [f.peer.valuation.date] : [])).sort();
  const rateDates = figures.flatMap((f) => (f.peer.valuation?.rateDate ? [f.peer.valuation.rateDate] : [])).sort();
  return { dateRange: { from: dates[0] ?? '', to: dates.at(-1) ?? '' }, ratesAsOf: rateDates[0] ?? null };
}

function summaryOf(metric: Message, peers: Message, value: number | null, percentile: number | null, q: (p: number) => number, size: number, strict: boolean): Message {
  const spread = { metric, peers, median: usd(q(0.5)), q1: usd(q(0.25)), q3: usd(q(0.75)) };
  if (value === null) return message(strict ? text.noOwnFigure : text.noneStated, spread);
  const rank = Math.round(percentile ?? 0);
  return message(text.percentile[ordinalSuffix(rank)], { ...spread, amount: usd(value), rank, size });
}


/** Each recorded figure with its source and date, newest first; peers are never named. */
function peerValuations(figures: readonly Figure[]): PeerValuation[] {
  return figures
    .flatMap((f): PeerValuation[] => (f.peer.valuation ? [{ value: f.peer.valuation.usd, source: f.peer.valuation.source, date: f.peer.valuation.date }] : []))
    .sort((a, b) => b.date.localeCompare(a.date) || a.value - b.value);
}

export function benchmarkValuation(subject: PeerRow, peers: readonly PeerRow[], minimumPeers = defaultMinimumPeers): ValuationBenchmark {
  const notes: Text[] = [];
  const raise = distribution('raise', subject, peers, (p) => p.raisingAmountUsd, minimumPeers, notes);
  const valuation = distribution('valuation', subject, peers, recordedValue, minimumRecordedPeers, notes, true);
  // With too few, the count is of the recorded peers at the startup's stage: no narrower group has more.
  const selection = valuation ? null : selectValuationPeers(subject, peers);
  const count = valuation ? valuation.figures.length : selection && selection.group === null ? selection.countAtStage : 0;
  if (!valuation) notes.push(message(comparablesTemplates.tooFewNote, { detail: message(comparablesTemplates.peersRecorded, { count, minimum: minimumRecordedPeers }) }));
  return {
    startupId: subject.id,
    raise: raise?.result ?? null,
    valuation: valuation?.result ?? null,
    recordedPeers: { minimumPeers: minimumRecordedPeers, count, peers: valuation ? peerValuations(valuation.figures) : [] },
    minimumPeers,
    notes,
  };
}
