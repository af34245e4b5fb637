/**
 * Smart matching (POST /api/advanced-matching/:startupId) and the dashboard's matches.
 * Both read the one investor index (investor-index.ts) and the engines in packages/insights.
 */
import { fundingStages, allSectors } from '@baobab/contracts/enums';
import type { AdvancedMatchResult } from '@baobab/contracts/insights';
import type { DashboardMatches } from '@baobab/contracts/insights-api';
import { investorTypeLabels } from '@baobab/contracts/investors';
import { sectorMatches, stageMatches } from '@baobab/contracts/taxonomy';
import { advancedMatches } from '@baobab/insights/advanced-match';
import type { InvestorCriteria, InvestorFacts, StartupFacts } from '@baobab/insights/facts';
import { evaluateInvestor, matchInvestors, thesisSimilarity, type InvestorIndex } from '@baobab/insights/investor-matching';
import { isNotShared } from '@baobab/insights/parts';
import { unauthenticated } from '../../lib/errors';
import { defineCache, type CachedDb } from '../../lib/cache-registry';
import type { SessionUser } from '../../lib/session-user';
import { toInvestorFacts, toStartupFacts } from './facts.mapper';
import { readLatestDeck } from '../startup-facts/document-analyses.facts';
import { readFinancialModel, summariseFinancialModel } from '../startup-facts/financial-model.facts';
import { getStartupAccess } from '../startup-access/startup-access.service';
import { insightsPolicy } from './insights.policy';
import { candidateStartupRows, otherStartupFactRows, ownInvestorFactRow } from './insights.repository';
import { ownedStartupFactRows } from '../startup-facts/startup-fact-rows';
import { getInvestorIndex } from './investor-index';
import { getMarketAnalysis } from '../analytics/market.service';

/** Matches returned by smart matching. */
export const advancedMatchLimit = 10;
/** Startups an investor's dashboard ranks: the best scored in their sectors and stages. */
export const investorCandidateLimit = 200;

async function marketContext(cached: CachedDb, startup: StartupFacts) {
  if (!startup.country) return null;
  const market = await getMarketAnalysis(cached, startup.sector, startup.country);
  return { trendScore: market.trendScore, growthPotential: market.growthPotential, competitiveIntensity: market.competitiveIntensity, label: `${startup.sector} in ${startup.country}` };
}

export async function generateAdvancedMatches(cached: CachedDb, user: SessionUser | null, startupId: number): Promise<AdvancedMatchResult[]> {
  const { db } = cached;
  if (!insightsPolicy.canAnalyse(user)) throw unauthenticated();
  const { startup: row, access } = await getStartupAccess(db, user, startupId);
  const startup = toStartupFacts(row);
  // The same read models as due diligence, so both see the same deck and model, or both say they were not shared.
  const [{ index }, document, model, market] = await Promise.all([
    getInvestorIndex(cached),
    readLatestDeck(db, row.id, access),
    readFinancialModel(db, row.id, access),
    marketContext(cached, startup),
  ]);
  const financialMetrics = model === null || isNotShared(model) ? model : summariseFinancialModel(model);
  return advancedMatches(startup, index, { document, financialMetrics, market }, advancedMatchLimit);
}

async function founderMatches(cached: CachedDb, user: SessionUser): Promise<DashboardMatches> {
  const [{ index }, owned] = await Promise.all([getInvestorIndex(cached), ownedStartupFactRows(cached.db, user.id)]);
  if (owned.length === 0) return { activeMatches: 0, matches: [], basis: 'Create your startup profile to be matched with investors.' };
  const lists = owned.map((row) => matchInvestors(toStartupFacts(row), index, { limit: 3 }));
  const best = lists
    .flatMap((list) => list.matches)
    .sort((a, b) => b.score - a.score || a.investor.id - b.investor.id)
    .filter((m, i, all) => all.findIndex((o) => o.investor.id === m.investor.id) === i)
    .slice(0, 3);
  return {
    activeMatches: lists.reduce((sum, list) => sum + list.passed, 0),
    matches: best.map((m) => ({ id: m.investor.id, name: m.investor.name || null, type: investorTypeLabels[m.investor.type] ?? null, matchScore: m.score, href: `/investors/${m.investor.id}` })),
    basis: `Investors passing every hard filter (stage, sector, geography, ticket) for ${owned.length === 1 ? 'your startup' : `each of your ${owned.length} startups, counted per startup`}.`,
  };
}

