/**
 * The fact groups an assessment reads, each scored 0–100 on what its facts say, never on their
 * being there: a group the viewer cannot see, or that nobody has recorded, has no score at all
 * (assess.ts treats it as unknown). Every score here is non-decreasing in the quality of each
 * input (more users, more runway, higher founder ownership, fewer red flags), which the property
 * tests hold the engine to (assessment.properties.test.ts).
 */
import { assessmentFactGroups, type AssessmentFactGroup } from '@baobab/contracts/assessment';
import { message, type Message } from '@baobab/contracts/i18n/message';
import { countFlags, type SourcedAnalysis } from '../due-diligence/checks';
import type { CapTableSummary, FinancialMetricsSummary, FundingSummary } from '../due-diligence/capital-and-legal';
import { roomFilesOf, type DataRoomFile } from '../due-diligence/data-room';
import type { MarketFacts } from '../due-diligence/people-and-market';
import type { StartupFacts } from '../facts';
import type { NotShared, Part } from '../parts';
import { clamp } from '../scoring';
import { benchmarkFor, canonicalStage } from '../stage-benchmarks';
import { words } from '../text/tokenize';

export const factGroups = assessmentFactGroups;
export type FactGroup = AssessmentFactGroup;

/**
 * Each group's share of the score (they sum to 1). Traction, the financials and what the documents
 * say weigh most: they are what an investor checks first; the funding tracker and the data room
 * weigh least because they say more about progress than about the company.
 */
export const groupWeights: Record<FactGroup, number> = {
  profile: 0.1,
  users: 0.1,
  revenue: 0.14,
  raise: 0.05,
  documents: 0.15,
  capTable: 0.12,
  financials: 0.16,
  funding: 0.04,
  dataRoom: 0.04,
  market: 0.1,
};

/** What the viewer may see of the company, from the company record. */
export interface AssessmentInput {
  startup: StartupFacts;
  /** The latest analysis of each document the viewer may see; [] when none was analysed. */
  documents?: readonly SourcedAnalysis[] | NotShared;
  capTable?: Part<CapTableSummary>;
  /** The financial model with runway and burn from company metrics. */
  financials?: Part<FinancialMetricsSummary>;
  funding?: Part<FundingSummary>;
  /** The data-room documents the viewer may open; null when the startup has no room. */
  dataRoom?: readonly DataRoomFile[] | null | NotShared;
  market?: MarketFacts | null;
}

/** A known group's score and the facts it read, as a message (decisions 0023, 0046). */
export interface GroupScore {
  score: number;
  source: Message;
}

/** Document points a red flag takes off, by severity; a flagged document also earns nothing itself. */
export const documentFlagPenalties = { high: 30, medium: 15, low: 5 } as const;
/** What a clean analysed document other than a deck earns: a statement or filing without a flag. */
const cleanDocumentScore = 70;
/** Founder ownership that earns full marks by stage (the due-diligence targets). */
const founderOwnershipTarget: Record<string, number> = { 'Pre-Seed': 70, Seed: 60, 'Series A': 45, 'Series B': 35, 'Series C+': 25, Growth: 20 };

const ratio = (value: number, target: number) => clamp(value / target, 0, 1);
const pct = (share: number) => Math.round(clamp(share, 0, 1) * 100);

function profile(startup: StartupFacts): GroupScore {
  const described = ratio(words(startup.description).length, 30);
  const team = (startup.teamSize >= 2 ? 0.6 : 0) + 0.4 * ratio(startup.teamSize, 5);
  const share = 0.35 * described + 0.2 * (startup.website ? 1 : 0) + 0.1 * (startup.hasLogo ? 1 : 0) + 0.1 * (startup.businessModel.trim() ? 1 : 0) + 0.25 * team;
  return { score: pct(share), source: message('team of {{size}}, description of {{words}} words', { size: startup.teamSize, words: words(startup.description).length }) };
}

function users(startup: StartupFacts): GroupScore | null {
  if (startup.tractionUsers === null) return null;
  const target = benchmarkFor(startup.fundingStage)?.users ?? 1_000;
  return { score: pct(ratio(startup.tractionUsers, target)), source: message('{{users}} users against {{target}} for the stage', { users: startup.tractionUsers, target }) };
}

function revenue(startup: StartupFacts): GroupScore | null {
  if (startup.monthlyRevenueUsd === null) return null;
  const target = benchmarkFor(startup.fundingStage)?.monthlyRevenueUsd ?? 10_000;
  return { score: pct(ratio(startup.monthlyRevenueUsd, target)), source: message('monthly revenue {{revenue}} USD against {{target}} for the stage', { revenue: startup.monthlyRevenueUsd, target }) };
}

function raise(startup: StartupFacts): GroupScore | null {
  const amount = startup.raisingAmountUsd;
  const band = benchmarkFor(startup.fundingStage)?.raiseUsd;
  if (amount === null || amount <= 0 || !band) return null;
  const within = amount >= band.min && amount <= band.max;
  return { score: within ? 100 : 40, source: message(within ? 'the raise is within the stage range' : 'the raise is outside the stage range') };
}

