import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { organisationMembers, organisations } from '../../db/schema/organisations';
import { savedSearches, savedSearchMatches, savedSearchReaders } from '../../db/schema/saved-searches';
import { startups } from '../../db/schema/startups';
import { isPubliclyVisible } from '../../lib/public-visibility';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export async function insertSearch(db: Db, values: typeof savedSearches.$inferInsert): Promise<SavedSearchRow> {
  const [row] = await db.insert(savedSearches).values(values).returning();
  return row!;
}

export async function findSearch(db: Db, id: number): Promise<SavedSearchRow | undefined> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row;
}

export async function deleteSearch(db: Db, id: number): Promise<void> {
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
}

const visible = () => isPubliclyVisible(startups.hiddenAt, startups.ownerId);

/** A reader's unseen matches: after what they marked seen (never marked: every match). */
const unseenCount = (userId: string) => sql<number>`(
  select count(*)::int from ${savedSearchMatches}
  join ${startups} on ${startups.id} = ${savedSearchMatches.startupId}
  where ${savedSearchMatches.searchId} = ${savedSearches.id} and ${visible()}
  and ${savedSearchMatches.matchedAt} > coalesce((select r.seen_until from ${savedSearchReaders} r where r.search_id = ${savedSearches.id} and r.user_id = ${userId}), '-infinity'::timestamptz)
)`;

const readerFrequency = (userId: string) =>
  sql<string>`coalesce((select r.frequency from ${savedSearchReaders} r where r.search_id = ${savedSearches.id} and r.user_id = ${userId}), ${savedSearches.frequency})`;

