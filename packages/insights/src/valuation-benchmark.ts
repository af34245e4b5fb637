/**
 * Where a startup's raise, and its valuation when stated, sits among comparable startups on
 * the platform. Peers are looked for from the narrowest group to the broadest, and the first
 * group with at least `minimumPeers` figures is used:
 *   sector + stage + region → sector + stage → stage + region → stage → all startups.
 * When no group is large enough, the broadest group with any figure is used and a note says so.
 * Percentile: mid-rank (share of peers below plus half of those equal) on 0–100; quartiles by
 * linear interpolation (stats.ts). The startup itself is never its own peer.
 */
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
  /** Valuation asked or agreed, when known. */
  valuationUsd: number | null;
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
  valuation: Distribution | null;
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

function distribution(metric: string, subject: PeerRow, peers: readonly PeerRow[], read: (row: PeerRow) => number | null, minimumPeers: number, notes: string[]): Distribution | null {
  const others = peers.filter((p) => p.id !== subject.id);
  const figures = (group: PeerGroup) => others.filter((p) => inGroup(group, subject, p)).flatMap((p) => {
    const v = read(p);
    return v !== null && v > 0 ? [v] : [];
  });
  const groups = groupOrder.map((group) => ({ group, values: figures(group) }));
  const chosen = groups.find((g) => g.values.length >= minimumPeers) ?? [...groups].reverse().find((g) => g.values.length > 0);
  if (!chosen) {
    notes.push(`No peer on Baobab states a ${metric} yet`);
    return null;
  }
  if (chosen.values.length < minimumPeers) notes.push(`Only ${chosen.values.length} peers state a ${metric}: read the ${metric} benchmark with care`);
  else if (chosen.group !== 'sector-stage-region') notes.push(`Fewer than ${minimumPeers} closer peers state a ${metric}: compared with ${groupLabel(chosen.group, subject)}`);
  const own = read(subject);
  const value = own !== null && own > 0 ? own : null;
  const percentile = value !== null ? round(percentileRank(chosen.values, value) ?? 0, 1) : null;
  const q = (p: number) => quantile(chosen.values, p) ?? 0;
  const label = groupLabel(chosen.group, subject);
  return {
    value,
    percentile,
    median: q(0.5),
    q1: q(0.25),
    q3: q(0.75),
    min: Math.min(...chosen.values),
    max: Math.max(...chosen.values),
    sampleSize: chosen.values.length,
    peerGroup: chosen.group,
    peerGroupLabel: label,
    summary: value !== null
      ? `A ${metric} of ${formatUsd(value)} sits at the ${ordinal(Math.round(percentile ?? 0))} percentile of ${chosen.values.length} ${label} (median ${formatUsd(q(0.5))})`
      : `No ${metric} stated; ${label} state a median of ${formatUsd(q(0.5))} (middle half ${formatUsd(q(0.25))}–${formatUsd(q(0.75))})`,
  };
}

export function benchmarkValuation(subject: PeerRow, peers: readonly PeerRow[], minimumPeers = defaultMinimumPeers): ValuationBenchmark {
  const notes: string[] = [];
  return {
    startupId: subject.id,
    raise: distribution('raise', subject, peers, (p) => p.raisingAmountUsd, minimumPeers, notes),
    valuation: distribution('valuation', subject, peers, (p) => p.valuationUsd, minimumPeers, notes),
    minimumPeers,
    notes,
  };
}
