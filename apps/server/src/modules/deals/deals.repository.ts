import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealNotes, deals, dealStageChanges } from '../../db/schema/deals';
import { startups } from '../../db/schema/startups';

export type DealRow = typeof deals.$inferSelect;
export type NewDealRow = typeof deals.$inferInsert;

const noteCount = sql<number>`(select count(*) from ${dealNotes} where ${dealNotes.dealId} = ${deals.id})`.mapWith(Number);

/** The columns a pipeline card shows, with its startup, in one query. */
const dealColumns = {
  id: deals.id,
  stage: deals.stage,
  priority: deals.priority,
  interestLevel: deals.interestLevel,
  lastActivityAt: deals.lastActivityAt,
  stageEnteredAt: deals.stageEnteredAt,
  sourceChannel: deals.sourceChannel,
  nextAction: deals.nextAction,
  noteCount,
  startup: {
    id: startups.id,
    name: startups.name,
    sector: startups.sector,
    region: startups.region,
    fundingStage: startups.fundingStage,
    logoUrl: startups.logoUrl,
  },
};

function selectDeals(db: Db, where: SQL | undefined) {
  return db.select(dealColumns).from(deals).innerJoin(startups, eq(startups.id, deals.startupId)).where(where);
}
export type DealListRow = Awaited<ReturnType<typeof selectDeals>>[number];

export async function listDeals(db: Db, investorId: string, filter: { stage?: string; priority?: string }): Promise<DealListRow[]> {
  const conditions = [eq(deals.investorId, investorId)];
  if (filter.stage) conditions.push(eq(deals.stage, filter.stage));
  if (filter.priority) conditions.push(eq(deals.priority, filter.priority));
  return selectDeals(db, and(...conditions)).orderBy(desc(deals.lastActivityAt), desc(deals.id));
}

export async function findDealListRow(db: Db, id: number): Promise<DealListRow | undefined> {
  const [row] = await selectDeals(db, eq(deals.id, id)).limit(1);
  return row;
}

export async function findOwnDeal(db: Db, investorId: string, id: number): Promise<DealRow | undefined> {
  const [row] = await db.select().from(deals).where(and(eq(deals.id, id), eq(deals.investorId, investorId))).limit(1);
  return row;
}

/**
 * The deal, locked until the transaction ends: concurrent moves of one deal take turns, so each
 * records the stage it really left. NO KEY UPDATE, since a move never changes the deal's id, and
 * notes can still be added (their foreign-key check is not blocked).
 */
export async function lockDeal(db: Db, id: number): Promise<DealRow | undefined> {
  const [row] = await db.select().from(deals).where(eq(deals.id, id)).limit(1).for('no key update');
  return row;
}

export async function findDealForStartup(db: Db, investorId: string, startupId: number): Promise<DealRow | undefined> {
  const [row] = await db.select().from(deals).where(and(eq(deals.investorId, investorId), eq(deals.startupId, startupId))).limit(1);
  return row;
}

/** Inserts unless this investor already has the startup in their pipeline (then undefined). */
export async function insertDeal(db: Db, values: NewDealRow): Promise<DealRow | undefined> {
  const [row] = await db.insert(deals).values(values).onConflictDoNothing({ target: [deals.investorId, deals.startupId] }).returning();
  return row;
}

/**
 * `lastActivityAt` only moves forward. Each request takes its time before its transaction, so of
 * two concurrent writes to one deal the later commit can carry the earlier time; without this a
 * note could end up newer than its deal's last activity (found by the reliability suite's
 * concurrent writers).
 */
export async function updateDealRow(db: Db, id: number, values: Partial<NewDealRow>): Promise<void> {
  const { lastActivityAt, ...rest } = values;
  const activity = lastActivityAt ? { lastActivityAt: sql`greatest(${deals.lastActivityAt}, ${lastActivityAt.toISOString()}::timestamptz)` } : {};
  await db.update(deals).set({ ...rest, ...activity }).where(eq(deals.id, id));
}

export async function deleteDealRow(db: Db, id: number): Promise<void> {
  await db.delete(deals).where(eq(deals.id, id));
}

export async function insertStageChange(db: Db, values: { dealId: number; fromStage: string | null; toStage: string; changedAt: Date }): Promise<void> {
  await db.insert(dealStageChanges).values(values);
}

/** Every stage change of one investor's deals, grouped by deal and in time order. */
export async function listStageChanges(db: Db, investorId: string) {
  return db
    .select({ dealId: dealStageChanges.dealId, toStage: dealStageChanges.toStage, changedAt: dealStageChanges.changedAt })
    .from(dealStageChanges)
    .innerJoin(deals, eq(deals.id, dealStageChanges.dealId))
    .where(eq(deals.investorId, investorId))
    .orderBy(asc(dealStageChanges.dealId), asc(dealStageChanges.changedAt), asc(dealStageChanges.id));
}

export async function listNotes(db: Db, dealId: number) {
  return db
    .select({ id: dealNotes.id, body: dealNotes.body, createdAt: dealNotes.createdAt })
    .from(dealNotes)
    .where(eq(dealNotes.dealId, dealId))
    .orderBy(desc(dealNotes.createdAt), desc(dealNotes.id));
}

export async function insertNote(db: Db, values: { dealId: number; authorId: string; body: string; createdAt: Date }) {
  const [row] = await db.insert(dealNotes).values(values).returning({ id: dealNotes.id, body: dealNotes.body, createdAt: dealNotes.createdAt });
  return row!;
}
