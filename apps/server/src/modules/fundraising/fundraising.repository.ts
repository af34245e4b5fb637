import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { raiseInvestors, raises } from '../../db/schema/fundraising';
import { investorProfiles } from '../../db/schema/profiles';
import { startups } from '../../db/schema/startups';

export type RaiseRow = typeof raises.$inferSelect;
export type RaiseInvestorRow = typeof raiseInvestors.$inferSelect & { investorFirstName: string | null; investorLastName: string | null };

export async function listRaises(db: Db, startupId: number): Promise<(RaiseRow & { investorCount: number })[]> {
  const counts = db.select({ raiseId: raiseInvestors.raiseId, n: count().as('n') }).from(raiseInvestors).groupBy(raiseInvestors.raiseId).as('counts');
  const rows = await db.select({ raise: raises, n: counts.n }).from(raises).leftJoin(counts, eq(counts.raiseId, raises.id)).where(eq(raises.startupId, startupId)).orderBy(desc(raises.id));
  return rows.map((r) => ({ ...r.raise, investorCount: Number(r.n ?? 0) }));
}

export async function countRaises(db: Db, startupId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(raises).where(eq(raises.startupId, startupId));
  return row?.n ?? 0;
}

/**
 * The raise when it is this startup's; `lock` takes its row for the rest of the transaction (status moves, board limits,
 * terms changes), `'share'` in share mode (commitment moves, decision 0058: they queue behind a change of terms).
 */
export async function findRaise(db: Db, startupId: number, raiseId: number, lock: boolean | 'share' = false): Promise<RaiseRow | undefined> {
  const query = db.select().from(raises).where(and(eq(raises.id, raiseId), eq(raises.startupId, startupId))).limit(1);
  const [row] = lock ? await query.for(lock === 'share' ? 'share' : 'update') : await query;
  return row;
}

export async function findRaiseUsingRound(db: Db, capTableRoundId: number): Promise<RaiseRow | undefined> {
  const [row] = await db.select().from(raises).where(eq(raises.capTableRoundId, capTableRoundId)).limit(1);
  return row;
}

export async function insertRaise(db: Db, values: typeof raises.$inferInsert): Promise<number> {
  const [row] = await db.insert(raises).values(values).returning({ id: raises.id });
  return row!.id;
}

export async function updateRaise(db: Db, raiseId: number, values: Partial<typeof raises.$inferInsert>): Promise<void> {
  await db.update(raises).set({ ...values, updatedAt: sql`now()` }).where(eq(raises.id, raiseId));
}

/** The board, directory investors with their names read from their profile's person (one source), in the order added. */
export async function listBoard(db: Db, raiseId: number): Promise<RaiseInvestorRow[]> {
  const rows = await db
    .select({ entry: raiseInvestors, firstName: users.firstName, lastName: users.lastName })
    .from(raiseInvestors)
    .leftJoin(investorProfiles, eq(investorProfiles.id, raiseInvestors.investorProfileId))
    .leftJoin(users, eq(users.id, investorProfiles.userId))
    .where(eq(raiseInvestors.raiseId, raiseId))
    .orderBy(raiseInvestors.id);
  return rows.map((r) => ({ ...r.entry, investorFirstName: r.firstName, investorLastName: r.lastName }));
}

export async function countBoard(db: Db, raiseId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(raiseInvestors).where(eq(raiseInvestors.raiseId, raiseId));
  return row?.n ?? 0;
}

export async function investorProfileExists(db: Db, investorProfileId: number): Promise<boolean> {
  const rows = await db.select({ id: investorProfiles.id }).from(investorProfiles).where(eq(investorProfiles.id, investorProfileId)).limit(1);
  return rows.length > 0;
}

/** Relies on the unique indexes: of two adds of one investor at once, one inserts and the other gets null. */
export async function insertBoardEntry(db: Db, values: typeof raiseInvestors.$inferInsert): Promise<number | null> {
  const [row] = await db.insert(raiseInvestors).values(values).onConflictDoNothing().returning({ id: raiseInvestors.id });
  return row?.id ?? null;
}

/** The entry when it is on this raise's board, its row locked so a move reads the amount it is checked against. */
export async function findBoardEntry(db: Db, raiseId: number, entryId: number): Promise<typeof raiseInvestors.$inferSelect | undefined> {
  const [row] = await db.select().from(raiseInvestors).where(and(eq(raiseInvestors.id, entryId), eq(raiseInvestors.raiseId, raiseId))).limit(1).for('update');
  return row;
}

export async function updateBoardEntry(db: Db, entryId: number, values: Partial<typeof raiseInvestors.$inferInsert>): Promise<void> {
  await db.update(raiseInvestors).set({ ...values, updatedAt: sql`now()` }).where(eq(raiseInvestors.id, entryId));
}

export async function deleteBoardEntry(db: Db, raiseId: number, entryId: number): Promise<boolean> {
  const rows = await db.delete(raiseInvestors).where(and(eq(raiseInvestors.id, entryId), eq(raiseInvestors.raiseId, raiseId))).returning({ id: raiseInvestors.id });
  return rows.length > 0;
}

/** The startup row, locked for the transaction: the lock the cap table's round writes take too (decision 0051). */
export async function lockStartupRaises(db: Db, startupId: number): Promise<void> {
  await db.select({ id: startups.id }).from(startups).where(eq(startups.id, startupId)).limit(1).for('no key update');
}
