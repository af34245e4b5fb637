/**
 * Valuation benchmark, competitive analysis and portfolio analytics: comparisons of
 * published startup profiles (public), or of the signed-in user's own data.
 */
import { analyticsMessages, competitiveMetrics, type CompetitiveAnalysis, type Competitor, type PortfolioAnalytics } from '@baobab/contracts/analytics';
import { fundingStages, vocabularyLabel } from '@baobab/contracts/enums';
import { message, type Text } from '@baobab/contracts/i18n/message';
import { stagesForFilter } from '@baobab/contracts/taxonomy';
import { benchmarkValuation, defaultMinimumPeers, type ValuationBenchmark } from '@baobab/insights/valuation-benchmark';
import type { Db } from '../../db/client';
import { unauthenticated } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { countUnconfirmedInvestments, listPortfolioStartups } from '../portfolio/portfolio.service';
import { getStartup } from '../startups/startups.service';
import { currentRates, type RateTable } from '../exchange-rates/exchange-rates.service';
import { ownedStartupFactRows, type StartupFactsRow } from '../startup-facts/startup-fact-rows';
import { analyticsPolicy } from './analytics.policy';
import { competitorRows, ownRecordedValuationRow, peerFigureRows } from './analytics.repository';
import { toPeerRow } from './peer.mapper';

/** Side-by-side competitors shown next to the startup. */
export const competitorLimit = 5;

/** Portfolio analytics whose benchmarks' sentences are messages (decision 0046): the route writes them for the wire. */
export type PortfolioAnalyticsResult = Omit<PortfolioAnalytics, 'startups'> & {
  startups: (Omit<PortfolioAnalytics['startups'][number], 'benchmark'> & { benchmark: ValuationBenchmark })[];
};

type BenchmarkSubject = Pick<StartupFactsRow, 'id' | 'sector' | 'fundingStage' | 'region' | 'raisingAmountUsd'>;

/**
 * The subject's own recorded valuation is its latest round both sides confirmed, a public figure
 * (decision 0005), so every reader sees it placed among its peers. Peers' figures appear without
 * names, and only in groups of at least `minimumRecordedPeers` (docs/security.md). Rounds in other
 * currencies are converted at the latest imported rates (decision 0022), whose date the benchmark states.
 */
async function benchmarkOf(db: Db, subject: BenchmarkSubject, rates: RateTable): Promise<ValuationBenchmark> {
  const sameStage = await peerFigureRows(db, stagesForFilter(subject.fundingStage, fundingStages));
  // The raise benchmark may widen to every stage; the valuation never does (valuation-benchmark.ts).
  const others = sameStage.filter((p) => p.id !== subject.id && (p.raisingAmountUsd ?? 0) > 0);
  const peers = others.length >= defaultMinimumPeers ? sameStage : await peerFigureRows(db, null);
  const own = await ownRecordedValuationRow(db, subject.id);
  return benchmarkValuation(toPeerRow(subject, own, rates), peers.map((p) => toPeerRow(p, p, rates)));
}

export async function getValuationBenchmark(db: Db, user: SessionUser | null, startupId: number): Promise<ValuationBenchmark> {
  if (!analyticsPolicy.canAnalyse(user)) throw unauthenticated();
  const [startup, rates] = await Promise.all([getStartup(db, startupId), currentRates(db)]);
  return benchmarkOf(db, startup, rates);
}

function toCompetitor(row: StartupFactsRow & { score: number | null }): Competitor {
  return {
    id: row.id,
    name: row.name,
    sector: row.sector,
    fundingStage: row.fundingStage,
    country: row.country,
    teamSize: row.teamSize,
    raisingAmountUsd: row.raisingAmountUsd,
    tractionUsers: row.tractionUsers,
    monthlyRevenueUsd: row.monthlyRevenueUsd,
    score: row.score,
    foundedYear: row.foundedYear,
  };
}

/** Rank 1 is the highest figure; ties share the better rank; startups without the figure are left out. */
function rankOf(subject: Competitor, group: readonly Competitor[], metric: (typeof competitiveMetrics)[number]) {
  const value = subject[metric];
  const stated = group.filter((c) => c[metric] !== null);
  if (value === null) return { metric, rank: null, of: stated.length };
  return { metric, rank: 1 + stated.filter((c) => (c[metric] ?? 0) > value).length, of: stated.length };
}

export async function getCompetitiveAnalysis(db: Db, user: SessionUser | null, startupId: number): Promise<Omit<CompetitiveAnalysis, 'peerGroupLabel'> & { peerGroupLabel: Text }> {
  if (!analyticsPolicy.canAnalyse(user)) throw unauthenticated();
  const row = await getStartup(db, startupId);
  const startup = toCompetitor(row);
  const peers = (await competitorRows(db, row, competitorLimit)).map(toCompetitor);
  const group = [startup, ...peers];
  return {
    startup,
    peers,
    // The sector and stage through their label maps, so each language names them (never English built from raw values).
    peerGroupLabel: peers.length ? message(analyticsMessages.peerGroup, { sector: message(vocabularyLabel(row.sector)), stage: message(vocabularyLabel(row.fundingStage)) }) : analyticsMessages.noPeers,
    ranks: competitiveMetrics.map((metric) => rankOf(startup, group, metric)),
  };
}

/**
 * An investor's own portfolio companies (the portfolio module's read of their investments, every
 * record of theirs whatever its confirmation) each benchmarked against its peers.
 */
async function investorPortfolioAnalytics(db: Db, user: SessionUser): Promise<PortfolioAnalyticsResult> {
  const [companies, rates] = await Promise.all([listPortfolioStartups(db, user), currentRates(db)]);
  const startups = await Promise.all(
    companies.map(async (c) => {
      const row = await getStartup(db, c.id);
      return { id: row.id, name: row.name, score: row.score, benchmark: await benchmarkOf(db, row, rates) };
    }),
  );
  const unconfirmed = await countUnconfirmedInvestments(db, user);
  return {
    role: 'investor',
    startups,
    notes: [...(startups.length ? [] : [analyticsMessages.noInvestmentsYet]), ...(unconfirmed ? [analyticsMessages.unconfirmedCounted(unconfirmed)] : [])],
  };
}

export async function getPortfolioAnalytics(db: Db, user: SessionUser | null): Promise<PortfolioAnalyticsResult> {
  if (!analyticsPolicy.canAnalyse(user)) throw unauthenticated();
  if (user.userType === 'investor') return investorPortfolioAnalytics(db, user);
  if (user.userType !== 'founder') return { role: 'none', startups: [], notes: [analyticsMessages.noRole] };
  const [owned, rates] = await Promise.all([ownedStartupFactRows(db, user.id), currentRates(db)]);
  const startups = await Promise.all(owned.map(async (row) => ({ id: row.id, name: row.name, score: row.score, benchmark: await benchmarkOf(db, row, rates) })));
  return { role: 'founder', startups, notes: owned.length ? [] : [analyticsMessages.noOwnStartups] };
}
