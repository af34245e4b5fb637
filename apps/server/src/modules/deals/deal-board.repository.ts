import { and, asc, count, desc, eq, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deals } from '../../db/schema/deals';
import { startups } from '../../db/schema/startups';
import { dealColumns, ownedBy, type PipelineOwner } from './deals.repository';

/** What narrows a board: the priority and a search on startup name or sector (as the browser's search did). */
export type BoardFilter = { priority?: string; search?: string };

/** A page boundary: the last card's exact last-activity time (as PostgreSQL prints it, microseconds kept) and id. */
export type BoardCursor = { at: string; id: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function boardConditions(owner: PipelineOwner, filter: BoardFilter): SQL[] {
  const conditions = [ownedBy(owner)];
  if (filter.priority) conditions.push(eq(deals.priority, filter.priority));
  if (filter.search) {
    const needle = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(startups.name, needle), ilike(startups.sector, needle))!);
  }
  return conditions;
}

/** How many deals of the pipeline each stage holds (or the one stage asked for), under the filters. */
export async function countByStage(db: Db, owner: PipelineOwner, filter: BoardFilter, stage?: string): Promise<Map<string, number>> {
  const conditions = boardConditions(owner, filter);
  if (stage) conditions.push(eq(deals.stage, stage));
  const rows = await db
    .select({ stage: deals.stage, count: count() })
    .from(deals)
    .innerJoin(startups, eq(startups.id, deals.startupId))
    .where(and(...conditions))
    .groupBy(deals.stage);
  return new Map(rows.map((r) => [r.stage, Number(r.count)]));
}

/**
 * One page of a stage, newest activity first, after the cursor. The keyset compares (time, id) as a row, so
 * cards with equal times are neither repeated nor skipped, and the page is read from the stage index.
 * One more row than the page is read to know whether another page follows.
 */
export async function listStagePage(db: Db, owner: PipelineOwner, stage: string, filter: BoardFilter, limit: number, cursor?: BoardCursor) {
  const conditions = [...boardConditions(owner, filter), eq(deals.stage, stage)];
  if (cursor) conditions.push(sql`(${deals.lastActivityAt}, ${deals.id}) < (${cursor.at}::timestamptz, ${cursor.id})`);
  const rows = await db
    .select({ ...dealColumns, activityKey: sql<string>`${deals.lastActivityAt}::text` })
    .from(deals)
    .innerJoin(startups, eq(startups.id, deals.startupId))
    .where(and(...conditions))
    .orderBy(desc(deals.lastActivityAt), desc(deals.id))
    .limit(limit + 1);
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return { rows: rows.slice(0, limit), next: last ? { at: last.activityKey, id: last.id } : null };
}

/**
 * Every stage's count and first page in one statement, for the board's first paint: the deals under the filters
 * are ranked within their stage (newest activity first, as `listStagePage`) and counted by stage, and only the
 * first `limit + 1` of each stage are read with their cards' columns. One snapshot, so a count and its page
 * always agree; one statement instead of a count and six page reads (bench/http/fund-scale.bench.mjs).
 */
export async function listFirstPages(db: Db, owner: PipelineOwner, filter: BoardFilter, limit: number) {
  const ranked = db.$with('ranked').as(
    db
      .select({
        dealId: sql<number>`${deals.id}`.as('deal_id'),
        position: sql<number>`row_number() over (partition by ${deals.stage} order by ${deals.lastActivityAt} desc, ${deals.id} desc)`.mapWith(Number).as('position'),
        stageCount: sql<number>`count(*) over (partition by ${deals.stage})`.mapWith(Number).as('stage_count'),
      })
      .from(deals)
      .innerJoin(startups, eq(startups.id, deals.startupId))
      .where(and(...boardConditions(owner, filter))),
  );
  const rows = await db
    .with(ranked)
    .select({ ...dealColumns, activityKey: sql<string>`${deals.lastActivityAt}::text`, position: ranked.position, stageCount: ranked.stageCount })
    .from(ranked)
    .innerJoin(deals, eq(deals.id, ranked.dealId))
    .innerJoin(startups, eq(startups.id, deals.startupId))
    .where(lte(ranked.position, limit + 1))
    .orderBy(asc(deals.stage), asc(ranked.position));
  const stages = new Map<string, { count: number; rows: typeof rows; next: BoardCursor | null }>();
  for (const row of rows) {
    const stage = stages.get(row.stage) ?? { count: row.stageCount, rows: [], next: null };
    if (row.position <= limit) stage.rows.push(row);
    else stage.next = { at: stage.rows[limit - 1]!.activityKey, id: stage.rows[limit - 1]!.id };
    stages.set(row.stage, stage);
  }
  return stages;
}

/** A pipeline's companies by name, the first `limit` matching the search (the returns tab's picker). */
export async function listPipelineStartups(db: Db, owner: PipelineOwner, search: string | undefined, limit: number) {
  const conditions = [ownedBy(owner)];
  if (search) conditions.push(ilike(startups.name, `%${escapeLike(search)}%`));
  return db
    .select({ id: startups.id, name: startups.name })
    .from(deals)
    .innerJoin(startups, eq(startups.id, deals.startupId))
    .where(and(...conditions))
    .orderBy(asc(startups.name), asc(startups.id))
    .limit(limit);
}
