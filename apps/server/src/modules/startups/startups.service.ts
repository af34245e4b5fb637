import type { Text } from '@baobab/contracts/i18n/message';
import type { CurrencyCode } from '@baobab/contracts/currencies';
import type { StartupPreviewFields } from '@baobab/contracts/link-previews';
import type { ListStartupsQuery, StartupInput, StartupStatsQuery } from '@baobab/contracts/startups';
import { startupListSort } from '@baobab/contracts/startup-directory';
import { startupMessages } from '@baobab/contracts/startups';
import { readMoneyText } from '@baobab/contracts/money-reader';
import type { Db } from '../../db/client';
import type { Arg } from '../../db/figures';
import { badRequest, forbidden, notFound, unauthenticated } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { isVerifiedInvestor } from '../investors/investors.service';
import { hasFounderProfile } from '../onboarding/onboarding.service';
import type { CachedDb } from '../../lib/cache-registry';
import { encodedJson } from '../../lib/encoded-body';
import { cachedLatestRates, holdRatesSteady, latestRates, viewerCurrency, wholeUsdOfMinor, type RateTable } from '../exchange-rates/exchange-rates.service';
import { directoryPages, directoryStats, publicStartupDetails, startupPreviews, type CachedPage } from './startups.cache';
import { startupValues, toDetail, toSummary, type Fx, type StartupDetailWithoutAssessment } from './startups.mapper';
import { startupPolicy } from './startups.policy';
import { verificationFacts } from './startup-trust.service';
import * as repo from './startups.repository';

/** A startup anyone may see, or 404. */
export async function getStartup(db: Db, id: number): Promise<repo.StartupRow> {
  const startup = await repo.findStartupById(db, id);
  if (!startup) throw notFound('Startup');
  return startup;
}

/** The startups of these ids that exist (a list screen's rows), in no particular order. */
export function getStartups(db: Db, ids: readonly number[]): Promise<repo.StartupRow[]> {
  return ids.length === 0 ? Promise.resolve([]) : repo.findStartupsByIds(db, ids);
}

/**
 * A startup the user owns. Someone else's startup answers 404, exactly like a missing one,
 * so that ids reveal nothing. Other modules call this before touching a startup's private data.
 */
export async function requireOwnedStartup(db: Db, user: SessionUser, id: number): Promise<repo.StartupRow> {
  const startup = await repo.findStartupById(db, id);
  if (!startup || !startupPolicy.canEdit(user, startup)) throw notFound('Startup');
  return startup;
}

/**
 * The raise's dollar value is converted at the latest rates read in the write's own transaction, under
 * the shared rates lock: a rates import running at the same moment either sees this row (and converts
 * it again) or commits first (and this write reads its rates), so no raise keeps an old rate.
 */
async function writeWithRates<T>(db: Db, write: (tx: Db, rates: RateTable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await holdRatesSteady(tx);
    return write(tx, await latestRates(tx));
  });
}

export async function createStartup({ db, caches }: CachedDb, user: SessionUser, input: StartupInput) {
  if (!startupPolicy.canCreate(user, await hasFounderProfile(db, user.id))) throw forbidden(startupMessages.founderRequired);
  const row = await writeWithRates(db, (tx, rates) => repo.insertStartup(tx, user.id, startupValues(input, rates)));
  await caches.changed('startups');
  return { id: row.id };
}

export async function updateStartup({ db, caches }: CachedDb, user: SessionUser, id: number, input: StartupInput) {
  const stored = await requireOwnedStartup(db, user, id);
  const row = await writeWithRates(db, (tx, rates) => repo.updateStartupRow(tx, id, startupValues(input, rates, stored.registrationCountry)));
  await caches.changed('startups');
  return { id: row.id };
}

/**
 * Public; a signed-in visitor other than the owner is counted once as a profile view
 * (startupPolicy.countsAsView, enforced inside recordStartupView's statement). The startup,
 * its similar startups, the view count and whether the viewer is a verified investor are
 * independent statements run together, so neither adds a round trip to the response. A visitor
 * who is not signed in gets the page from a cache (startups.cache.ts); the view count it shows
 * may then be up to 30 s old.
 */
export async function getStartupDetail(cached: CachedDb, viewer: SessionUser | null, id: number): Promise<StartupDetailWithoutAssessment> {
  // A missing or hidden startup is an error, which the cache never keeps.
  if (!viewer) return cached.caches.use(publicStartupDetails).get(String(id), () => readStartupDetail(cached, null, id));
  return readStartupDetail(cached, viewer, id);
}

