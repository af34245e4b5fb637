import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { anyOfIds } from '../../db/any-of';
import type { Db } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import { users } from '../../db/schema/auth';
import { dealTasks } from '../../db/schema/deals';

export type DealTaskRow = typeof dealTasks.$inferSelect;
export type NewDealTaskRow = typeof dealTasks.$inferInsert;

export async function listTasks(db: Db, dealId: number): Promise<DealTaskRow[]> {
  // Open before done, soonest due first (undated last), then oldest first.
  return db
    .select()
    .from(dealTasks)
    .where(eq(dealTasks.dealId, dealId))
    .orderBy(sql`${dealTasks.doneAt} is not null`, sql`${dealTasks.dueDate} asc nulls last`, asc(dealTasks.createdAt), asc(dealTasks.id));
}

export async function insertTask(db: Db, values: NewDealTaskRow): Promise<DealTaskRow> {
  const [row] = await db.insert(dealTasks).values(values).returning();
  return row!;
}

/** The task of this deal, locked until the transaction ends: two changes of one task take turns. */
export async function lockTask(tx: Db, dealId: number, taskId: number): Promise<DealTaskRow | undefined> {
  const [row] = await tx.select().from(dealTasks).where(and(eq(dealTasks.id, taskId), eq(dealTasks.dealId, dealId))).limit(1).for('update');
  return row;
}

export async function updateTaskRow(tx: Db, taskId: number, values: Partial<NewDealTaskRow>): Promise<DealTaskRow> {
  const [row] = await tx.update(dealTasks).set(values).where(eq(dealTasks.id, taskId)).returning();
  return row!;
}

/** Deletes the task of this deal; false when there was none (already deleted, or another deal's). */
export async function deleteTaskRow(db: Db, dealId: number, taskId: number): Promise<boolean> {
  const rows = await db.delete(dealTasks).where(and(eq(dealTasks.id, taskId), eq(dealTasks.dealId, dealId))).returning({ id: dealTasks.id });
  return rows.length > 0;
}

/** Open and overdue task counts of these deals, for the board's cards; `today` is a UTC calendar date. */
const openTaskCounts = preparedRead<{ dealIds: number[]; today: string }, { dealId: number; open: number; overdue: number }[]>('open_task_counts', (db) =>
  db
    .select({
      dealId: dealTasks.dealId,
      open: sql<number>`count(*)`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${dealTasks.dueDate} < ${sql.placeholder('today')}::date)`.mapWith(Number),
    })
    .from(dealTasks)
    .where(and(anyOfIds(dealTasks.dealId, sql.placeholder('dealIds')), isNull(dealTasks.doneAt)))
    .groupBy(dealTasks.dealId),
);

export async function taskCounts(db: Db, dealIds: number[], today: string): Promise<Map<number, { open: number; overdue: number }>> {
  if (dealIds.length === 0) return new Map();
  const rows = await openTaskCounts(db, { dealIds, today });
  return new Map(rows.map((r) => [r.dealId, { open: r.open, overdue: r.overdue }]));
}

/** Open, assigned tasks due on or before `today` whose reminder has not gone, oldest due first. */
export async function tasksToRemind(db: Db, today: string, limit: number): Promise<DealTaskRow[]> {
  return db
    .select()
    .from(dealTasks)
    .where(and(isNull(dealTasks.doneAt), isNull(dealTasks.remindedAt), isNotNull(dealTasks.assigneeId), lte(dealTasks.dueDate, today)))
    .orderBy(asc(dealTasks.dueDate), asc(dealTasks.id))
    .limit(limit);
}

/**
 * Claims a task's reminder: true for exactly one caller, however many sweeps run at once, and only while
 * the task is still open, assigned to the same person and due the same day as when it was read.
 */
export async function claimReminder(tx: Db, task: DealTaskRow, now: Date): Promise<boolean> {
  const rows = await tx
    .update(dealTasks)
    .set({ remindedAt: now })
    .where(
      and(
        eq(dealTasks.id, task.id),
        isNull(dealTasks.remindedAt),
        isNull(dealTasks.doneAt),
        eq(dealTasks.assigneeId, task.assigneeId!),
        eq(dealTasks.dueDate, task.dueDate!),
      ),
    )
    .returning({ id: dealTasks.id });
  return rows.length > 0;
}

/** Names of people by id, for who did what; a deleted account is simply missing. */
export async function namesOf(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}
