/**
 * Smart matching (POST /api/advanced-matching/:startupId) and the dashboard's matches.
 * Both read the one investor index (investor-index.ts) and the engines in packages/insights.
 */
import { fundingStages, allSectors, vocabularyLabel } from '@baobab/contracts/enums';
import { message, type Text } from '@baobab/contracts/i18n/message';
import type { DashboardMatches } from '@baobab/contracts/insights-api';
import { investorTypeLabels } from '@baobab/contracts/investors';
import { sectorMatches, stageMatches } from '@baobab/contracts/taxonomy';
import { advancedMatches, type AdvancedMatch } from '@baobab/insights/advanced-match';
import type { InvestorCriteria, InvestorFacts, StartupFacts } from '@baobab/insights/facts';
import { evaluateInvestor, matchInvestors, thesisSimilarity, type InvestorIndex } from '@baobab/insights/investor-matching';
import { isNotShared } from '@baobab/insights/parts';
import { unauthenticated } from '../../lib/errors';
import { defineCache, type CachedDb } from '../../lib/cache-registry';
import type { SessionUser } from '../../lib/session-user';
import { toInvestorFacts, toStartupFacts } from './facts.mapper';
import { readLatestDeck } from '../startup-facts/document-analyses.facts';
import { readFinancialModel, summariseFinancialModel } from '../startup-facts/financial-model.facts';
import { partPoint } from '@baobab/insights/assessment/assess';
import { assessFacts, rangeOf } from './assessment.service';
import { insightsPolicy } from './insights.policy';
import { readViewerFacts } from './viewer-facts';
import { candidateStartupRows, otherStartupFactRows, ownInvestorFactRow } from './insights.repository';
import { ownedStartupFactRows } from '../startup-facts/startup-fact-rows';
import { getInvestorIndex } from './investor-index';
import { getMarketFigures } from '../analytics/market.service';

/** The dashboard's matches, their basis a message (decision 0046) the route writes for the wire. */
export type DashboardMatchesResult = Omit<DashboardMatches, 'basis'> & { basis: Text };

/** What the dashboard's matches were counted over, one translation key each (French in the dashboard catalog). */
const matchBasisTexts = {
  noStartup: 'Create your startup profile to be matched with investors.',
  oneStartup: 'Investors passing every hard filter (stage, sector, geography, ticket) for your startup.',
  startups: 'Investors passing every hard filter (stage, sector, geography, ticket) for each of your {{startups}} startups, counted per startup.',
  noProfile: 'Complete your investor profile to be matched with startups.',
  candidates: 'Startups passing every hard filter among the {{candidates}} best-scored startups in your sectors and stages.',
  noRole: 'Choose founder or investor at onboarding to be matched.',
} as const;

/** Matches returned by smart matching. */
export const advancedMatchLimit = 10;
/** Startups an investor's dashboard ranks: the best scored in their sectors and stages. */
export const investorCandidateLimit = 200;

async function marketContext(cached: CachedDb, startup: StartupFacts) {
  if (!startup.country) return null;
  const market = await getMarketFigures(cached, startup.sector, startup.country);
  const label = message('{{sector}} in {{country}}', { sector: message(vocabularyLabel(startup.sector)), country: message(startup.country) });
  return { trendScore: market.trendScore, growthPotential: market.growthPotential, competitiveIntensity: market.competitiveIntensity, label };
}

