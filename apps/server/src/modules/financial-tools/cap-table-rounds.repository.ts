import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { capTableRounds } from '../../db/schema/cap-table-rounds';
import { capTableSnapshots, shareLedgerEntries } from '../../db/schema/financial-tools';

export type CapTableRoundRow = typeof capTableRounds.$inferSelect;

/** In the order they apply: by date, then in the order added. */
export async function listRounds(db: Db, startupId: number): Promise<CapTableRoundRow[]> {
  return db.select().from(capTableRounds).where(eq(capTableRounds.startupId, startupId)).orderBy(asc(capTableRounds.roundDate), asc(capTableRounds.id));
}

export async function insertRound(db: Db, values: typeof capTableRounds.$inferInsert): Promise<number> {
  const [row] = await db.insert(capTableRounds).values(values).returning({ id: capTableRounds.id });
  return row!.id;
}

/** Only a modelled round changes; whether one did. */
export async function updateModelledRound(db: Db, startupId: number, id: number, values: Pick<typeof capTableRounds.$inferInsert, 'roundDate' | 'kind' | 'round'>): Promise<boolean> {
  const rows = await db.update(capTableRounds).set(values).where(and(eq(capTableRounds.id, id), eq(capTableRounds.startupId, startupId), eq(capTableRounds.status, 'modelled'))).returning({ id: capTableRounds.id });
  return rows.length > 0;
}

export async function deleteModelledRound(db: Db, startupId: number, id: number): Promise<boolean> {
  const rows = await db.delete(capTableRounds).where(and(eq(capTableRounds.id, id), eq(capTableRounds.startupId, startupId), eq(capTableRounds.status, 'modelled'))).returning({ id: capTableRounds.id });
  return rows.length > 0;
}

export async function markClosed(db: Db, startupId: number, id: number, closedOutcome: unknown, entryIds: number[]): Promise<boolean> {
  const rows = await db
    .update(capTableRounds)
    .set({ status: 'closed', closedOutcome, entryIds, closedAt: sql`now()` })
    .where(and(eq(capTableRounds.id, id), eq(capTableRounds.startupId, startupId), eq(capTableRounds.status, 'modelled')))
    .returning({ id: capTableRounds.id });
  return rows.length > 0;
}

/** The cap-table model's declared classes and pool (the rest of the model is the form's own scenario). */
export async function findCapTableModel(db: Db, startupId: number): Promise<unknown> {
  const [row] = await db.select({ input: capTableSnapshots.input }).from(capTableSnapshots).where(eq(capTableSnapshots.startupId, startupId)).limit(1);
  return row?.input ?? null;
}

/** The closed round that wrote a ledger entry, if one did. */
export async function findRoundWritingEntry(db: Db, startupId: number, entryId: number): Promise<CapTableRoundRow | undefined> {
  const [row] = await db.select().from(capTableRounds).where(and(eq(capTableRounds.startupId, startupId), sql`${capTableRounds.entryIds} @> ${JSON.stringify([entryId])}::jsonb`)).limit(1);
  return row;
}

/** A closed round's entries, in the order given; their ids, in that order. */
export async function insertLedgerEntries(db: Db, values: (typeof shareLedgerEntries.$inferInsert)[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(shareLedgerEntries).values(values).returning({ id: shareLedgerEntries.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
