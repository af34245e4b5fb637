import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeMarket } from './analyze-market';
import { windowBounds, type MarketInvestorRow, type MarketJobRow, type MarketStartupRow } from './market-data';
import { marketFigures, segmentFromCounts, type JobCounts, type StartupCounts } from './market-figures';

const now = new Date('2026-11-29T06:00:00Z');
const monthMs = 30 * 24 * 3600 * 1000;
const sectors = ['FinTech', 'fintech', 'Fin-Tech', 'HealthTech', 'Logistics', 'LogisticsTech'];
const countries = ['Nigeria', 'nigeria', 'Nigéria', ' Kenya', 'Kenya'];
const regions = ['Africa', 'West Africa', 'East Africa'];
const geographies = ['Africa', 'Nigeria', 'Kenya', 'Global', 'Europe', 'West Africa', 'East Africa'];

const startupRow = fc.record({
  sector: fc.constantFrom(...sectors),
  region: fc.constantFrom(...regions),
  country: fc.constantFrom(...countries),
  raisingAmountUsd: fc.option(fc.integer({ min: -1, max: 5_000_000 }), { nil: null }),
  createdAt: fc.integer({ min: -30 * monthMs, max: monthMs }).map((offset) => new Date(now.getTime() + offset)),
});
const investorRow = fc.record({
  preferredSectors: fc.subarray(sectors),
  preferredGeographies: fc.subarray(geographies),
  preferredStages: fc.constant([] as string[]),
  averageTicketUsd: fc.integer({ min: 0, max: 2_000_000 }),
});
const jobRow = fc.record({ startup: fc.option(fc.nat(40), { nil: null }), createdAt: fc.integer({ min: -30 * monthMs, max: monthMs }) });

/** What the database answers (analytics/market.repository.ts): the rows counted per spelling and window. */
function countsOf(startups: readonly MarketStartupRow[], jobs: readonly MarketJobRow[]): { startups: StartupCounts[]; jobs: JobCounts[] } {
  const { end, recentStart, previousStart } = windowBounds(now);
  const windowOf = (date: Date) => (date > recentStart && date <= end ? 'recent' : date > previousStart && date <= recentStart ? 'previous' : null);
  const groups = new Map<string, StartupCounts>();
  for (const s of startups) {
    const key = `${s.sector}|${s.country}|${s.region}`;
    const g = groups.get(key) ?? { sector: s.sector, country: s.country!, region: s.region, startups: 0, recent: 0, previous: 0, soughtUsd: 0 };
    g.startups += 1;
    const window = windowOf(s.createdAt);
    if (window) g[window] += 1;
    if (s.raisingAmountUsd !== null && s.raisingAmountUsd > 0) g.soughtUsd += s.raisingAmountUsd;
    groups.set(key, g);
  }
  const jobGroups = new Map<string, JobCounts>();
  const byId = new Map(startups.map((s) => [s.id, s]));
  for (const j of jobs) {
    const s = j.startupId === null ? undefined : byId.get(j.startupId);
    if (!s) continue;
    const key = `${s.sector}|${s.country}`;
    const g = jobGroups.get(key) ?? { sector: s.sector, country: s.country!, recent: 0, previous: 0 };
    const window = windowOf(j.createdAt);
    if (window) g[window] += 1;
    jobGroups.set(key, g);
  }
  return { startups: [...groups.values()], jobs: [...jobGroups.values()] };
}

describe('market figures from counts', () => {
  it('equal the full analysis from rows, for any rows, sector and country', () => {
    fc.assert(
      fc.property(
        fc.array(startupRow, { maxLength: 40 }),
        fc.array(investorRow, { maxLength: 30 }),
        fc.array(jobRow, { maxLength: 30 }),
        fc.constantFrom(...sectors),
        fc.constantFrom('Nigeria', 'Kenya', 'Ghana'),
        (startupRows, investorRows, jobRows, sector, country) => {
          const startups: MarketStartupRow[] = startupRows.map((s, i) => ({ ...s, id: i + 1, fundingStage: 'Seed' }));
          const investors: MarketInvestorRow[] = investorRows.map((r, i) => ({ ...r, id: i + 1 }));
          const jobs: MarketJobRow[] = jobRows.map((j) => ({ startupId: j.startup, category: 'Engineering', location: '', createdAt: new Date(now.getTime() + j.createdAt) }));
          const countryRegions = { Ghana: 'Africa' };
          const full = analyzeMarket(sector, country, { startups, investors, deals: [], investments: [], jobs, now, countryRegions });
          const counts = countsOf(startups, jobs);
          const figures = marketFigures(segmentFromCounts({ sector, country, startups: counts.startups, jobs: counts.jobs, investors, countryRegions }));
          expect({ trendScore: figures.trendScore, growthPotential: figures.growthPotential, competitiveIntensity: figures.competitiveIntensity }).toEqual({
            trendScore: full.trendScore,
            growthPotential: full.growthPotential,
            competitiveIntensity: full.competitiveIntensity,
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
