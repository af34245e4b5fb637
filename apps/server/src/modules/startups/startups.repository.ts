import { and, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { fundingStages } from '@baobab/contracts/enums';
import { sectorsForFilter, type ListStartupsQuery, type StartupStatsQuery } from '@baobab/contracts/startups';
import { regionsForFilter, stagesForFilter } from '@baobab/contracts/taxonomy';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { startups, startupViews } from '../../db/schema/startups';

export type StartupRow = typeof startups.$inferSelect;
export type StartupValues = Omit<typeof startups.$inferInsert, 'id' | 'ownerId' | 'createdAt' | 'updatedAt' | 'profileViews' | 'searchVector' | 'tractionTier'>;

export async function findStartupById(db: Db, id: number): Promise<StartupRow | undefined> {
  const [row] = await db.select().from(startups).where(eq(startups.id, id)).limit(1);
  return row;
}

/** Directory cards read only these columns; the description is cut to what a card shows. */
export const summaryColumns = {
  id: startups.id,
  name: startups.name,
  description: sql<string>`left(${startups.description}, 280)`,
  logoUrl: startups.logoUrl,
  sector: startups.sector,
  region: startups.region,
  country: startups.country,
  city: startups.city,
  fundingStage: startups.fundingStage,
  raisingAmount: startups.raisingAmount,
  raisingAmountUsd: startups.raisingAmountUsd,
  teamSize: startups.teamSize,
  tractionUsers: startups.tractionUsers,
  tractionTier: startups.tractionTier,
  score: startups.score,
  createdAt: startups.createdAt,
};

const tsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

/** One condition per filter; each has an index (see the startup table). */
function filterConditions(query: StartupStatsQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.sector) conditions.push(inArray(startups.sector, sectorsForFilter(query.sector)));
  if (query.region) conditions.push(inArray(startups.region, [...regionsForFilter(query.region)]));
  if (query.stage) conditions.push(inArray(startups.fundingStage, stagesForFilter(query.stage, fundingStages)));
  if (query.traction) conditions.push(eq(startups.tractionTier, query.traction));
  if (query.scoreMin !== undefined) conditions.push(gte(startups.score, query.scoreMin));
  if (query.scoreMax !== undefined) conditions.push(lte(startups.score, query.scoreMax));
  if (query.q) conditions.push(sql`${startups.searchVector} @@ ${tsQuery(query.q)}`);
  return conditions;
}

export async function listStartupRows(db: Db, query: ListStartupsQuery) {
  const sort = query.sort ?? (query.q ? 'relevance' : 'recent');
  const order =
    sort === 'relevance' && query.q
      ? [desc(sql`ts_rank_cd(${startups.searchVector}, ${tsQuery(query.q)})`), desc(startups.id)]
      : sort === 'score'
        ? [sql`${startups.score} desc nulls last`, desc(startups.id)]
        : [desc(startups.createdAt), desc(startups.id)];
  return db
    .select(summaryColumns)
    .from(startups)
    .where(and(...filterConditions(query)))
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
}
export type StartupSummaryRow = Awaited<ReturnType<typeof listStartupRows>>[number];

export async function startupStatsRow(db: Db, query: StartupStatsQuery) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      raisingNow: sql<number>`(count(*) filter (where ${startups.raisingAmountUsd} > 0))::int`,
      countries: sql<number>`count(distinct ${startups.country})::int`,
      sectors: sql<number>`count(distinct ${startups.sector})::int`,
    })
    .from(startups)
    .where(and(...filterConditions(query)));
  return row!;
}

export async function findStartupWithOwner(db: Db, id: number) {
  const [row] = await db
    .select({ startup: startups, ownerFirstName: users.firstName, ownerLastName: users.lastName })
    .from(startups)
    .innerJoin(users, eq(users.id, startups.ownerId))
    .where(eq(startups.id, id))
    .limit(1);
  return row;
}

/** Same sector, best scored first. */
export async function similarStartupRows(db: Db, startup: Pick<StartupRow, 'id' | 'sector'>, limit = 3) {
  return db
    .select(summaryColumns)
    .from(startups)
    .where(and(eq(startups.sector, startup.sector), ne(startups.id, startup.id)))
    .orderBy(sql`${startups.score} desc nulls last`, desc(startups.id))
    .limit(limit);
}

export async function ownedStartupRows(db: Db, ownerId: string) {
  return db.select(summaryColumns).from(startups).where(eq(startups.ownerId, ownerId)).orderBy(desc(startups.createdAt), desc(startups.id)).limit(100);
}

export async function insertStartup(db: Db, ownerId: string, values: StartupValues): Promise<StartupRow> {
  const [row] = await db.insert(startups).values({ ...values, ownerId }).returning();
  return row!;
}

export async function updateStartupRow(db: Db, id: number, values: StartupValues): Promise<StartupRow> {
  const [row] = await db.update(startups).set({ ...values, updatedAt: new Date() }).where(eq(startups.id, id)).returning();
  return row!;
}

/** Counts a viewer once per startup; returns whether this was their first view. */
export async function recordStartupView(db: Db, startupId: number, viewerId: string): Promise<boolean> {
  const inserted = await db.insert(startupViews).values({ startupId, viewerId }).onConflictDoNothing().returning({ startupId: startupViews.startupId });
  if (inserted.length === 0) return false;
  await db.update(startups).set({ profileViews: sql`${startups.profileViews} + 1` }).where(eq(startups.id, startupId));
  return true;
}

export async function viewsOfOwnedStartups(db: Db, ownerId: string): Promise<number> {
  const [row] = await db.select({ views: sql<number>`coalesce(sum(${startups.profileViews}), 0)::int` }).from(startups).where(eq(startups.ownerId, ownerId));
  return row?.views ?? 0;
}

export async function startupsViewedBy(db: Db, viewerId: string): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(startupViews).where(eq(startupViews.viewerId, viewerId));
  return row?.count ?? 0;
}
