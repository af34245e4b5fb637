/**
 * Seeded activity between people: message threads (accepted connections between a founder and
 * an investor) and investors' deal pipelines, with a round recorded for every closed deal.
 * The demo accounts get a share of it so that their inbox, dashboard and pipeline are busy.
 */
import type { dealPriorities, DealStage, FundingStage } from '@baobab/contracts/enums';
import { demoAccounts } from './demo';
import type { Random } from './random';
import { fill, roundToTwoSignificant } from './text';
import type { ConnectionRow, DealRow, DealStageChangeRow, InvestmentRow, MessageRow, StartupRow, UserRow } from './types';
import { dealNextActions, dealSourceChannels, founderMessages, introReasons, investorMessages } from './vocabulary/activity';

const DAY_MS = 86_400_000;
/** Threads carry eight messages on average. */
const MESSAGES_PER_THREAD = 8;
/** A busy partner's pipeline: enough for the deal-flow screen to be a real list. */
const DEMO_INVESTOR_DEALS = 200;
const DEMO_INVESTOR_THREADS = 30;
const DEMO_FOUNDER_THREADS = 20;

const DEMO_STAGE_WALK: readonly DealStage[] = ['due-diligence', 'sourced', 'reviewed', 'term-sheet', 'closed', 'passed', 'closed'];
const stageWeights: Record<DealStage, number> = { sourced: 30, reviewed: 25, 'due-diligence': 15, 'term-sheet': 8, closed: 7, passed: 15 };
const priorityWeights = { low: 30, medium: 45, high: 25 } satisfies Record<(typeof dealPriorities)[number], number>;
const roundTypeOfStage: Record<FundingStage, string> = {
  'Pre-Seed': 'Pre-seed', Seed: 'Seed', 'Series A': 'Series A', 'Series B': 'Series B', 'Series C+': 'Series C', Growth: 'Bridge',
};

export type ActivityInput = {
  users: readonly UserRow[];
  founderIds: readonly string[];
  investorIds: readonly string[];
  startups: readonly StartupRow[];
  epoch: Date;
  messages: number;
  deals: number;
};

type Activity = { connections: ConnectionRow[]; messages: MessageRow[]; deals: DealRow[]; dealStageChanges: DealStageChangeRow[]; investments: InvestmentRow[] };

/** A time between two instants (from ≤ to). */
function between(random: Random, from: number, to: number): Date {
  return new Date(from + Math.floor(random.next() * Math.max(0, to - from)));
}

/** Unique unordered pairs (one row per pair is what the connection table allows); demo pairs first. */
function threadPairs(random: Random, input: ActivityInput, count: number): [founderId: string, investorId: string][] {
  const { founder, investor } = demoAccounts;
  const possible = input.founderIds.length * input.investorIds.length;
  if (count > possible) throw new RangeError(`messages: ${count} threads need more founder and investor pairs than the ${possible} there are`);
  const seen = new Set<string>();
  const pairs: [string, string][] = [];
  const add = (f: string, i: string) => {
    const key = `${f}|${i}`;
    if (f === i || seen.has(key)) return;
    seen.add(key);
    pairs.push([f, i]);
  };
  add(founder.userId, investor.userId);
  for (let n = 0; n < DEMO_INVESTOR_THREADS * 2 && pairs.length < Math.min(count, DEMO_INVESTOR_THREADS); n += 1) add(random.pick(input.founderIds), investor.userId);
  for (let n = 0; n < DEMO_FOUNDER_THREADS * 2 && pairs.length < Math.min(count, DEMO_INVESTOR_THREADS + DEMO_FOUNDER_THREADS); n += 1) add(founder.userId, random.pick(input.investorIds));
  while (pairs.length < count) add(random.pick(input.founderIds), random.pick(input.investorIds));
  return pairs.slice(0, count);
}

export function generateThreads(random: Random, input: ActivityInput): Pick<Activity, 'connections' | 'messages'> {
  if (input.messages === 0) return { connections: [], messages: [] };
  const threadCount = Math.max(1, Math.round(input.messages / MESSAGES_PER_THREAD));
  const names = new Map(input.users.map((u) => [u.id, u.firstName ?? u.name]));
  const startupsByOwner = new Map<string, StartupRow>();
  for (const s of input.startups) if (!startupsByOwner.has(s.ownerId)) startupsByOwner.set(s.ownerId, s);
  const epoch = input.epoch.getTime();

  // Every thread has a message; the rest land on threads at random.
  const sizes = new Array<number>(threadCount).fill(1);
  for (let m = threadCount; m < input.messages; m += 1) sizes[random.int(0, threadCount - 1)]! += 1;

  const connections: ConnectionRow[] = [];
  const messages: MessageRow[] = [];
  threadPairs(random, input, threadCount).forEach(([founderId, investorId], index) => {
    const startup = startupsByOwner.get(founderId)!;
    const founderAsks = random.chance(0.7);
    const createdAt = between(random, startup.createdAt!.getTime(), epoch - DAY_MS);
    const respondedAt = between(random, createdAt.getTime(), Math.min(epoch, createdAt.getTime() + 7 * DAY_MS));
    const values = { startup: startup.name, sector: startup.sector, amount: startup.raisingAmount, name: '' };
    connections.push({
      id: index + 1,
      requesterId: founderAsks ? founderId : investorId,
      addresseeId: founderAsks ? investorId : founderId,
      status: 'accepted',
      message: fill(random.pick(introReasons), values),
      attachedStartupId: founderAsks ? startup.id : null,
      createdAt,
      respondedAt,
    });
    // Messages spread from the acceptance to the epoch, in order; the last ones may still be unread.
    const size = sizes[index]!;
    const step = Math.max(1, Math.floor((epoch - respondedAt.getTime()) / (size + 1)));
    let fromFounder = founderAsks;
    const unreadTail = random.chance(0.3) ? random.int(1, Math.min(3, size)) : 0;
    for (let m = 0; m < size; m += 1) {
      const senderId = fromFounder ? founderId : investorId;
      const recipientId = fromFounder ? investorId : founderId;
      const sentAt = new Date(respondedAt.getTime() + step * (m + 1) - Math.floor(random.next() * step * 0.5));
      values.name = names.get(recipientId) ?? '';
      messages.push({
        connectionId: index + 1,
        senderId,
        recipientId,
        content: fill(random.pick(fromFounder ? founderMessages : investorMessages), values),
        createdAt: sentAt,
        readAt: m >= size - unreadTail ? null : new Date(sentAt.getTime() + random.int(1, 48) * 3_600_000),
      });
      if (random.chance(0.8)) fromFounder = !fromFounder;
    }
  });
  return { connections, messages };
}

