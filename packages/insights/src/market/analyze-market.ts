/**
 * Market analysis for one sector in one country, from the platform's own rows.
 *
 * activity       = new startups + deals opened + jobs posted in the segment, per window
 * trendScore     = clamp(50 + activity growth % / 2, 0, 100): flat 50, doubling 100, halving 25
 * growthPotential = 100 × (0.4 × min(1, demand / 2) + 0.3 × trendScore / 100 + 0.3 × min(1, coverage))
 *   demand   = investors covering the segment per startup in it (two per startup saturates)
 *   coverage = Σ those investors' average tickets / Σ raise sought in the segment
 * competitiveIntensity = 100 × (0.5 × min(1, startups / 25) + 0.5 × min(1, startups per investor / 5))
 *   25 startups in one sector and country, or five per interested investor, is a crowded field.
 * marketSize is what the platform observes (capital sought and invested), not a total market.
 */
import { message, type Message, type MessageValue, type Text } from '@baobab/contracts/i18n/message';
import { sectorMatches, stageMatches } from '@baobab/contracts/taxonomy';
import { round } from '../scoring';
import { marketFigures, marketWeights } from './market-figures';
import { label, usd } from '../text/values';
import { median } from '../stats';
import { growthPercent, inSector, investorsCovering, isoDate, sameCountry, signed, windowTotals, type MarketData, type MarketEvidence } from './market-data';

export interface MarketAnalysis {
  sector: string;
  country: string;
  trendScore: number;
  growthPotential: number;
  competitiveIntensity: number;
  keyTrends: Text[];
  opportunities: Text[];
  marketSize: Text;
  timeframe: Text;
  weights: typeof marketWeights;
  evidence: MarketEvidence[];
}

export { marketWeights };

/**
 * The analysis's sentences, written once as translation keys (decision 0023; French in the insights
 * catalog). Counted ones (a `count` value) take their English singular from en/insights.ts.
 */
export const marketAnalysisTemplates = {
  noStartups: 'No {{sector}} startups in {{country}} on Baobab yet',
  newStartups: '{{count}} new {{sector}} startups in {{country}} in the last 12 months ({{previous}} the year before, {{growth}})',
  mostAt: 'Most are at {{stage}} ({{percent}}% of {{total}})',
  medianRaise: 'Median raise sought: {{median}} across {{count}} startups',
  dealsOpened: '{{count}} deals opened in the last 12 months, {{closed}} closed in all',
  rolesPosted: '{{count}} roles posted in the last 12 months, most in {{category}}',
  investorsCover: '{{count}} investors cover {{place}}, median average ticket {{ticket}}',
  firstMover: 'First-mover room: investors cover {{place}} and no startup is listed yet',
  backStage: '{{backers}} of {{investors}} of these investors back {{stage}}; {{count}} startups here are at that stage',
  ticketsCover: 'Investor tickets cover the capital sought {{times}} times',
  noInvestor: 'No investor on Baobab covers {{place}} yet: look to regional and sector-generalist funds',
  marketSize: '{{sought}} sought by {{count}} startups and {{invested}} invested on Baobab',
  timeframe: '12 months to {{date}} against the 12 months before',
  startupsListed: '{{sector}} startups listed in {{country}}',
  investorsCovering: 'investors whose sectors and geographies cover {{place}}',
} as const;

const T = marketAnalysisTemplates;
const counted = (key: string, values: Record<string, MessageValue> & { count: number }): Message => message(key, values);

function mostCommon(values: readonly string[]): { value: string; count: number } | null {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return best ? { value: best[0], count: best[1] } : null;
}

