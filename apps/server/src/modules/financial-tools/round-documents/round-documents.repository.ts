import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { capTableScenarios } from '../../../db/schema/financial-tools';

/** One saved scenario of the startup (never another startup's), for its documents. */
export async function findScenario(db: Db, startupId: number, scenarioId: number) {
  const [row] = await db.select({ name: capTableScenarios.name, input: capTableScenarios.input }).from(capTableScenarios).where(and(eq(capTableScenarios.id, scenarioId), eq(capTableScenarios.startupId, startupId))).limit(1);
  return row;
}