/** The matches with the startup's assessment range; their sentences are messages (decision 0046), written for the wire by the route. */
export async function generateAdvancedMatches(cached: CachedDb, user: SessionUser | null, startupId: number): Promise<(AdvancedMatch & { assessment: ReturnType<typeof rangeOf> })[]> {
  const { db } = cached;
  if (!insightsPolicy.canAnalyse(user)) throw unauthenticated();
  const facts = await readViewerFacts(cached, user, startupId);
  const { startup, access } = facts;
  // The same read models as due diligence, so both see the same deck and model, or both say they were not shared.
  const [{ index }, document, model, market] = await Promise.all([
    getInvestorIndex(cached),
    readLatestDeck(db, startup.id, access),
    readFinancialModel(db, startup.id, access),
    marketContext(cached, startup),
  ]);
  const financialMetrics = model === null || isNotShared(model) ? model : summariseFinancialModel(model);
  // The four analysis scores are named parts of the startup's one assessment for this reader (decision 0042).
  const assessment = assessFacts(facts);
  const assessedParts = {
    marketFit: partPoint(assessment, 'market'),
    teamStrength: partPoint(assessment, 'profile'),
    technologyViability: partPoint(assessment, 'documents'),
    financialProjections: partPoint(assessment, 'financials'),
  };
  const range = rangeOf(assessment);
  return advancedMatches(startup, index, { document, financialMetrics, market, assessedParts, assessment: { score: range.score, low: range.low, high: range.high } }, advancedMatchLimit).map((match) => ({ ...match, assessment: range }));
}

async function founderMatches(cached: CachedDb, user: SessionUser): Promise<DashboardMatchesResult> {
  const [{ index }, owned] = await Promise.all([getInvestorIndex(cached), ownedStartupFactRows(cached.db, user.id)]);
  if (owned.length === 0) return { activeMatches: 0, matches: [], basis: message(matchBasisTexts.noStartup) };
  const lists = owned.map((row) => matchInvestors(toStartupFacts(row), index, { limit: 3 }));
  const best = lists
    .flatMap((list) => list.matches)
    .sort((a, b) => b.score - a.score || a.investor.id - b.investor.id)
    .filter((m, i, all) => all.findIndex((o) => o.investor.id === m.investor.id) === i)
    .slice(0, 3);
  return {
    activeMatches: lists.reduce((sum, list) => sum + list.passed, 0),
    matches: best.map((m) => ({ id: m.investor.id, name: m.investor.name || null, type: investorTypeLabels[m.investor.type] ?? null, matchScore: m.score, href: `/investors/${m.investor.id}` })),
    basis: owned.length === 1 ? message(matchBasisTexts.oneStartup) : message(matchBasisTexts.startups, { startups: owned.length }),
  };
}

async function investorMatches(cached: CachedDb, user: SessionUser): Promise<DashboardMatchesResult> {
  const { index, investorIdByUser } = await getInvestorIndex(cached);
  const investorId = investorIdByUser.get(user.id);
  const investor = investorId === undefined ? undefined : index.investors[index.positionById.get(investorId) ?? -1];
  if (!investor) return { activeMatches: 0, matches: [], basis: message(matchBasisTexts.noProfile) };
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
    basis: message(matchBasisTexts.candidates, { candidates: rows.length }),
  };
}

/**
 * Each user's dashboard matches, which both dashboard calls read. They depend only on the
 * investor set and the startups, so every `investors` or `startups` change empties the cache;
 * the time to live bounds a missed signal, as for the directory (an aged answer is given 30 s more while
 * one computation replaces it: a dashboard never waits for the matching engine's cold pass).
 */
const dashboardMatches = defineCache<DashboardMatchesResult>({ name: 'matches', ttlMs: 30_000, staleWhileRefreshMs: 30_000, maxEntries: 1000, forgetOn: ['investors', 'startups'] });

/** The dashboard's 'Active Matches' and matched list, always the signed-in user's own. */
export async function getDashboardMatches(cached: CachedDb, user: SessionUser): Promise<DashboardMatchesResult> {
  const matches = cached.caches.use(dashboardMatches);
  if (user.userType === 'investor') return matches.get(`investor:${user.id}`, () => investorMatches(cached, user));
  if (user.userType === 'founder') return matches.get(`founder:${user.id}`, () => founderMatches(cached, user));
  return { activeMatches: 0, matches: [], basis: message(matchBasisTexts.noRole) };
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
