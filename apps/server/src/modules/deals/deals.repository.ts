import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { anyOfIds } from '../../db/any-of';
import type { Db } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import { jsonFigure, type Arg, type Figure } from '../../db/figures';
import { users } from '../../db/schema/auth';
import { dealAssignees, dealAssignmentChanges, dealNotes, deals, dealStageChanges } from '../../db/schema/deals';
import { startups } from '../../db/schema/startups';

/** Whose pipeline: a person's own, or an organisation's. */
export type PipelineOwner = { investorId: string; organisationId?: undefined } | { organisationId: number; investorId?: undefined };

/** A person's own pipeline (a value, or a placeholder of a query written once). */
export const ownPipeline = (investorId: Arg<string>) => eq(deals.investorId, investorId);

export const ownedBy = (owner: PipelineOwner) => (owner.organisationId !== undefined ? eq(deals.organisationId, owner.organisationId) : ownPipeline(owner.investorId));

export type DealRow = typeof deals.$inferSelect;
export type NewDealRow = typeof deals.$inferInsert;

const noteCount = sql<number>`(select count(*) from ${dealNotes} where ${dealNotes.dealId} = ${deals.id})`.mapWith(Number);

/** The columns a pipeline card shows, with its startup, in one query. */
export const dealColumns = {
  id: deals.id,
  stage: deals.stage,
  priority: deals.priority,
  interestLevel: deals.interestLevel,
  lastActivityAt: deals.lastActivityAt,
  stageEnteredAt: deals.stageEnteredAt,
  sourceChannel: deals.sourceChannel,
  nextAction: deals.nextAction,
  noteCount,
  organisationId: deals.organisationId,
  ownerUserId: deals.ownerUserId,
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

export async function listDeals(db: Db, owner: PipelineOwner, filter: { stage?: string; priority?: string }): Promise<DealListRow[]> {
  const conditions = [ownedBy(owner)];
  if (filter.stage) conditions.push(eq(deals.stage, filter.stage));
  if (filter.priority) conditions.push(eq(deals.priority, filter.priority));
  return selectDeals(db, and(...conditions)).orderBy(desc(deals.lastActivityAt), desc(deals.id));
}

/** The startups of an investor's own pipeline's `limit` deals still in play (every stage but passed) with the newest activity, as a one-column subquery. */
export function liveDealStartupIdsQuery(investorId: Arg<string>, limit: Arg<number>): SQL {
  return sql`select ${deals.startupId} from ${deals} where ${and(ownPipeline(investorId), ne(deals.stage, 'passed'))} order by ${deals.lastActivityAt} desc, ${deals.id} desc limit ${limit}`;
}

/** Those startups' ids, as a figure (db/figures.ts). Their order is not kept: the deal score they feed is a mean. */
export function liveDealStartupIdsFigure(investorId: Arg<string>, limit: Arg<number>): Figure<number[]> {
  return jsonFigure(sql`select coalesce(json_agg(live.startup_id), '[]')::text from (${liveDealStartupIdsQuery(investorId, limit)}) live`, (ids) => ids as number[]);
}

export async function findDealListRow(db: Db, id: number): Promise<DealListRow | undefined> {
  const [row] = await selectDeals(db, eq(deals.id, id)).limit(1);
  return row;
}

export async function findDeal(db: Db, id: number): Promise<DealRow | undefined> {
  const [row] = await db.select().from(deals).where(eq(deals.id, id)).limit(1);
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

const dealForStartup = preparedRead<{ investorId: string; startupId: number }, DealListRow[]>('deal_for_startup', (db) =>
  selectDeals(db, and(ownPipeline(sql.placeholder('investorId')), eq(deals.startupId, sql.placeholder('startupId')))).limit(1),
);

/** The investor's deal for a startup as its card reads it, in one query written once (a startup's page asks on every visit). */
export async function findDealForStartup(db: Db, investorId: string, startupId: number): Promise<DealListRow | undefined> {
  const [row] = await dealForStartup(db, { investorId, startupId });
  return row;
}

/**
 * Inserts unless the pipeline already holds the startup (then undefined). The unique index decides, so two
 * members adding one startup at once get one deal and one 409.
 */
export async function insertDeal(db: Db, values: NewDealRow): Promise<DealRow | undefined> {
  const target = values.organisationId != null ? [deals.organisationId, deals.startupId] : [deals.investorId, deals.startupId];
  const [row] = await db.insert(deals).values(values).onConflictDoNothing({ target }).returning();
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

export async function insertStageChange(db: Db, values: { dealId: number; fromStage: string | null; toStage: string; changedAt: Date; changedBy: string }): Promise<void> {
  await db.insert(dealStageChanges).values(values);
}

/** Every stage change of one pipeline's deals, grouped by deal and in time order. */
export async function listStageChanges(db: Db, owner: PipelineOwner) {
  return db
    .select({ dealId: dealStageChanges.dealId, toStage: dealStageChanges.toStage, changedAt: dealStageChanges.changedAt })
    .from(dealStageChanges)
    .innerJoin(deals, eq(deals.id, dealStageChanges.dealId))
    .where(ownedBy(owner))
    .orderBy(asc(dealStageChanges.dealId), asc(dealStageChanges.changedAt), asc(dealStageChanges.id));
}

/** One deal's stage changes with who made them, for its timeline. */
export async function listDealStageChanges(db: Db, dealId: number) {
  return db.select().from(dealStageChanges).where(eq(dealStageChanges.dealId, dealId)).orderBy(asc(dealStageChanges.changedAt), asc(dealStageChanges.id));
}

export async function insertAssignmentChange(tx: Db, values: { dealId: number; changedBy: string; changedAt: Date; ownerUserId: string | null; assigneeIds: string[] }): Promise<void> {
  await tx.insert(dealAssignmentChanges).values(values);
}

export async function listAssignmentChanges(db: Db, dealId: number) {
  return db.select().from(dealAssignmentChanges).where(eq(dealAssignmentChanges.dealId, dealId)).orderBy(asc(dealAssignmentChanges.changedAt), asc(dealAssignmentChanges.id));
}

export async function listNotes(db: Db, dealId: number) {
  return db
    .select({ id: dealNotes.id, body: dealNotes.body, createdAt: dealNotes.createdAt, firstName: users.firstName, lastName: users.lastName })
    .from(dealNotes)
    .innerJoin(users, eq(users.id, dealNotes.authorId))
    .where(eq(dealNotes.dealId, dealId))
    .orderBy(desc(dealNotes.createdAt), desc(dealNotes.id));
}

export async function insertNote(db: Db, values: { dealId: number; authorId: string; body: string; createdAt: Date }) {
  const [row] = await db.insert(dealNotes).values(values).returning({ id: dealNotes.id, body: dealNotes.body, createdAt: dealNotes.createdAt });
  return row!;
}

/** The assignees of these deals, for the cards; the service keeps only current members. */
export async function listAssignees(db: Db, dealIds: number[]) {
  if (dealIds.length === 0) return [];
  return db
    .select({ dealId: dealAssignees.dealId, userId: dealAssignees.userId })
    .from(dealAssignees)
    .where(anyOfIds(dealAssignees.dealId, dealIds))
    .orderBy(asc(dealAssignees.assignedAt), asc(dealAssignees.userId));
}

/** Replaces a deal's assignees (inside the caller's transaction, which holds the deal's lock). */
export async function replaceAssignees(tx: Db, dealId: number, userIds: string[], now: Date): Promise<void> {
  await tx.delete(dealAssignees).where(eq(dealAssignees.dealId, dealId));
  if (userIds.length) await tx.insert(dealAssignees).values(userIds.map((userId) => ({ dealId, userId, assignedAt: now })));
}

export async function findStartupName(db: Db, startupId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: startups.name }).from(startups).where(eq(startups.id, startupId)).limit(1);
  return row?.name;
}