export function analyzeMarket(sector: string, country: string, data: MarketData): MarketAnalysis {
  const segment = data.startups.filter((s) => inSector(s, sector) && sameCountry(s.country, country));
  const ids = new Set(segment.map((s) => s.id));
  const deals = data.deals.filter((d) => ids.has(d.startupId));
  const jobs = data.jobs.filter((j) => j.startupId !== null && ids.has(j.startupId));
  const investments = data.investments.filter((i) => ids.has(i.startupId));
  const investors = investorsCovering(country, data).filter((i) => sectorMatches(i.preferredSectors, sector));

  const newStartups = windowTotals(segment, (s) => s.createdAt, data.now);
  const newDeals = windowTotals(deals, (d) => d.createdAt, data.now);
  const newJobs = windowTotals(jobs, (j) => j.createdAt, data.now);
  const activity = { recent: newStartups.recent + newDeals.recent + newJobs.recent, previous: newStartups.previous + newDeals.previous + newJobs.previous };
  const raises = segment.flatMap((s) => (s.raisingAmountUsd !== null && s.raisingAmountUsd > 0 ? [s.raisingAmountUsd] : []));
  const sought = raises.reduce((a, b) => a + b, 0);
  const capacity = investors.reduce((a, i) => a + i.averageTicketUsd, 0);
  const invested = investments.reduce((a, i) => a + i.amountUsd, 0);
  const { trendScore, growthPotential, competitiveIntensity, growth, demand, coverage, crowding } = marketFigures({
    startups: segment.length,
    activity,
    soughtUsd: sought,
    investors: investors.length,
    capacityUsd: capacity,
  });

  const where = { sector: label(sector), country: label(country) };
  const place = message('{{sector}} in {{country}}', where);
  const keyTrends: Text[] = [];
  if (segment.length === 0) keyTrends.push(message(T.noStartups, where));
  else {
    keyTrends.push(counted(T.newStartups, { count: newStartups.recent, ...where, previous: newStartups.previous, growth: signed(growthPercent(newStartups)) }));
    const stage = mostCommon(segment.map((s) => s.fundingStage));
    if (stage) keyTrends.push(message(T.mostAt, { stage: label(stage.value), percent: Math.round((stage.count / segment.length) * 100), total: segment.length }));
    const mid = median(raises);
    if (mid !== null) keyTrends.push(counted(T.medianRaise, { median: usd(mid), count: raises.length }));
  }
  if (deals.length > 0) keyTrends.push(counted(T.dealsOpened, { count: newDeals.recent, closed: deals.filter((d) => d.stage === 'closed').length }));
  const category = mostCommon(jobs.map((j) => j.category));
  if (newJobs.recent > 0 && category) keyTrends.push(counted(T.rolesPosted, { count: newJobs.recent, category: label(category.value) }));

  const opportunities: Text[] = [];
  if (investors.length > 0) {
    opportunities.push(counted(T.investorsCover, { count: investors.length, place, ticket: usd(median(investors.map((i) => i.averageTicketUsd)) ?? 0) }));
    if (segment.length === 0) opportunities.push(message(T.firstMover, { place }));
    const stages = mostCommon(investors.flatMap((i) => i.preferredStages));
    if (stages) {
      const atStage = segment.filter((s) => stageMatches([s.fundingStage], stages.value)).length;
      opportunities.push(counted(T.backStage, { backers: stages.count, investors: investors.length, stage: label(stages.value), count: atStage }));
    }
    if (coverage >= 1 && sought > 0) opportunities.push(message(T.ticketsCover, { times: round(coverage, 1) }));
  } else {
    opportunities.push(message(T.noInvestor, { place }));
  }

  return {
    sector,
    country,
    trendScore,
    growthPotential,
    competitiveIntensity,
    keyTrends,
    opportunities,
    marketSize: sought > 0 || invested > 0
      ? counted(T.marketSize, { sought: usd(sought), count: raises.length, invested: usd(invested) })
      : message('No raises or investments recorded on Baobab yet'),
    timeframe: message(T.timeframe, { date: isoDate(data.now) }),
    weights: marketWeights,
    evidence: [
      { metric: 'startups', value: segment.length, detail: message(T.startupsListed, where) },
      { metric: 'activityRecent', value: activity.recent, detail: message('new startups, deals and jobs in the last 12 months') },
      { metric: 'activityPrevious', value: activity.previous, detail: message('the same in the 12 months before') },
      { metric: 'activityGrowthPercent', value: growth, detail: message('feeds trendScore') },
      { metric: 'investors', value: investors.length, detail: message(T.investorsCovering, { place }) },
      { metric: 'demandPerStartup', value: round(demand, 2), detail: message('investors per startup; feeds growthPotential') },
      { metric: 'capitalSoughtUsd', value: sought, detail: message('sum of stated raises') },
      { metric: 'ticketCapacityUsd', value: capacity, detail: message('sum of covering investors\' average tickets') },
      { metric: 'capitalCoverage', value: round(coverage, 2), detail: message('capacity / capital sought; feeds growthPotential') },
      { metric: 'startupsPerInvestor', value: round(crowding, 2), detail: message('feeds competitiveIntensity') },
      { metric: 'investedUsd', value: invested, detail: message('recorded investments in the segment') },
    ],
  };
}
