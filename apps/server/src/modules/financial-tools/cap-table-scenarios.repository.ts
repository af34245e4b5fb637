import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { capTableScenarios } from '../../db/schema/financial-tools';

export type CapTableScenarioRow = typeof capTableScenarios.$inferSelect;

export async function countScenarios(db: Db, startupId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(capTableScenarios).where(eq(capTableScenarios.startupId, startupId));
  return row?.n ?? 0;
}

/** The new row, or undefined when the startup already has a scenario of that name (the unique index decides). */
export async function insertScenario(db: Db, values: typeof capTableScenarios.$inferInsert): Promise<CapTableScenarioRow | undefined> {
  const [row] = await db.insert(capTableScenarios).values(values).onConflictDoNothing({ target: [capTableScenarios.startupId, capTableScenarios.nameKey] }).returning();
  return row;
}

export async function listScenarios(db: Db, startupId: number): Promise<CapTableScenarioRow[]> {
  return db.select().from(capTableScenarios).where(eq(capTableScenarios.startupId, startupId)).orderBy(asc(capTableScenarios.createdAt), asc(capTableScenarios.id));
}

/** Whether a row went: a scenario of another startup is never touched. */
export async function deleteScenario(db: Db, startupId: number, id: number): Promise<boolean> {
  const rows = await db.delete(capTableScenarios).where(and(eq(capTableScenarios.id, id), eq(capTableScenarios.startupId, startupId))).returning({ id: capTableScenarios.id });
  return rows.length > 0;
}