/** The person's searches and those of every organisation they belong to now, with their role there. */
export async function listVisibleSearches(db: Db, userId: string, onlyId?: number) {
  const myOrganisations = db.select({ id: organisationMembers.organisationId }).from(organisationMembers).where(eq(organisationMembers.userId, userId));
  const mine = or(eq(savedSearches.userId, userId), inArray(savedSearches.organisationId, myOrganisations));
  return db
    .select({
      search: savedSearches,
      organisationName: organisations.name,
      role: organisationMembers.role,
      frequency: readerFrequency(userId),
      newMatches: unseenCount(userId),
    })
    .from(savedSearches)
    .leftJoin(organisations, eq(organisations.id, savedSearches.organisationId))
    .leftJoin(organisationMembers, and(eq(organisationMembers.organisationId, savedSearches.organisationId), eq(organisationMembers.userId, userId)))
    .where(onlyId === undefined ? mine : and(mine, eq(savedSearches.id, onlyId)))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

export async function listMatches(db: Db, searchId: number, userId: string, limit: number) {
  const [reader] = await db.select({ seenUntil: savedSearchReaders.seenUntil }).from(savedSearchReaders).where(and(eq(savedSearchReaders.searchId, searchId), eq(savedSearchReaders.userId, userId)));
  const rows = await db
    .select({ startupId: startups.id, name: startups.name, sector: startups.sector, region: startups.region, fundingStage: startups.fundingStage, reason: savedSearchMatches.reason, matchedAt: savedSearchMatches.matchedAt })
    .from(savedSearchMatches)
    .innerJoin(startups, eq(startups.id, savedSearchMatches.startupId))
    .where(and(eq(savedSearchMatches.searchId, searchId), visible()))
    .orderBy(desc(savedSearchMatches.matchedAt), desc(savedSearchMatches.id))
    .limit(limit);
  const seenUntil = reader?.seenUntil ?? null;
  return rows.map((row) => ({ ...row, reason: row.reason as 'new' | 'changed', isNew: seenUntil === null || row.matchedAt > seenUntil }));
}

/** The reader's own row, created on their first choice. */
export async function setReader(db: Db, searchId: number, userId: string, values: { frequency?: string; seenUntil?: Date }): Promise<void> {
  await db
    .insert(savedSearchReaders)
    .values({ searchId, userId, ...values })
    .onConflictDoUpdate({ target: [savedSearchReaders.searchId, savedSearchReaders.userId], set: values });
}

export async function databaseNow(db: Db): Promise<Date> {
  const [row] = await db.select({ now: sql<string>`now()::text` }).from(sql`(select 1) as one`);
  return new Date(row!.now);
}

export async function searchesToSweep(db: Db, afterId: number, limit: number) {
  return db.select().from(savedSearches).where(sql`${savedSearches.id} > ${afterId}`).orderBy(savedSearches.id).limit(limit);
}

/**
 * Records matches: one row per search and startup (the unique index), so two sweeps that race store it
 * once. A startup already matched comes back only for a newer version of itself, as changed.
 */
export async function recordMatches(db: Db, searchId: number, rows: { startupId: number; reason: 'new' | 'changed'; startupVersion: Date }[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(savedSearchMatches)
    .values(rows.map((row) => ({ searchId, ...row })))
    .onConflictDoUpdate({
      target: [savedSearchMatches.searchId, savedSearchMatches.startupId],
      set: { reason: sql`'changed'`, startupVersion: sql`excluded.startup_version`, matchedAt: sql`now()` },
      setWhere: sql`${savedSearchMatches.startupVersion} < excluded.startup_version`,
    });
}

/** Moves the watermark forward only: a slower sweep that read an older `upTo` never takes it back. */
export async function advanceWatermark(db: Db, searchId: number, upTo: Date): Promise<void> {
  await db.update(savedSearches).set({ matchedUntil: sql`greatest(${savedSearches.matchedUntil}, ${upTo.toISOString()}::timestamptz)` }).where(eq(savedSearches.id, searchId));
}

/**
 * Who reads a search's e-mails now: its owner, or the organisation's current members (a removed member
 * has no membership row, so no e-mail), with each one's frequency and last digest.
 */
export async function digestReaders(db: Db) {
  const readerId = sql<string>`coalesce(${savedSearches.userId}, ${organisationMembers.userId})`;
  return db
    .select({
      searchId: savedSearches.id,
      name: savedSearches.name,
      filters: savedSearches.filters,
      createdAt: savedSearches.createdAt,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      frequency: sql<string>`coalesce(${savedSearchReaders.frequency}, ${savedSearches.frequency})`,
      digestedUntil: savedSearchReaders.digestedUntil,
    })
    .from(savedSearches)
    .leftJoin(organisationMembers, eq(organisationMembers.organisationId, savedSearches.organisationId))
    .innerJoin(users, eq(users.id, readerId))
    .leftJoin(savedSearchReaders, and(eq(savedSearchReaders.searchId, savedSearches.id), eq(savedSearchReaders.userId, users.id)))
    .where(sql`coalesce(${savedSearchReaders.frequency}, ${savedSearches.frequency}) <> 'off'`)
    .orderBy(savedSearches.id, users.id);
}

/** Matches after `since` that a digest lists, newest first. */
export async function matchesSince(db: Db, searchId: number, since: Date, limit: number) {
  return db
    .select({ startupId: startups.id, name: startups.name, sector: startups.sector, fundingStage: startups.fundingStage, country: startups.country, reason: savedSearchMatches.reason })
    .from(savedSearchMatches)
    .innerJoin(startups, eq(startups.id, savedSearchMatches.startupId))
    .where(and(eq(savedSearchMatches.searchId, searchId), sql`${savedSearchMatches.matchedAt} > ${since.toISOString()}::timestamptz`, visible()))
    .orderBy(desc(savedSearchMatches.matchedAt), desc(savedSearchMatches.id))
    .limit(limit);
}

/**
 * Claims one reader's digest: moves their `digested_until` from what the caller read to `upTo`. Two
 * digest runs that race both try; only the one whose reading is still true sends.
 */
export async function claimDigest(db: Db, searchId: number, userId: string, previous: Date | null, upTo: Date): Promise<boolean> {
  const rows = await db
    .insert(savedSearchReaders)
    .values({ searchId, userId, digestedUntil: upTo })
    .onConflictDoUpdate({
      target: [savedSearchReaders.searchId, savedSearchReaders.userId],
      set: { digestedUntil: upTo },
      setWhere: previous === null ? sql`${savedSearchReaders.digestedUntil} is null` : sql`${savedSearchReaders.digestedUntil} = ${previous.toISOString()}::timestamptz`,
    })
    .returning({ searchId: savedSearchReaders.searchId });
  return rows.length > 0;
}

export async function findUser(db: Db, userId: string) {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row;
}
