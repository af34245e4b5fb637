import { and, desc, eq, gt, gte, inArray, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { fundingStages } from '@baobab/contracts/enums';
import { startupListSort } from '@baobab/contracts/startup-directory';
import { sectorsForFilter, type ListStartupsQuery, type StartupStatsQuery } from '@baobab/contracts/startups';
import { regionsForFilter, stagesForFilter } from '@baobab/contracts/taxonomy';
import { anyOfIds } from '../../db/any-of';
import type { Db } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import { countFigure, jsonFigure, type Arg, type Figure } from '../../db/figures';
import { users } from '../../db/schema/auth';
import { startups, startupViews } from '../../db/schema/startups';
import { isPubliclyVisible } from '../../lib/public-visibility';
import { rowsOf } from '../../db/raw-rows';

/** Public reads leave out startups an admin hid and those of suspended or banned founders. */
const publiclyVisible = () => isPubliclyVisible(startups.hiddenAt, startups.ownerId);

export type StartupRow = typeof startups.$inferSelect;
export type StartupValues = Omit<typeof startups.$inferInsert, 'id' | 'ownerId' | 'createdAt' | 'updatedAt' | 'profileViews' | 'searchVector' | 'tractionTier'>;

// A startup's row is read on nearly every screen: written once (db/prepared.ts).
const startupById = preparedRead<{ id: number }, StartupRow[]>('startup_by_id', (db) => db.select().from(startups).where(eq(startups.id, sql.placeholder('id'))).limit(1));
const startupsByIds = preparedRead<{ ids: readonly number[] }, StartupRow[]>('startups_by_ids', (db) => db.select().from(startups).where(anyOfIds(startups.id, sql.placeholder('ids'))));

export async function findStartupById(db: Db, id: number): Promise<StartupRow | undefined> {
  const [row] = await startupById(db, { id });
  return row;
}

/** The startups of these ids that exist, in no particular order. */
export function findStartupsByIds(db: Db, ids: readonly number[]): Promise<StartupRow[]> {
  return startupsByIds(db, { ids });
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
  raisingAmountMinor: startups.raisingAmountMinor,
  raisingCurrency: startups.raisingCurrency,
  raisingAmountUsd: startups.raisingAmountUsd,
  teamSize: startups.teamSize,
  tractionUsers: startups.tractionUsers,
  tractionTier: startups.tractionTier,
  score: startups.score,
  createdAt: startups.createdAt,
};

/**
 * What a person types, as a tsquery: the web-search reading (quotes, "or", -word) OR every
 * word as a prefix ("Zuri Led" finds "Zuri Ledger", "agri" finds "AgriTech"). Both sides use the
 * startup_search_idx GIN index. Words are reduced to letters and digits before `:*` is added,
 * so no tsquery syntax can come from the input.
 */
export function prefixQueryText(q: string): string | null {
  const words = q.normalize('NFKC').split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 8);
  return words.length === 0 ? null : words.map((w) => `${w}:*`).join(' & ');
}
const tsQuery = (q: string) => {
  const prefixes = prefixQueryText(q);
  return prefixes === null
    ? sql`websearch_to_tsquery('english', ${q})`
    : sql`(websearch_to_tsquery('english', ${q}) || to_tsquery('english', ${prefixes}))`;
};

/**
 * The directory's filters with the raise bounds already in whole US dollars (the service converts
 * them from the currency they were given in, at the latest rates).
 */
export type DirectoryFilter = Omit<StartupStatsQuery, 'raiseMin' | 'raiseMax' | 'raiseCurrency'> & { raiseUsdMin?: number; raiseUsdMax?: number };
export type DirectoryListQuery = Omit<ListStartupsQuery, 'raiseMin' | 'raiseMax' | 'raiseCurrency'> & DirectoryFilter;

