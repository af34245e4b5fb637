import { and, arrayOverlaps, desc, eq, gt, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { userNameText, users } from '../../db/schema/auth';
import { investorProfiles } from '../../db/schema/profiles';
import { ownerIsActive } from '../../lib/public-visibility';

/** `regions` and `countries`: an investor naming any of them is listed (the contract expands a country to its region and back). */
export type InvestorFilters = { type?: string; sectors: string[]; stages: string[]; regions: string[]; countries: string[]; q?: string; verified?: boolean };

const columns = {
  id: investorProfiles.id,
  userId: investorProfiles.userId,
  type: investorProfiles.type,
  investmentThesis: investorProfiles.investmentThesis,
  minTicketSize: investorProfiles.minTicketSize,
  maxTicketSize: investorProfiles.maxTicketSize,
  averageTicketSize: investorProfiles.averageTicketSize,
  preferredSectors: investorProfiles.preferredSectors,
  preferredGeographies: investorProfiles.preferredGeographies,
  preferredCountries: investorProfiles.preferredCountries,
  preferredStages: investorProfiles.preferredStages,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.image,
  verifiedAt: investorProfiles.verifiedAt,
};

/** LIKE treats % and _ as wildcards; a searched name must match them literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterConditions(filters: InvestorFilters): SQL[] {
  // Suspended and banned investors leave the directory (modules/moderation).
  const result: SQL[] = [ownerIsActive(investorProfiles.userId)];
  if (filters.type) result.push(eq(investorProfiles.type, filters.type));
  if (filters.sectors.length) result.push(arrayOverlaps(investorProfiles.preferredSectors, filters.sectors));
  if (filters.stages.length) result.push(arrayOverlaps(investorProfiles.preferredStages, filters.stages));
  if (filters.regions.length || filters.countries.length) {
    result.push(or(arrayOverlaps(investorProfiles.preferredGeographies, filters.regions), arrayOverlaps(investorProfiles.preferredCountries, filters.countries))!);
  }
  // Matches investor_verified_created_idx, a partial index of the few verified profiles.
  if (filters.verified) result.push(isNotNull(investorProfiles.verifiedAt));
  return result;
}

/**
 * Profile ids matching q in the thesis or the investor's name, each side by its own trigram
 * index: an OR across the join could use neither. With `newest`, each side keeps only its
 * newest rows, so the planner can stop early on a common word (walking investor_created_idx)
 * or fetch few rows by trigram on a rare one, whichever it estimates cheaper.
 */
function matchingIds(db: Db, filters: InvestorFilters, q: string, newest?: number) {
  const pattern = `%${escapeLike(q)}%`;
  const order = [desc(investorProfiles.createdAt), desc(investorProfiles.id)] as const;
  const byThesis = db
    .select({ id: investorProfiles.id, createdAt: investorProfiles.createdAt })
    .from(investorProfiles)
    .where(and(...filterConditions(filters), sql`${investorProfiles.investmentThesis} ilike ${pattern}`));
  const byName = db
    .select({ id: investorProfiles.id, createdAt: investorProfiles.createdAt })
    .from(investorProfiles)
    .innerJoin(users, eq(users.id, investorProfiles.userId))
    .where(and(...filterConditions(filters), sql`${userNameText(users)} ilike ${pattern}`));
  if (newest === undefined) return union(byThesis, byName);
  return union(byThesis.orderBy(...order).limit(newest), byName.orderBy(...order).limit(newest));
}

export async function listInvestorRows(db: Db, filters: InvestorFilters, limit: number, offset: number) {
  const query = db.select(columns).from(investorProfiles).innerJoin(users, eq(users.id, investorProfiles.userId));
  if (filters.q) {
    const ids = matchingIds(db, filters, filters.q, limit + offset).as('matching');
    return query
      .innerJoin(ids, eq(ids.id, investorProfiles.id))
      .orderBy(desc(investorProfiles.createdAt), desc(investorProfiles.id))
      .limit(limit)
      .offset(offset);
  }
  return query
    .where(and(...filterConditions(filters)))
    .orderBy(desc(investorProfiles.createdAt), desc(investorProfiles.id))
    .limit(limit)
    .offset(offset);
}
export type InvestorListRow = Awaited<ReturnType<typeof listInvestorRows>>[number];

export async function investorStatsRow(db: Db, filters: InvestorFilters) {
  const figures = {
    total: sql<number>`count(*)::int`,
    angel: sql<number>`(count(*) filter (where ${investorProfiles.type} = 'angel'))::int`,
    vc_partner: sql<number>`(count(*) filter (where ${investorProfiles.type} = 'vc_partner'))::int`,
    institutional: sql<number>`(count(*) filter (where ${investorProfiles.type} = 'institutional'))::int`,
  };
  if (filters.q) {
    const ids = matchingIds(db, filters, filters.q).as('matching');
    const [row] = await db.select(figures).from(investorProfiles).innerJoin(ids, eq(ids.id, investorProfiles.id));
    return row!;
  }
  const [row] = await db.select(figures).from(investorProfiles).where(and(...filterConditions(filters)));
  return row!;
}

export async function findInvestorRow(db: Db, id: number) {
  const [row] = await db
    .select({ ...columns, linkedinUrl: investorProfiles.linkedinUrl, createdAt: investorProfiles.createdAt })
    .from(investorProfiles)
    .innerJoin(users, eq(users.id, investorProfiles.userId))
    .where(and(eq(investorProfiles.id, id), ownerIsActive(investorProfiles.userId)))
    .limit(1);
  return row;
}

/** What a link preview of an investor may show: name, type and sectors only (one primary-key read). */
export async function findInvestorPreviewRow(db: Db, id: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, type: investorProfiles.type, preferredSectors: investorProfiles.preferredSectors })
    .from(investorProfiles)
    .innerJoin(users, eq(users.id, investorProfiles.userId))
    .where(and(eq(investorProfiles.id, id), ownerIsActive(investorProfiles.userId)))
    .limit(1);
  return row;
}

/** Ids in (after, upTo], ascending: one primary-key range, for the sitemap's pages. */
export async function investorIdsInRange(db: Db, after: number, upTo: number): Promise<number[]> {
  const rows = await db
    .select({ id: investorProfiles.id })
    .from(investorProfiles)
    .where(and(gt(investorProfiles.id, after), lte(investorProfiles.id, upTo), ownerIsActive(investorProfiles.userId)))
    .orderBy(investorProfiles.id);
  return rows.map((row) => row.id);
}

export async function lastInvestorId(db: Db): Promise<number> {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${investorProfiles.id}), 0)::int` }).from(investorProfiles);
  return row?.id ?? 0;
}

/** Whether the user's investor profile carries the badge (verified_at set): one read by the unique user_id index. */
export async function hasVerifiedInvestorProfile(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: investorProfiles.id })
    .from(investorProfiles)
    .where(and(eq(investorProfiles.userId, userId), sql`${investorProfiles.verifiedAt} is not null`))
    .limit(1);
  return row !== undefined;
}