async function readStartupDetail(cached: CachedDb, viewer: SessionUser | null, id: number): Promise<StartupDetailWithoutAssessment> {
  const { db } = cached;
  const [found, similar, views, viewerIsVerifiedInvestor, rates] = await Promise.all([
    repo.findStartupWithOwner(db, id),
    repo.similarStartupRows(db, id),
    viewer ? repo.recordStartupView(db, id, viewer.id) : null,
    viewer ? isVerifiedInvestor(db, viewer.id) : false,
    cachedLatestRates(cached),
  ]);
  if (!found || !startupPolicy.canView(viewer, found.startup)) throw notFound('Startup');
  // Hidden by an admin or its founder suspended: gone for everyone but the founder, who is told why.
  const isTakenDown = found.startup.hiddenAt !== null || found.ownerStatus !== 'active';
  if (isTakenDown && !startupPolicy.canEdit(viewer, found.startup)) throw notFound('Startup');
  const startup = views === null ? found.startup : { ...found.startup, profileViews: views };
  const detail = toDetail(startup, {
    isOwner: startupPolicy.canEdit(viewer, startup),
    similar,
    founder: { firstName: found.ownerFirstName, lastName: found.ownerLastName },
    viewerIsVerifiedInvestor,
    verificationFacts: verificationFacts(startup, { email: found.ownerEmail, emailVerified: found.ownerEmailVerified }),
    fx: { rates, viewerCurrency: viewerCurrency(viewer) },
  });
  return isTakenDown ? { ...detail, isHidden: true } : detail;
}

/**
 * The raise bounds of a directory query in whole dollars. Each bound is read by the one amount reader
 * ('700K', '1,5 M€', 'XOF 500 000 000'): in the currency it names, else `raiseCurrency`, else the
 * viewer's currency; then converted at the latest rates and rounded exactly as each startup's raise in
 * dollars is, so a startup raising exactly a bound is inside it. A bound the reader cannot read, one in
 * another currency than `raiseCurrency`, and a currency without a rate are refused on their field with
 * the reason, never guessed.
 */
export function withRaiseInUsd<T extends StartupStatsQuery>(query: T, viewer: CurrencyCode, rates: RateTable): Omit<T, 'raiseMin' | 'raiseMax' | 'raiseCurrency'> & repo.DirectoryFilter {
  const { raiseMin, raiseMax, raiseCurrency, ...rest } = query;
  if (raiseMin === undefined && raiseMax === undefined) return rest;
  const refuse = (path: string, message: Text) => badRequest(message, [{ path, message }]);
  const toUsd = (text: string, path: 'raiseMin' | 'raiseMax') => {
    const reading = readMoneyText(text, { currency: raiseCurrency ?? viewer, isCurrencyFixed: raiseCurrency !== undefined, sign: 'nonNegative' });
    if (!reading.ok) throw refuse(path, reading.message);
    const usd = wholeUsdOfMinor(reading.amountMinor, reading.currency, rates);
    if (usd === null) throw refuse(raiseCurrency ? 'raiseCurrency' : path, startupMessages.raiseCurrencyNoRate(reading.currency));
    return usd;
  };
  const raiseUsdMin = raiseMin === undefined ? undefined : toUsd(raiseMin, 'raiseMin');
  const raiseUsdMax = raiseMax === undefined ? undefined : toUsd(raiseMax, 'raiseMax');
  if (raiseUsdMin !== undefined && raiseUsdMax !== undefined && raiseUsdMin > raiseUsdMax) throw refuse('raiseMin', startupMessages.raiseRange);
  return { ...rest, ...(raiseUsdMin !== undefined ? { raiseUsdMin } : {}), ...(raiseUsdMax !== undefined ? { raiseUsdMax } : {}) };
}

/**
 * The directory: every published startup is public, so a page needs no per-row check. It is the same
 * for everyone who reads amounts in the same currency (each raise is also shown converted into it), so
 * it is cached as JSON per query and viewer currency until the next write (startups.cache.ts); a rates
 * import is such a write.
 */