async function investorMatches(cached: CachedDb, user: SessionUser): Promise<DashboardMatches> {
  const { index, investorIdByUser } = await getInvestorIndex(cached);
  const investorId = investorIdByUser.get(user.id);
  const investor = investorId === undefined ? undefined : index.investors[index.positionById.get(investorId) ?? -1];
  if (!investor) return { activeMatches: 0, matches: [], basis: 'Complete your investor profile to be matched with startups.' };
  // Investor preferences use the onboarding lists; startups store the form values.
  const sectors = allSectors.filter((s) => sectorMatches(investor.preferredSectors, s));
  const stages = fundingStages.filter((s) => stageMatches(investor.preferredStages, s));
  const rows = await candidateStartupRows(cached.db, sectors, stages, investorCandidateLimit);
  const scored = rows.map((row) => {
    const startup = toStartupFacts(row);
    const text = thesisSimilarity(index, startup, investor.id);
    return { row, match: evaluateInvestor(startup, investor, text.similarity, text.sharedTerms) };
  });
  const passing = scored.filter((s) => s.match.passesFilters).sort((a, b) => b.match.score - a.match.score || a.row.id - b.row.id);
  return {
    activeMatches: passing.length,
    matches: passing.slice(0, 3).map(({ row, match }) => ({ id: row.id, name: row.name || null, type: row.sector || null, matchScore: match.score, href: `/startups/${row.id}` })),
    basis: `Startups passing every hard filter among the ${rows.length} best-scored startups in your sectors and stages.`,
  };
}

/**
 * Each user's dashboard matches, which both dashboard calls read. They depend only on the
 * investor set and the startups, so every `investors` or `startups` change empties the cache;
 * the time to live bounds a missed signal, as for the directory.
 */
const dashboardMatches = defineCache<DashboardMatches>({ name: 'matches', ttlMs: 30_000, maxEntries: 1000, forgetOn: ['investors', 'startups'] });

/** The dashboard's 'Active Matches' and matched list, always the signed-in user's own. */
export async function getDashboardMatches(cached: CachedDb, user: SessionUser): Promise<DashboardMatches> {
  const matches = cached.caches.use(dashboardMatches);
  if (user.userType === 'investor') return matches.get(`investor:${user.id}`, () => investorMatches(cached, user));
  if (user.userType === 'founder') return matches.get(`founder:${user.id}`, () => founderMatches(cached, user));
  return { activeMatches: 0, matches: [], basis: 'Choose founder or investor at onboarding to be matched.' };
}

/**
 * The startup and investor facts people matching (profiles module, GET /api/users/matches)
 * reads for one user: every other investor (from the shared investor index), the user's own
 * startups and investor profile (read fresh: the index keeps no thesis text), and up to
 * `startupLimit` of other people's startups, newest first.
 */
export async function getPeopleMatchingFacts(
  cached: CachedDb,
  userId: string,
  startupLimit: number,
): Promise<{ investors: InvestorCriteria[]; investorIndex: InvestorIndex; ownInvestorProfile: InvestorFacts | null; ownStartups: StartupFacts[]; startups: StartupFacts[] }> {
  const { db } = cached;
  const [{ index }, ownProfile, owned, others] = await Promise.all([
    getInvestorIndex(cached),
    ownInvestorFactRow(db, userId),
    ownedStartupFactRows(db, userId),
    otherStartupFactRows(db, userId, startupLimit),
  ]);
  return {
    investors: index.investors.filter((i) => i.id !== ownProfile?.id),
    // The shared index, so people matching does not rebuild TF-IDF over every thesis per call.
    investorIndex: index,
    ownInvestorProfile: ownProfile ? toInvestorFacts(ownProfile) : null,
    ownStartups: owned.map(toStartupFacts),
    startups: others.map(toStartupFacts),
  };
}
