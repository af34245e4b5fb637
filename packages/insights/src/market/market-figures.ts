/**
 * The three figures of a market (a sector in a country) that other analyses read: the assessment and
 * due diligence read growth potential and competitive intensity, matching the trend too. One formula
 * over a segment's summary: analyzeMarket makes the summary from rows, the server from the database's
 * counts per spelling (`segmentFromCounts`, analytics/market.service.ts), so every screen gives the
 * same figures while the assessment never reads a country's rows (decision 0078).
 */
import { sectorMatches } from '@baobab/contracts/taxonomy';
import { clamp } from '../scoring';
import { coveringInvestors, growthPercent, inSector, regionByCounts, sameCountry, type MarketInvestorRow, type WindowCounts } from './market-data';

export const marketWeights = {
  growthPotential: { demand: 0.4, trend: 0.3, capital: 0.3 },
  competitiveIntensity: { density: 0.5, crowding: 0.5 },
} as const;

export interface SegmentSummary {
  /** Startups listed in the segment. */
  startups: number;
  /** The segment's new startups, deals and jobs in the recent and previous 12 months. */
  activity: WindowCounts;
  /** The sum of the segment's stated raises (those above zero), in US dollars. */
  soughtUsd: number;
  /** Investors whose sectors and geographies cover the segment, and the sum of their average tickets. */
  investors: number;
  capacityUsd: number;
}

export interface MarketFigures {
  trendScore: number;
  growthPotential: number;
  competitiveIntensity: number;
}

/** The figures with the intermediate values the full analysis shows as evidence. */
export function marketFigures(s: SegmentSummary): MarketFigures & { growth: number; demand: number; coverage: number; crowding: number } {
  const growth = growthPercent(s.activity);
  const trendScore = Math.round(clamp(50 + growth / 2, 0, 100));
  const demand = s.investors / Math.max(1, s.startups);
  const coverage = s.soughtUsd > 0 ? s.capacityUsd / s.soughtUsd : s.investors > 0 ? 1 : 0;
  const g = marketWeights.growthPotential;
  const growthPotential = Math.round(100 * (g.demand * Math.min(1, demand / 2) + g.trend * (trendScore / 100) + g.capital * Math.min(1, coverage)));
  const crowding = s.startups / Math.max(1, s.investors);
  const c = marketWeights.competitiveIntensity;
  const competitiveIntensity = Math.round(100 * (c.density * Math.min(1, s.startups / 25) + c.crowding * Math.min(1, crowding / 5)));
  return { trendScore, growthPotential, competitiveIntensity, growth, demand, coverage, crowding };
}

/** A country's startups counted per spelling of sector, country and region: what the database sends. */
export interface StartupCounts {
  sector: string;
  country: string;
  region: string;
  startups: number;
  recent: number;
  previous: number;
  soughtUsd: number;
}

/** A country's startups' jobs counted per spelling of their startup's sector and country. */
export interface JobCounts {
  sector: string;
  country: string;
  recent: number;
  previous: number;
}

/**
 * The summary analyzeMarket makes from rows, made from counts: the same spellings compared the same way
 * (inSector, sameCountry), the country's region from its startups' regions, the same covering investors.
 */
export function segmentFromCounts(input: {
  sector: string;
  country: string;
  startups: readonly StartupCounts[];
  jobs: readonly JobCounts[];
  investors: readonly MarketInvestorRow[];
  countryRegions?: Readonly<Record<string, string>>;
}): SegmentSummary {
  const { sector, country } = input;
  const inCountry = input.startups.filter((g) => sameCountry(g.country, country));
  const regions = new Map<string, number>();
  for (const g of inCountry) regions.set(g.region, (regions.get(g.region) ?? 0) + g.startups);
  const segment = inCountry.filter((g) => inSector(g, sector));
  const jobs = input.jobs.filter((g) => sameCountry(g.country, country) && inSector(g, sector));
  const investors = coveringInvestors(input.investors, { region: regionByCounts(regions, country, input.countryRegions) ?? '', country }).filter((i) =>
    sectorMatches(i.preferredSectors, sector),
  );
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  return {
    startups: sum(segment.map((g) => g.startups)),
    activity: { recent: sum([...segment, ...jobs].map((g) => g.recent)), previous: sum([...segment, ...jobs].map((g) => g.previous)) },
    soughtUsd: sum(segment.map((g) => g.soughtUsd)),
    investors: investors.length,
    capacityUsd: sum(investors.map((i) => i.averageTicketUsd)),
  };
}