export async function listStartupPage(cached: CachedDb, viewer: SessionUser | null, query: ListStartupsQuery): Promise<CachedPage & { fresh: () => boolean }> {
  const currency = viewerCurrency(viewer);
  const { value: page, fresh } = await cached.caches.use(directoryPages).getWithFreshness(`${currency} ${JSON.stringify(query)}`, async () => {
    const rates = await cachedLatestRates(cached);
    const rows = await repo.listStartupRows(cached.db, withRaiseInUsd(query, currency, rates));
    const full = rows.length === query.limit && startupListSort(query) === 'recent';
    const fx: Fx = { rates, viewerCurrency: currency };
    return { body: encodedJson(JSON.stringify(rows.map((row) => toSummary(row, fx)))), nextCursor: full ? rows[rows.length - 1]!.cursor : null };
  });
  return { ...page, fresh };
}

/** The stat tiles, exact (the first is the count), cached like the pages (a raise bound in the viewer's currency is part of the key). */
export async function getStartupStats(cached: CachedDb, viewer: SessionUser | null, query: StartupStatsQuery) {
  const currency = viewerCurrency(viewer);
  return cached.caches.use(directoryStats).get(`${currency} ${JSON.stringify(query)}`, async () =>
    repo.startupStatsRow(cached.db, withRaiseInUsd(query, currency, await cachedLatestRates(cached))),
  );
}

/**
 * The public fields a link preview of /startups/:id shows, or null for no such startup. Read on
 * every load of that page, so cached per id until the next startup write (startups.cache.ts).
 */
export async function getStartupPreview({ db, caches }: CachedDb, id: number): Promise<StartupPreviewFields | null> {
  return caches.use(startupPreviews).get(String(id), async () => (await repo.findStartupPreviewRow(db, id)) ?? null);
}

export type PublicScoreWrite = repo.PublicScoreWrite;

/**
 * Stores directory scores (each startup's public assessment, startup-page/public-score.service.ts) with
 * what each was computed from and, when any score moved, drops the cached directory pages and public
 * details that show it: one signal for the whole batch.
 */
export async function storeDirectoryScores({ db, caches }: CachedDb, writes: readonly PublicScoreWrite[]): Promise<number> {
  const changed = await repo.storePublicScores(db, writes);
  if (changed > 0) await caches.changed('startups');
  return changed;
}

/** Every (sector, country) among the startups: the markets the public score's sweep reads. */
export function listStartupMarketKeys(db: Db): Promise<{ sector: string; country: string }[]> {
  return repo.startupMarketKeys(db);
}

/** The public score's sweep: ids after `after` whose stored basis is not the one they would be given now. */
export function listStalePublicScoreIdsAfter(db: Db, query: Parameters<typeof repo.stalePublicScoreIdsAfter>[1]): Promise<number[]> {
  return repo.stalePublicScoreIdsAfter(db, query);
}

/** Sitemap pages: every startup id in (after, upTo], ascending. */
export async function listStartupIdsInRange(db: Db, after: number, upTo: number): Promise<number[]> {
  return repo.startupIdsInRange(db, after, upTo);
}

/** The highest startup id, 0 with none: how many sitemap pages there are. */
export async function getLastStartupId(db: Db): Promise<number> {
  return repo.lastStartupId(db);
}

/** GET /api/profile: the signed-in user's own startups. */
export async function getMyStartups(cached: CachedDb, user: SessionUser | null) {
  if (!user) throw unauthenticated();
  const [rows, rates] = await Promise.all([repo.ownedStartupRows(cached.db, user.id), cachedLatestRates(cached)]);
  const fx: Fx = { rates, viewerCurrency: viewerCurrency(user) };
  return { profile: { startups: rows.map((row) => toSummary(row, fx)) } };
}

/**
 * Dashboard figures (db/figures.ts: the dashboard reads them with its others in one statement): the user's startups
 * by id (the dashboard assesses each, decision 0042) with their profile views together, and how many startups' pages
 * the user has opened (an investor's figure).
 */
export const ownStartupViewsFigure = (userId: Arg<string>) => repo.ownedStartupViewsFigure(userId);
export const startupsViewedFigure = (userId: Arg<string>) => repo.startupsViewedByFigure(userId);

/**
 * The startups a saved directory search matches among those changed in (after, upTo]: its filters read
 * as the directory reads them, the raise bounds in the currency they were saved in, at today's rates.
 */
export async function startupsMatchingSearch(db: Db, filters: StartupStatsQuery, currency: CurrencyCode, after: Date, upTo: Date) {
  return repo.startupsMatchingSince(db, withRaiseInUsd(filters, currency, await latestRates(db)), after, upTo);
}