/** One condition per filter; each has an index (see the startup table). */
function filterConditions(query: DirectoryFilter): SQL[] {
  const conditions: SQL[] = [];
  if (query.sector) conditions.push(inArray(startups.sector, sectorsForFilter(query.sector)));
  if (query.region) conditions.push(inArray(startups.region, [...regionsForFilter(query.region)]));
  if (query.stage) conditions.push(inArray(startups.fundingStage, stagesForFilter(query.stage, fundingStages)));
  if (query.traction) conditions.push(eq(startups.tractionTier, query.traction));
  if (query.scoreMin !== undefined) conditions.push(gte(startups.score, query.scoreMin));
  if (query.scoreMax !== undefined) conditions.push(lte(startups.score, query.scoreMax));
  // A raise that could not be read, or has no rate, has no dollar value and matches no raise bound.
  if (query.raiseUsdMin !== undefined) conditions.push(gte(startups.raisingAmountUsd, query.raiseUsdMin));
  if (query.raiseUsdMax !== undefined) conditions.push(lte(startups.raisingAmountUsd, query.raiseUsdMax));
  if (query.q) conditions.push(sql`${startups.searchVector} @@ ${tsQuery(query.q)}`);
  return conditions;
}

/** A row's place in the newest-first order, exact to the microsecond: '<epoch µs>.<id>'. */
const cursorKey = sql<string>`(extract(epoch from ${startups.createdAt}) * 1000000)::bigint::text || '.' || ${startups.id}`;

/** Rows after the cursor in `created_at desc, id desc` order: one index range, however deep. */
function afterCursor(cursor: string): SQL {
  const [micros, id] = cursor.split('.');
  return sql`(${startups.createdAt}, ${startups.id}) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${Number(id)}::int)`;
}

/**
 * One directory page. `created_at desc, id desc` is the order of every *_created_idx index, so
 * a filtered page is an index range read; with a cursor, offsets never grow.
 */
export async function listStartupRows(db: Db, query: DirectoryListQuery) {
  const sort = startupListSort(query);
  const order =
    sort === 'relevance' && query.q
      ? [desc(sql`ts_rank_cd(${startups.searchVector}, ${tsQuery(query.q)})`), desc(startups.id)]
      : sort === 'score'
        ? [sql`${startups.score} desc nulls last`, desc(startups.id)]
        : [desc(startups.createdAt), desc(startups.id)];
  const conditions = [...filterConditions(query), publiclyVisible()];
  if (query.cursor) conditions.push(afterCursor(query.cursor));
  return db
    .select({ ...summaryColumns, cursor: cursorKey })
    .from(startups)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.cursor ? 0 : query.offset);
}
export type StartupSummaryRow = Awaited<ReturnType<typeof similarStartupRows>>[number];

/**
 * Startups that match a directory filter and changed in (after, upTo]: the saved searches' sweep
 * (modules/saved-searches), with the directory's very conditions and its public visibility.
 */
export async function startupsMatchingSince(db: Db, query: DirectoryFilter, after: Date, upTo: Date) {
  return db
    .select({ id: startups.id, createdAt: startups.createdAt, updatedAt: startups.updatedAt })
    .from(startups)
    .where(and(...filterConditions(query), publiclyVisible(), gt(startups.updatedAt, after), lte(startups.updatedAt, upTo)))
    .orderBy(startups.updatedAt, startups.id);
}

export async function startupStatsRow(db: Db, query: DirectoryFilter) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      raisingNow: sql<number>`(count(*) filter (where ${startups.raisingAmountUsd} > 0))::int`,
      countries: sql<number>`count(distinct ${startups.country})::int`,
      sectors: sql<number>`count(distinct ${startups.sector})::int`,
    })
    .from(startups)
    .where(and(...filterConditions(query), publiclyVisible()));
  return row!;
}

/** What a link preview of a startup may show: public profile fields only (one primary-key read). */
export async function findStartupPreviewRow(db: Db, id: number) {
  const [row] = await db
    .select({ name: startups.name, description: sql<string>`left(${startups.description}, 400)`, sector: startups.sector, fundingStage: startups.fundingStage, country: startups.country, city: startups.city })
    .from(startups)
    .where(and(eq(startups.id, id), publiclyVisible()))
    .limit(1);
  return row;
}

