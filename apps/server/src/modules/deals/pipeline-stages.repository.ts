import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deals, organisationPipelineStages } from '../../db/schema/deals';
import { organisations } from '../../db/schema/organisations';

/** The fund's saved choices; empty when it never configured its pipeline (the standard one). */
export async function readStageRows(db: Db, organisationId: number) {
  return db
    .select({ stage: organisationPipelineStages.stage, inUse: organisationPipelineStages.inUse, name: organisationPipelineStages.name })
    .from(organisationPipelineStages)
    .where(eq(organisationPipelineStages.organisationId, organisationId));
}

/**
 * The organisation's row locked for the transaction (decision 0068). A change of stages takes it `for update`; a deal
 * entering a stage takes it `for share`, so moves do not wait for one another, but a move and a change of stages
 * run one after the other: a stage is never switched off while a deal is being put into it.
 */
export async function lockOrganisation(tx: Db, organisationId: number, mode: 'update' | 'share'): Promise<boolean> {
  const rows = await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, organisationId)).for(mode);
  return rows.length > 0;
}

export async function dealCountsByStage(db: Db, organisationId: number): Promise<Record<string, number>> {
  const rows = await db.select({ stage: deals.stage, deals: count() }).from(deals).where(eq(deals.organisationId, organisationId)).groupBy(deals.stage);
  return Object.fromEntries(rows.map((r) => [r.stage, Number(r.deals)]));
}

export async function saveStageRows(tx: Db, organisationId: number, rows: { stage: string; inUse: boolean; name: string | null }[], userId: string, now: Date) {
  await tx
    .insert(organisationPipelineStages)
    .values(rows.map((r) => ({ organisationId, ...r, updatedBy: userId, updatedAt: now })))
    .onConflictDoUpdate({
      target: [organisationPipelineStages.organisationId, organisationPipelineStages.stage],
      set: { inUse: sql`excluded.in_use`, name: sql`excluded.name`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`excluded.updated_at` },
    });
}

/** Whether the fund switched this stage off (no row: the standard pipeline, every stage in use). */
export async function isStageOff(db: Db, organisationId: number, stage: string): Promise<boolean> {
  const [row] = await db
    .select({ inUse: organisationPipelineStages.inUse })
    .from(organisationPipelineStages)
    .where(and(eq(organisationPipelineStages.organisationId, organisationId), eq(organisationPipelineStages.stage, stage)));
  return row !== undefined && !row.inUse;
}
