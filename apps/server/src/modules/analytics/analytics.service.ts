/**
 * Valuation benchmark, competitive analysis and portfolio analytics: comparisons of
 * published startup profiles (public), or of the signed-in user's own data.
 */
import { analyticsMessages, competitiveMetrics, type CompetitiveAnalysis, type Competitor, type PortfolioAnalytics } from '@baobab/contracts/analytics';
import { fundingStages } from '@baobab/contracts/enums';
import type { ValuationBenchmark } from '@baobab/contracts/insights';
import { stagesForFilter } from '@baobab/contracts/taxonomy';
import { minimumRecordedPeers } from '@baobab/contracts/comparables';
import { benchmarkValuation, defaultMinimumPeers } from '@baobab/insights/valuation-benchmark';
import type { Db } from '../../db/client';
import { unauthenticated } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { countUnconfirmedInvestments, listCompanies } from '../portfolio/portfolio.service';
import { getStartup } from '../startups/startups.service';
import { pickRecordedValuation } from '../startup-facts/recorded-valuation';
import { ownedStartupFactRows, type StartupFactsRow } from '../startup-facts/startup-fact-rows';
import { analyticsPolicy } from './analytics.policy';
import { competitorRows, ownRecordedValuationRow, peerFigureRows } from './analytics.repository';
import { toPeerRow } from './peer.mapper';

/** Side-by-side competitors shown next to the startup. */
export const competitorLimit = 5;

type BenchmarkSubject = Pick<StartupFactsRow, 'id' | 'sector' | 'fundingStage' | 'region' | 'raisingAmountUsd'>;

/**
 * The subject's own recorded valuation is placed among its peers only for its founder
 * (`isFounder`): a valuation tool result is a part the founder shares or not, and the benchmark
 * is open to every signed-in user. Peers' figures appear without names, and only in groups of at
 * least `minimumRecordedPeers` (docs/security.md).
 */
async function benchmarkOf(db: Db, subject: BenchmarkSubject, isFounder: boolean): Promise<ValuationBenchmark> {
  const sameStage = await peerFigureRows(db, stagesForFilter(subject.fundingStage, fundingStages));
  const others = sameStage.filter((p) => p.id !== subject.id);
  const enough = others.length >= defaultMinimumPeers && others.filter((p) => pickRecordedValuation(p)).length >= minimumRecordedPeers;
  const peers = enough ? sameStage : await peerFigureRows(db, null);
  const own = isFounder ? await ownRecordedValuationRow(db, subject.id) : null;
  return benchmarkValuation(toPeerRow(subject, own), peers.map((p) => toPeerRow(p, p)));
}

export async function getValuationBenchmark(db: Db, user: SessionUser | null, startupId: number): Promise<ValuationBenchmark> {
  if (!analyticsPolicy.canAnalyse(user)) throw unauthenticated();
  const startup = await getStartup(db, startupId);
  return benchmarkOf(db, startup, startup.ownerId === user?.id);
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

export async function getCompetitiveAnalysis(db: Db, user: SessionUser | null, startupId: number): Promise<CompetitiveAnalysis> {
  if (!analyticsPolicy.canAnalyse(user)) throw unauthenticated();
  const row = await getStartup(db, startupId);
  const startup = toCompetitor(row);
  const peers = (await competitorRows(db, row, competitorLimit)).map(toCompetitor);
  const group = [startup, ...peers];
  return {
    startup,
    peers,
    peerGroupLabel: peers.length ? `${row.sector} startups at ${row.fundingStage}, best scored first` : analyticsMessages.noPeers,
    ranks: competitiveMetrics.map((metric) => rankOf(startup, group, metric)),
  };
}

/**
 * An investor's own portfolio companies (the portfolio module's read of their investments, every
 * record of theirs whatever its confirmation) each benchmarked against its peers.
 */
async function investorPortfolioAnalytics(db: Db, user: SessionUser): Promise<PortfolioAnalytics> {
  const companies = await listCompanies(db, user, { sortBy: 'name', sector: 'All' });
  const startups = await Promise.all(
    companies.map(async (c) => {
      const row = await getStartup(db, c.startup.id);
      return { id: row.id, name: row.name, score: row.score, benchmark: await benchmarkOf(db, row, false) };
    }),
  );
  const unconfirmed = await countUnconfirmedInvestments(db, user);
  return {
    role: 'investor',
    startups,
    notes: [...(startups.length ? [] : [analyticsMessages.noInvestmentsYet]), ...(unconfirmed ? [analyticsMessages.unconfirmedCounted(unconfirmed)] : [])],
  };
}

export async function getPortfolioAnalytics(db: Db, user: SessionUser | null): Promise<PortfolioAnalytics> {
  if (!analyticsPolicy.canAnalyse(user)) throw unauthenticated();
  if (user.userType === 'investor') return investorPortfolioAnalytics(db, user);
  if (user.userType !== 'founder') return { role: 'none', startups: [], notes: [analyticsMessages.noRole] };
  const owned = await ownedStartupFactRows(db, user.id);
  const startups = await Promise.all(owned.map(async (row) => ({ id: row.id, name: row.name, score: row.score, benchmark: await benchmarkOf(db, row, true) })));
  return { role: 'founder', startups, notes: owned.length ? [] : [analyticsMessages.noOwnStartups] };
}