/** Ids in (after, upTo], ascending: one primary-key range, for the sitemap's pages. */
export async function startupIdsInRange(db: Db, after: number, upTo: number): Promise<number[]> {
  const rows = await db.select({ id: startups.id }).from(startups).where(and(gt(startups.id, after), lte(startups.id, upTo), publiclyVisible())).orderBy(startups.id);
  return rows.map((row) => row.id);
}

/** Every (sector, country) a startup has, hidden ones included: the markets the public score's sweep reads. */
export async function startupMarketKeys(db: Db): Promise<{ sector: string; country: string }[]> {
  const rows = await db.selectDistinct({ sector: startups.sector, country: startups.country }).from(startups).where(isNotNull(startups.country));
  return rows.map((row) => ({ sector: row.sector, country: row.country! }));
}

/**
 * The ids after `after`, `limit` at most, whose stored public-score basis is not the one their facts version and
 * market give now, hidden ones included: the sweep's comparison, made by the database so that a sweep over an
 * unchanged platform reads no row. The basis is `before`, the facts version, then the startup's market's `basisAfter`
 * (public-score.service writes all three); a startup whose market is not listed (no country, or a market added since
 * the list was read) is expected to read `withoutMarket`, and at worst is recomputed once.
 */
export async function stalePublicScoreIdsAfter(
  db: Db,
  { after, limit, basis }: { after: number; limit: number; basis: { before: string; markets: readonly { sector: string; country: string; basisAfter: string }[]; withoutMarket: string } },
): Promise<number[]> {
  const result = await db.execute(sql`
    select s.id from startup s
    left join json_to_recordset(${JSON.stringify(basis.markets)}::json) as m(sector text, country text, "basisAfter" text)
      on m.sector = s.sector and m.country = s.country
    where s.id > ${after}
      and s.public_score_basis is distinct from (${basis.before} || s.facts_version::text || coalesce(m."basisAfter", ${basis.withoutMarket}))
    order by s.id
    limit ${limit}`);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

export type PublicScoreWrite = { id: number; score: number; basis: string; factsVersion: number };

/**
 * Writes public scores with their bases in one statement, each only while its startup's facts are still
 * the version it was computed from (a fact written since is the newer refresh's to store). Returns how
 * many scores changed: the alias `o` reads each row as it was before this update.
 */
export async function storePublicScores(db: Db, writes: readonly PublicScoreWrite[]): Promise<number> {
  if (writes.length === 0) return 0;
  const result = await db.execute(sql`
    update startup s set score = w.score, public_score_basis = w.basis
    from json_to_recordset(${JSON.stringify(writes)}::json) as w(id integer, score integer, basis text, "factsVersion" bigint), startup o
    where s.id = w.id and o.id = w.id and s.facts_version = w."factsVersion"
      and (s.score is distinct from w.score or s.public_score_basis is distinct from w.basis)
    returning o.score is distinct from w.score as changed`);
  return rowsOf<{ changed: boolean }>(result).filter((row) => row.changed).length;
}

export async function lastStartupId(db: Db): Promise<number> {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${startups.id}), 0)::int` }).from(startups);
  return row?.id ?? 0;
}

export async function findStartupWithOwner(db: Db, id: number) {
  const [row] = await db
    .select({ startup: startups, ownerFirstName: users.firstName, ownerLastName: users.lastName, ownerEmail: users.email, ownerEmailVerified: users.emailVerified, ownerStatus: users.accountStatus })
    .from(startups)
    .innerJoin(users, eq(users.id, startups.ownerId))
    .where(eq(startups.id, id))
    .limit(1);
  return row;
}

/**
 * Same sector, best scored first (startup_sector_score_idx). The sector is read in the same
 * statement so that the detail page can run this alongside the startup's own read.
 */
export async function similarStartupRows(db: Db, startupId: number, limit = 3) {
  return db
    .select(summaryColumns)
    .from(startups)
    .where(and(eq(startups.sector, sql`(select s.sector from ${startups} s where s.id = ${startupId})`), ne(startups.id, startupId), publiclyVisible()))
    .orderBy(sql`${startups.score} desc nulls last`, desc(startups.id))
    .limit(limit);
}

const ownedStartupsQuery = (db: Db, ownerId: Arg<string>) =>
  db.select(summaryColumns).from(startups).where(eq(startups.ownerId, ownerId)).orderBy(desc(startups.createdAt), desc(startups.id)).limit(100);

const ownedStartups = preparedRead<{ ownerId: string }, Awaited<ReturnType<typeof ownedStartupsQuery>>>('owned_startup_rows', (db) =>
  ownedStartupsQuery(db, sql.placeholder('ownerId')),
);
/** A user's own startups (`/api/profile`, every founder's screen), newest first: its SQL written once (decision 0082). */
export const ownedStartupRows = (db: Db, ownerId: string) => ownedStartups(db, { ownerId });

export async function insertStartup(db: Db, ownerId: string, values: StartupValues): Promise<StartupRow> {
  const [row] = await db.insert(startups).values({ ...values, ownerId }).returning();
  return row!;
}

export async function updateStartupRow(db: Db, id: number, values: StartupValues): Promise<StartupRow> {
  const [row] = await db.update(startups).set({ ...values, updatedAt: new Date() }).where(eq(startups.id, id)).returning();
  return row!;
}

/** The founder's request switch, changed only by the owner (the condition is in the statement); undefined otherwise. */
export async function updateOwnedRequestSettings(db: Db, id: number, ownerId: string, verifiedInvestorsOnly: boolean) {
  const [row] = await db
    .update(startups)
    .set({ verifiedInvestorsOnly, updatedAt: new Date() })
    .where(and(eq(startups.id, id), eq(startups.ownerId, ownerId)))
    .returning({ verifiedInvestorsOnly: startups.verifiedInvestorsOnly });
  return row;
}

/**
 * Counts a viewer once per startup, in one statement (one round trip, atomic): the view row and
 * the counter move together, and only when the viewer is not the owner. Returns the new count
 * when this was their first view, else null.
 */
export async function recordStartupView(db: Db, startupId: number, viewerId: string): Promise<number | null> {
  const result = await db.execute<{ profile_views: number }>(sql`
    with inserted as (
      insert into ${startupViews} (startup_id, viewer_id)
      select ${startupId}, ${viewerId}
      where exists (select 1 from ${startups} where id = ${startupId} and owner_id <> ${viewerId})
      on conflict do nothing
      returning startup_id
    )
    update ${startups} set profile_views = profile_views + 1
    where id = (select startup_id from inserted)
    returning profile_views`);
  return rowsOf<{ profile_views: number }>(result)[0]?.profile_views ?? null;
}

/** The owner's startups, newest first, with their profile views: the dashboard's ids and views in one read. */
/** The user's own startups by id, newest first, and their profile views together (a figure, db/figures.ts). */
export function ownedStartupViewsFigure(ownerId: Arg<string>): Figure<{ ids: number[]; profileViews: number }> {
  return jsonFigure(
    sql`select json_build_object(
      'ids', coalesce(json_agg(${startups.id} order by ${startups.createdAt} desc, ${startups.id} desc), '[]'),
      'profileViews', coalesce(sum(${startups.profileViews}), 0))::text
    from ${startups} where ${startups.ownerId} = ${ownerId}`,
    (value) => value as { ids: number[]; profileViews: number },
  );
}

/** How many startups' pages the viewer has viewed (a figure). */
export function startupsViewedByFigure(viewerId: Arg<string>): Figure<number> {
  return countFigure(sql`select count(*)::int from ${startupViews} where ${startupViews.viewerId} = ${viewerId}`);
}
