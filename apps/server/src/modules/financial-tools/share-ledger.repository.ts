import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shareLedgerEntries } from '../../db/schema/financial-tools';
import { capTableRounds } from '../../db/schema/cap-table-rounds';

export type ShareLedgerRow = typeof shareLedgerEntries.$inferSelect;

/** Oldest first: by date, then in the order recorded, the order the engine replays them in. */
export async function listEntries(db: Db, startupId: number): Promise<ShareLedgerRow[]> {
  return db.select().from(shareLedgerEntries).where(eq(shareLedgerEntries.startupId, startupId)).orderBy(asc(shareLedgerEntries.entryDate), asc(shareLedgerEntries.id));
}

export async function countEntries(db: Db, startupId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(shareLedgerEntries).where(eq(shareLedgerEntries.startupId, startupId));
  return row?.n ?? 0;
}

export async function insertEntry(db: Db, values: typeof shareLedgerEntries.$inferInsert): Promise<ShareLedgerRow> {
  const [row] = await db.insert(shareLedgerEntries).values(values).returning();
  if (!row) throw new Error('share ledger insert returned no row');
  return row;
}

/** The opening position "Generate Cap Table" wrote, which the next generate replaces (decision 0031). */
export async function deleteOpeningEntries(db: Db, startupId: number): Promise<void> {
  await db.delete(shareLedgerEntries).where(and(eq(shareLedgerEntries.startupId, startupId), eq(shareLedgerEntries.isOpening, true)));
}

export async function insertEntries(db: Db, values: (typeof shareLedgerEntries.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(shareLedgerEntries).values(values);
}

/** Whether a row went: an entry of another startup is never touched. */
export async function deleteEntry(db: Db, startupId: number, id: number): Promise<boolean> {
  const rows = await db.delete(shareLedgerEntries).where(and(eq(shareLedgerEntries.id, id), eq(shareLedgerEntries.startupId, startupId))).returning({ id: shareLedgerEntries.id });
  return rows.length > 0;
}

/** The whole ledger, which an OCF import replaces with the package's history (decision 0061). */
export async function deleteAllEntries(db: Db, startupId: number): Promise<void> {
  await db.delete(shareLedgerEntries).where(eq(shareLedgerEntries.startupId, startupId));
}

/** The date of the first closed round, whose entries are in the ledger, or null when no round is closed. */
export async function firstClosedRoundDate(db: Db, startupId: number): Promise<string | null> {
  const [row] = await db.select({ date: capTableRounds.roundDate }).from(capTableRounds).where(and(eq(capTableRounds.startupId, startupId), eq(capTableRounds.status, 'closed'))).orderBy(asc(capTableRounds.roundDate)).limit(1);
  return row?.date ?? null;
}
