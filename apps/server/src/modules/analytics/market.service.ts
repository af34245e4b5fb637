/**
 * Market analysis, intelligence and ecosystems from the platform's own rows (public:
 * they aggregate published profiles). Each answer is cached for a minute: a minute-old answer
 * is fine and saves a scan of the platform per request.
 * Investments count once the startup's founder confirmed them (startup-facts investments read
 * model); deals are each investor's private pipeline, so public figures never count them.
 * Their sentences are messages (decision 0046), cached as they are; the routes write them for the wire.
 */
import { analyticsCountries, type CountryActivity } from '@baobab/contracts/analytics';
import { analyzeMarket, type MarketAnalysis } from '@baobab/insights/market/analyze-market';
import { ecosystem, type Ecosystem } from '@baobab/insights/market/ecosystem';
import type { MarketData, MarketStartupRow } from '@baobab/insights/market/market-data';
import { marketIntelligence, type MarketIntelligence } from '@baobab/insights/market/market-intelligence';
import type { Db } from '../../db/client';
import { listPlatformConfirmedInvestments } from '../startup-facts/investments.facts';
import { countryActivityRows, countryJobRows, countryStartupRows, marketInvestorRows, sectorWindowRows, type SectorWindowRow } from './market.repository';
import { defineCache, type CachedDb } from '../../lib/cache-registry';

/** Keys come from URLs (any sector and country), so the number kept is bounded. No change topic: figures may age a minute. */
const marketAnswers = defineCache<unknown>({ name: 'market', ttlMs: 60_000, maxEntries: 500, forgetOn: [] });

function cached<T>({ caches }: CachedDb, key: string, compute: () => Promise<T>): Promise<T> {
  return caches.use(marketAnswers).get(key, compute) as Promise<T>;
}

const countryRegions: Record<string, string> = Object.fromEntries(analyticsCountries.map((c) => [c.name, c.region]));

/** The same calendar-month arithmetic as the engine's windows (market-data.ts), whole seconds. */
function monthsBefore(now: Date, months: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate(), now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds()));
}

async function countryData(db: Db, country: string, now: Date): Promise<MarketData> {
  const [startupRows, investors, confirmed] = await Promise.all([countryStartupRows(db, country), marketInvestorRows(db), listPlatformConfirmedInvestments(db)]);
  const jobs = await countryJobRows(db, country, startupRows.map((s) => s.id));
  const ids = new Set(startupRows.map((s) => s.id));
  return { startups: startupRows, investors, deals: [], investments: confirmed.filter((i) => ids.has(i.startupId)), jobs, now, countryRegions };
}

// Exact spelling: the answer echoes the sector and country as asked.
const key = (...parts: string[]) => parts.map((p) => p.trim()).join('|');

export function getMarketAnalysis(cachedDb: CachedDb, sector: string, country: string): Promise<MarketAnalysis> {
  return cached(cachedDb, key('market', sector, country), async () => analyzeMarket(sector, country, await countryData(cachedDb.db, country, new Date())));
}

export function getEcosystem(cachedDb: CachedDb, country: string): Promise<Ecosystem> {
  return cached(cachedDb, key('ecosystem', country), async () => ecosystem(country, await countryData(cachedDb.db, country, new Date())));
}

/**
 * marketIntelligence reads, per startup, only its sector, its creation window and its raise.
 * The database counts those per sector and window; one row per startup is rebuilt from the
 * counts (dated at its window's end, the window's summed raise on the first row) so the
 * engine's arithmetic is unchanged while no startup row crosses the wire.
 */
function rowsFromWindows(windows: readonly SectorWindowRow[], ends: Record<SectorWindowRow['window'], Date>): MarketStartupRow[] {
  const rows: MarketStartupRow[] = [];
  for (const w of windows) {
    for (let i = 0; i < w.startups; i += 1) {
      rows.push({ id: rows.length + 1, sector: w.sector, region: '', country: null, fundingStage: '', raisingAmountUsd: i === 0 ? w.raisingUsd : null, createdAt: ends[w.window] });
    }
  }
  return rows;
}

export function getMarketIntelligence(cachedDb: CachedDb): Promise<MarketIntelligence> {
  const { db } = cachedDb;
  return cached(cachedDb, 'intelligence', async () => {
    const now = new Date();
    now.setUTCMilliseconds(0);
    const recentStart = monthsBefore(now, 12);
    const previousStart = monthsBefore(now, 24);
    const [windows, investors, investments] = await Promise.all([sectorWindowRows(db, recentStart, previousStart), marketInvestorRows(db), listPlatformConfirmedInvestments(db)]);
    const startups = rowsFromWindows(windows, { recent: now, previous: recentStart, older: previousStart });
    return marketIntelligence({ startups, investors, deals: [], investments, jobs: [], now });
  });
}

/** Startups and raise per country for the tile map, the selector's countries first. */
export function listCountryActivity(cachedDb: CachedDb): Promise<CountryActivity[]> {
  return cached(cachedDb, 'countries', async () => {
    const rows = await countryActivityRows(cachedDb.db);
    return analyticsCountries.map(({ name }) => {
      const matching = rows.filter((r) => r.country.trim().toLowerCase() === name.toLowerCase());
      return { country: name, startups: matching.reduce((a, r) => a + r.startups, 0), raisingUsd: matching.reduce((a, r) => a + r.raisingUsd, 0) };
    });
  });
}
