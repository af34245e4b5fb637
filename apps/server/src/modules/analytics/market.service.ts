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
import { windowBounds, type MarketData, type MarketInvestorRow, type MarketStartupRow } from '@baobab/insights/market/market-data';
import { marketFigures, segmentFromCounts, type JobCounts, type MarketFigures, type StartupCounts } from '@baobab/insights/market/market-figures';
import { marketIntelligence, type MarketIntelligence } from '@baobab/insights/market/market-intelligence';
import type { Db } from '../../db/client';
import { listPlatformConfirmedInvestments, type ConfirmedInvestment } from '../startup-facts/investments.facts';
import { countryActivityRows, countryJobCounts, countryJobRows, countryStartupCounts, countryStartupRows, marketInvestorRows, sectorWindowRows, type SectorWindowRow } from './market.repository';
import { defineCache, type CachedDb } from '../../lib/cache-registry';
import { createFreshCache, type FreshCache } from '../../lib/fresh-cache';

/** The platform-wide answers (intelligence, the countries' activity). No change topic: figures may age a minute. */
const marketAnswers = defineCache<unknown>({ name: 'market', ttlMs: 60_000, maxEntries: 2, forgetOn: [] });

function cached<T>({ caches }: CachedDb, key: string, compute: () => Promise<T>): Promise<T> {
  return caches.use(marketAnswers).get(key, compute) as Promise<T>;
}

const countryRegions: Record<string, string> = Object.fromEntries(analyticsCountries.map((c) => [c.name, c.region]));

/** The same calendar-month arithmetic as the engine's windows (market-data.ts), whole seconds. */
function monthsBefore(now: Date, months: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate(), now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds()));
}

/**
 * The rows every sector-and-country analysis and every ecosystem read, kept for one minute as
 * one snapshot: the platform-wide ones (investors' preferences and tickets, confirmed
 * investments) read once, each country's startups and jobs read once on its first request, and
 * each answer computed once from them. Concurrent first requests share one read (fresh-cache.ts).
 * Everything in a snapshot goes with it, so no answer is more than a minute older than its rows.
 * Memory: one snapshot; only the columns the engine reads; at most `countriesKept` countries,
 * each with at most `answersKept` answers (keys come from URLs).
 */
type PlatformRows = { investors: MarketInvestorRow[]; investments: ConfirmedInvestment[]; countries: FreshCache<CountryRows> };
type CountryRows = { data: MarketData; answers: FreshCache<MarketAnalysis | Ecosystem> };

const countriesKept = 64;
const answersKept = 32;
const marketRows = defineCache<PlatformRows>({ name: 'market-rows', ttlMs: 60_000, maxEntries: 1, forgetOn: [] });

async function readPlatform(db: Db): Promise<PlatformRows> {
  const [investors, investments] = await Promise.all([marketInvestorRows(db), listPlatformConfirmedInvestments(db)]);
  return { investors, investments, countries: createFreshCache({ name: 'market-country', ttlMs: marketRows.ttlMs, maxEntries: countriesKept }) };
}

async function readCountry(db: Db, country: string, platform: PlatformRows): Promise<CountryRows> {
  const now = new Date();
  const [startups, jobs] = await Promise.all([countryStartupRows(db, country), countryJobRows(db, country)]);
  const ids = new Set(startups.map((s) => s.id));
  const investments = platform.investments.filter((i) => ids.has(i.startupId));
  return {
    data: { startups, investors: platform.investors, deals: [], investments, jobs, now, countryRegions },
    answers: createFreshCache({ name: 'market-answer', ttlMs: marketRows.ttlMs, maxEntries: answersKept }),
  };
}

/** One answer about a country, computed once per snapshot from the country's rows. */
async function countryAnswer<T extends MarketAnalysis | Ecosystem>({ db, caches }: CachedDb, country: string, answerKey: string, compute: (data: MarketData) => T): Promise<T> {
  const platform = await caches.use(marketRows).get('platform', () => readPlatform(db));
  // Keyed as written: the database is asked for the country as written.
  const rows = await platform.countries.get(country, () => readCountry(db, country, platform));
  return rows.answers.get(answerKey, async () => compute(rows.data)) as Promise<T>;
}

// Exact spelling: the answer echoes the sector as asked.
const sectorKey = (sector: string) => `market|${sector.trim()}`;

export function getMarketAnalysis(cachedDb: CachedDb, sector: string, country: string): Promise<MarketAnalysis> {
  return countryAnswer(cachedDb, country, sectorKey(sector), (data) => analyzeMarket(sector, country, data));
}

export function getEcosystem(cachedDb: CachedDb, country: string): Promise<Ecosystem> {
  return countryAnswer(cachedDb, country, 'ecosystem', (data) => ecosystem(country, data));
}

/**
 * A market's three figures (trend, growth potential, competitive intensity): what the assessment, due
 * diligence and matching read. The same formula as the full analysis over the same spellings (insights
 * market-figures.ts, whose test holds them equal), from the database's counts per spelling: a country's
 * startups never cross the wire, so assessing a list of startups costs a few grouped reads, not every
 * startup of their countries. Kept ten minutes, and given ten more while recomputed: they are a country's
 * aggregates, which one startup more barely moves, and the public scores that read them are swept hourly. A
 * minute made every screen that assesses a list (portfolio, deal score) recompute them once a minute; on the
 * embedded database each country's counts held its one connection, a stall of up to a second a minute under
 * load (bench/README.md). The market screen's own analysis still follows its rows within a minute.
 */
const FIGURES_TTL_MS = 10 * 60_000;
const marketFiguresCache = defineCache<MarketFigures>({ name: 'market-figures', ttlMs: FIGURES_TTL_MS, staleWhileRefreshMs: FIGURES_TTL_MS, maxEntries: 2_000, forgetOn: [] });
/** The platform's investors alone, for the figures, which do not read the investments a full analysis reads. */
const figuresInvestors = defineCache<MarketInvestorRow[]>({ name: 'market-figures-investors', ttlMs: FIGURES_TTL_MS, maxEntries: 1, forgetOn: [] });
/** A country's counts, every sector at once: the public-score sweep asks for each sector of each country in turn. */
const countryCountsCache = defineCache<{ startups: StartupCounts[]; jobs: JobCounts[] }>({ name: 'market-country-counts', ttlMs: FIGURES_TTL_MS, staleWhileRefreshMs: FIGURES_TTL_MS, maxEntries: countriesKept, forgetOn: [] });

export function getMarketFigures(cachedDb: CachedDb, sector: string, country: string): Promise<MarketFigures> {
  const { db, caches } = cachedDb;
  return caches.use(marketFiguresCache).get(`${country}\u0000${sectorKey(sector)}`, async () => {
    const [investors, { startups, jobs }] = await Promise.all([
      caches.use(figuresInvestors).get('platform', () => marketInvestorRows(db)),
      // Keyed as written: the database is asked for the country as written.
      caches.use(countryCountsCache).get(country, async () => {
        const windows = windowBounds(new Date());
        const [startups, jobs] = await Promise.all([countryStartupCounts(db, country, windows), countryJobCounts(db, country, windows)]);
        return { startups, jobs };
      }),
    ]);
    const { trendScore, growthPotential, competitiveIntensity } = marketFigures(segmentFromCounts({ sector, country, startups, jobs, investors, countryRegions }));
    return { trendScore, growthPotential, competitiveIntensity };
  });
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