/**
 * What the documents say: a flagged document earns nothing, whatever else it holds (a deck that
 * reveals a lawsuit is not a good deck), and each red flag, counted once per rule at its worst
 * severity, takes points off. A clean deck earns its deck-quality score, another clean document 70.
 */
function documents(analyses: readonly SourcedAnalysis[]): GroupScore | null {
  if (analyses.length === 0) return null;
  const earned = analyses.map((d) => (d.riskFlags.length > 0 ? 0 : d.deckQuality ? d.deckQuality.score : cleanDocumentScore));
  const mean = earned.reduce((a, b) => a + b, 0) / earned.length;
  const flags = countFlags(analyses, () => true);
  const penalty = flags.reduce((sum, f) => sum + documentFlagPenalties[f.flag.severity], 0);
  return { score: Math.round(clamp(mean - penalty, 0, 100)), source: message('{{documents}} documents analysed, {{flags}} red flags', { documents: analyses.length, flags: flags.length }) };
}

function capTable(table: CapTableSummary, stage: string): GroupScore {
  const target = founderOwnershipTarget[canonicalStage(stage) ?? ''] ?? 50;
  const preference = table.maxLiquidationPreference ?? 1;
  const share = 0.45 * ratio(table.founderOwnershipPct, target) + 0.25 * (table.founderSharesVest ? 1 : 0) + 0.1 * ratio(table.optionPoolPct ?? 0, 10) + 0.2 * (preference <= 1 ? 1 : 1 / preference);
  return { score: pct(share), source: message('founders hold {{owned}}%', { owned: Math.round(table.founderOwnershipPct) }) };
}

/** Runway, unit economics, margin and growth, each against its yardstick; the ones stated count. */
function financials(metrics: FinancialMetricsSummary): GroupScore | null {
  const burning = metrics.burnRateUsd === undefined || metrics.burnRateUsd === null || metrics.burnRateUsd > 0;
  const runway = metrics.runwayMonths !== null ? ratio(metrics.runwayMonths, 18) : metrics.actuals && !burning ? 1 : null;
  const parts = [runway, metrics.ltvCac != null ? ratio(metrics.ltvCac, 3) : null, metrics.grossMarginPct != null ? ratio(metrics.grossMarginPct, 50) : null, metrics.revenueGrowthPct != null ? ratio(metrics.revenueGrowthPct, 100) : null]
    .filter((p): p is number => p !== null);
  if (parts.length === 0) return null;
  const months = metrics.runwayMonths === null ? '–' : Math.round(metrics.runwayMonths * 10) / 10;
  return { score: pct(parts.reduce((a, b) => a + b, 0) / parts.length), source: message('runway {{months}} months', { months }) };
}

function funding(summary: FundingSummary): GroupScore | null {
  if (summary.targetUsd <= 0) return null;
  return { score: pct(ratio(summary.confirmedRaisedUsd, summary.targetUsd)), source: message('{{investors}} confirmed investors', { investors: summary.confirmedInvestors }) };
}

function dataRoom(files: readonly DataRoomFile[]): GroupScore | null {
  if (files.length === 0) return null;
  const kinds = (['financialStatements', 'capTable', 'incorporation'] as const).filter((k) => roomFilesOf(files, k).length > 0);
  return { score: pct(kinds.length / 3), source: message('{{kinds}} of 3 diligence documents in the data room', { kinds: kinds.length }) };
}

function market(facts: MarketFacts): GroupScore {
  const share = 0.6 * (facts.growthPotential / 100) + 0.4 * (1 - facts.competitiveIntensity / 100);
  return { score: pct(share), source: message('market growth {{growth}}/100, competition {{competition}}/100', { growth: facts.growthPotential, competition: facts.competitiveIntensity }) };
}

/** A group's state for this viewer and, when known, its score. */
export type GroupReading = { state: 'known'; value: GroupScore } | { state: 'notRecorded' } | { state: 'notShared' };

const hidden = (part: unknown): part is NotShared => typeof part === 'object' && part !== null && 'notShared' in part;

function read<T>(part: T | null | undefined | NotShared, score: (value: T) => GroupScore | null): GroupReading {
  if (hidden(part)) return { state: 'notShared' };
  const value = part === null || part === undefined ? null : score(part);
  return value ? { state: 'known', value } : { state: 'notRecorded' };
}

export function readGroups(input: AssessmentInput): Record<FactGroup, GroupReading> {
  const { startup } = input;
  return {
    profile: read(startup, profile),
    users: read(startup, users),
    revenue: read(startup, revenue),
    raise: read(startup, raise),
    documents: read(input.documents, documents),
    capTable: read(input.capTable, (t) => capTable(t, startup.fundingStage)),
    financials: read(input.financials, financials),
    funding: read(input.funding, funding),
    dataRoom: read(input.dataRoom, dataRoom),
    market: read(input.market, market),
  };
}
