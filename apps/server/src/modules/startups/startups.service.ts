import type { StartupPreviewFields } from '@baobab/contracts/link-previews';
import type { ListStartupsQuery, StartupDetail, StartupInput, StartupStatsQuery } from '@baobab/contracts/startups';
import { startupListSort } from '@baobab/contracts/startup-directory';
import { startupMessages } from '@baobab/contracts/startups';
import type { Db } from '../../db/client';
import { forbidden, notFound, unauthenticated } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { isVerifiedInvestor } from '../investors/investors.service';
import { hasFounderProfile } from '../onboarding/onboarding.service';
import type { CachedDb } from '../../lib/cache-registry';
import { encodedJson } from '../../lib/encoded-body';
import { directoryPages, directoryStats, startupPreviews, type CachedPage } from './startups.cache';
import { startupValues, toDetail, toSummary } from './startups.mapper';
import { startupPolicy } from './startups.policy';
import { verificationFacts } from './startup-trust.service';
import * as repo from './startups.repository';

/** A startup anyone may see, or 404. */
export async function getStartup(db: Db, id: number): Promise<repo.StartupRow> {
  const startup = await repo.findStartupById(db, id);
  if (!startup) throw notFound('Startup');
  return startup;
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

export async function createStartup({ db, caches }: CachedDb, user: SessionUser, input: StartupInput) {
  if (!startupPolicy.canCreate(user, await hasFounderProfile(db, user.id))) throw forbidden(startupMessages.founderRequired);
  const row = await repo.insertStartup(db, user.id, startupValues(input));
  await caches.changed('startups');
  return { id: row.id };
}

export async function updateStartup({ db, caches }: CachedDb, user: SessionUser, id: number, input: StartupInput) {
  const stored = await requireOwnedStartup(db, user, id);
  const row = await repo.updateStartupRow(db, id, startupValues(input, stored.registrationCountry));
  await caches.changed('startups');
  return { id: row.id };
}

/**
 * Public; a signed-in visitor other than the owner is counted once as a profile view
 * (startupPolicy.countsAsView, enforced inside recordStartupView's statement). The startup,
 * its similar startups, the view count and whether the viewer is a verified investor are
 * independent statements run together, so neither adds a round trip to the response.
 */
export async function getStartupDetail(db: Db, viewer: SessionUser | null, id: number): Promise<StartupDetail> {
  const [found, similar, views, viewerIsVerifiedInvestor] = await Promise.all([
    repo.findStartupWithOwner(db, id),
    repo.similarStartupRows(db, id),
    viewer ? repo.recordStartupView(db, id, viewer.id) : null,
    viewer ? isVerifiedInvestor(db, viewer.id) : false,
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
  });
  return isTakenDown ? { ...detail, isHidden: true } : detail;
}

/**
 * The directory: every published startup is public, so a page needs no per-row check and is
 * the same for everyone; it is cached as JSON until the next write (startups.cache.ts).
 */
export async function listStartupPage({ db, caches }: CachedDb, query: ListStartupsQuery): Promise<CachedPage> {
  return caches.use(directoryPages).get(JSON.stringify(query), async () => {
    const rows = await repo.listStartupRows(db, query);
    const full = rows.length === query.limit && startupListSort(query) === 'recent';
    return { body: encodedJson(JSON.stringify(rows.map(toSummary))), nextCursor: full ? rows[rows.length - 1]!.cursor : null };
  });
}

/** The stat tiles, exact (the first is the count), cached like the pages. */
export async function getStartupStats({ db, caches }: CachedDb, query: StartupStatsQuery) {
  return caches.use(directoryStats).get(JSON.stringify(query), () => repo.startupStatsRow(db, query));
}

/**
 * The public fields a link preview of /startups/:id shows, or null for no such startup. Read on
 * every load of that page, so cached per id until the next startup write (startups.cache.ts).
 */
export async function getStartupPreview({ db, caches }: CachedDb, id: number): Promise<StartupPreviewFields | null> {
  return caches.use(startupPreviews).get(String(id), async () => (await repo.findStartupPreviewRow(db, id)) ?? null);
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
export async function getMyStartups(db: Db, user: SessionUser | null) {
  if (!user) throw unauthenticated();
  return { profile: { startups: (await repo.ownedStartupRows(db, user.id)).map(toSummary) } };
}

/** Dashboard figures: a founder's profile views, or how many startups an investor has opened. */
export async function getViewCounts(db: Db, user: SessionUser) {
  const [profileViews, startupsViewed] = await Promise.all([repo.viewsOfOwnedStartups(db, user.id), repo.startupsViewedBy(db, user.id)]);
  return { profileViews, startupsViewed };
}

/** Profile scores by startup id, in one query; a startup without a score counts 0. */
export async function getStartupScores(db: Db, ids: number[]): Promise<Map<number, number>> {
  return new Map((await repo.findStartupScores(db, ids)).map((s) => [s.id, s.score ?? 0]));
}

export async function listOwnStartupScores(db: Db, user: SessionUser): Promise<number[]> {
  return (await repo.ownedStartupRows(db, user.id)).map((s) => s.score ?? 0);
}
