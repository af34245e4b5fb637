/**
 * Per-viewer assessments kept between requests (decision 0075). An entry's key names everything the
 * assessment is computed from, so a cached answer is never stale and never someone else's:
 *
 * - the startup's facts version, read with the startup row before any fact. Database triggers raise it
 *   in the same transaction as every write to a fact the readers select (migration 0048), so no write
 *   path has to remember to signal; a write that commits after the version was read only makes this
 *   entry's key old, never wrong;
 * - the viewer's access as read this request (getStartupAccess, fresh every time): owner, or the parts
 *   a financials share opens, or nothing beyond a visitor. Viewers with the same access share an entry;
 * - the market's two figures the assessment reads (growth potential, competitive intensity), by value (decision 0078);
 * - today's date in UTC: the cap table is "holdings today".
 *
 * - the exchange rates' fingerprint (the funding tracker converts with the latest), as this app's rates cache
 *   holds them. They are not in the version: a trigger would have to raise every startup row on each import.
 *   An admin's import signals `startups`, which empties this cache; an import from the command line (another
 *   process, no signal) reaches assessments when it reaches every converted figure: when the rates cache
 *   reads the new table (exchange-rates.cache.ts), its fingerprint is a new key.
 *
 * With every input in the key, an entry's time to live bounds only memory, not staleness: assessments are no
 * longer all recomputed every 30 s, which on the embedded database held its one connection for a portfolio's
 * worth of fact reads twice a minute (bench/README.md).
 *
 * A viewer holding a data-room grant is not cached: which rooms, folders and documents they may open
 * depends on each grant, its expiry by the clock and their NDA acceptances, none of which is in the key.
 */
import { assess, type Assessment } from '@baobab/insights/assessment/assess';
import type { MarketFigures } from '@baobab/insights/market/market-figures';
import { defineCache, type CachedDb } from '../../lib/cache-registry';
import { latestRatesCache, ratesFingerprint } from '../exchange-rates/exchange-rates.cache';
import { cachedLatestRates } from '../exchange-rates/exchange-rates.service';
import type { SessionUser } from '../../lib/session-user';
import type { StartupAccess } from '../startup-access/startup-access.service';
import { todayUtc } from '../startup-facts/cap-table.facts';
import { readMarketOf, readViewerFactsFrom, readViewerStart, toAssessmentInput, type ViewerStart } from './viewer-facts';

/** Every input is in the key (above); ten minutes only lets a startup's old entries go before the size bound pushes them out. */
export const viewerAssessments = defineCache<Assessment>({ name: 'viewer-assessment', ttlMs: 10 * 60_000, maxEntries: 2_000, forgetOn: latestRatesCache.forgetOn });

/** The market as the assessment reads it: its two figures, so a recomputed market that moved neither keeps the entry. */
function marketPart(market: MarketFigures | null): string {
  return market === null ? 'none' : `${market.growthPotential}/${market.competitiveIntensity}`;
}

/** The part of the key that decides what the viewer may see; null when it cannot be said without the viewer (a data-room grant). */
export function accessKey(access: StartupAccess): string | null {
  if (access.isOwner) return 'owner';
  if (access.hasRoomGrant) return null;
  if (!access.share) return 'visitor';
  const { parts, downloadParts, expiresAt } = access.share;
  return `share(${parts.join(',')}|${downloadParts.join(',')}|${expiresAt?.toISOString() ?? 'open'})`;
}

export type ViewerAssessmentKey = { startupId: number; factsVersion: number; access: StartupAccess; market: MarketFigures | null; today: string; rates: string };

export function viewerAssessmentKey({ startupId, factsVersion, access, market, today, rates }: ViewerAssessmentKey): string | null {
  const who = accessKey(access);
  return who === null ? null : `${startupId}:v${factsVersion}:${who}:m${marketPart(market)}:${today}:r${rates}`;
}

/** An assessment with the facts version read before any fact and the market it was computed from. */
export type AssessedFrom = { assessment: Assessment; factsVersion: number; market: MarketFigures | null };

/** This viewer's assessment of the startup and its inputs: from the cache when one with the same key was computed, else read and assessed. */
export async function viewerAssessmentFrom(cached: CachedDb, user: SessionUser | null, startupId: number): Promise<AssessedFrom> {
  // The version comes with the startup row, read before any fact.
  return assessedFromStart(cached, user, await readViewerStart(cached.db, user, startupId));
}

/** viewerAssessmentFrom once the startup row and the viewer's access were read (a list reads them for every startup together). */
export async function assessedFromStart(cached: CachedDb, user: SessionUser | null, start: ViewerStart): Promise<AssessedFrom> {
  // The market before the facts that use it.
  const [market, rates] = await Promise.all([readMarketOf(cached, start.row), cachedLatestRates(cached)]);
  const compute = async () => assess(toAssessmentInput(await readViewerFactsFrom(cached, user, start, Promise.resolve(market))));
  const key = viewerAssessmentKey({ startupId: start.row.id, factsVersion: start.row.factsVersion, access: start.access, market, today: todayUtc(), rates: ratesFingerprint(rates) });
  const assessment = await (key === null ? compute() : cached.caches.use(viewerAssessments).get(key, compute));
  return { assessment, factsVersion: start.row.factsVersion, market };
}

/** This viewer's assessment of the startup (viewerAssessmentFrom without its inputs). */
export async function viewerAssessment(cached: CachedDb, user: SessionUser | null, startupId: number): Promise<Assessment> {
  return (await viewerAssessmentFrom(cached, user, startupId)).assessment;
}