/** Unique (investor, startup) deals; the demo investor's first. */
export function generateDeals(random: Random, input: ActivityInput): Pick<Activity, 'deals' | 'dealStageChanges' | 'investments'> {
  const deals: DealRow[] = [];
  const dealStageChanges: DealStageChangeRow[] = [];
  const investments: InvestmentRow[] = [];
  if (input.deals === 0) return { deals, dealStageChanges, investments };
  const maxDeals = input.investorIds.length * input.startups.length;
  if (input.deals > maxDeals) throw new RangeError(`deals: at most ${maxDeals} (every investor with every startup), got ${input.deals}`);
  const epoch = input.epoch.getTime();
  const demoInvestor = demoAccounts.investor.userId;
  const others = input.investorIds.filter((id) => id !== demoInvestor);
  const seen = new Set<string>();
  const demoShare = Math.min(input.deals, DEMO_INVESTOR_DEALS, input.startups.length);

  while (deals.length < input.deals) {
    const investorId = deals.length < demoShare || others.length === 0 ? demoInvestor : random.pick(others);
    // The demo investor's first deals walk every stage, Ledgerline (startup 1) in due diligence
    // first, so the deal flow of a fresh demo has a card in each column.
    const walksStages = investorId === demoInvestor && deals.length < DEMO_STAGE_WALK.length;
    const startup = walksStages && deals.length === 0 ? input.startups[0]! : random.pick(input.startups);
    const key = `${investorId}|${startup.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const id = deals.length + 1;
    const stage = walksStages ? DEMO_STAGE_WALK[deals.length]! : random.weighted(stageWeights);
    const createdAt = between(random, startup.createdAt!.getTime(), epoch - DAY_MS);
    const stageEnteredAt = stage === 'sourced' ? createdAt : between(random, createdAt.getTime(), epoch);
    const lastActivityAt = between(random, stageEnteredAt.getTime(), epoch);
    deals.push({
      id,
      investorId,
      startupId: startup.id,
      stage,
      priority: random.weighted(priorityWeights),
      interestLevel: random.int(1, 10),
      sourceChannel: random.chance(0.8) ? random.pick(dealSourceChannels) : null,
      nextAction: stage === 'closed' || stage === 'passed' || !random.chance(0.7) ? null : random.pick(dealNextActions),
      stageEnteredAt,
      lastActivityAt,
      createdAt,
    });
    dealStageChanges.push({ dealId: id, fromStage: null, toStage: 'sourced', changedAt: createdAt });
    if (stage !== 'sourced') dealStageChanges.push({ dealId: id, fromStage: 'sourced', toStage: stage, changedAt: stageEnteredAt });
    if (stage === 'closed') investments.push(investmentFor(random, investorId, startup, stageEnteredAt));
  }
  return { deals, dealStageChanges, investments };
}

function investmentFor(random: Random, investorId: string, startup: StartupRow, closedAt: Date): InvestmentRow {
  const amountUsd = roundToTwoSignificant(random.logUniform(25_000, 2_000_000));
  const equityHundredths = random.int(50, 1500);
  const postMoneyUsd = roundToTwoSignificant((amountUsd * 10_000) / equityHundredths);
  return {
    investorId,
    startupId: startup.id,
    dealDate: closedAt.toISOString().slice(0, 10),
    amountMinor: amountUsd * 100,
    currency: 'USD',
    equityPercentage: (equityHundredths / 100).toFixed(4),
    valuationMinor: postMoneyUsd * 100,
    roundType: roundTypeOfStage[startup.fundingStage as FundingStage] ?? 'Seed',
    leadInvestor: random.chance(0.2),
    boardSeat: random.chance(0.15),
    // A closed deal stands for a round the founder took: the demo's founders confirmed it.
    confirmationStatus: 'confirmed',
    decidedAt: closedAt,
    createdAt: closedAt,
    updatedAt: closedAt,
  };
}
