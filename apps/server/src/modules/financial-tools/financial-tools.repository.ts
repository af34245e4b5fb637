import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { capTableScenarios, capTableSnapshots, financialModels, fundingMilestones, fundingTargets, valuationResults } from '../../db/schema/financial-tools';
import { startups } from '../../db/schema/startups';
import { hasRecordedValuation, recordedValuationColumns } from '../startup-facts/recorded-valuation';

export type CapTableSnapshotRow = typeof capTableSnapshots.$inferSelect;
export type FinancialModelRow = typeof financialModels.$inferSelect;
export type ValuationResultRow = typeof valuationResults.$inferSelect;
export type MilestoneRow = typeof fundingMilestones.$inferSelect;

/** The cap table's round model (its shareholders are the ledger's); one statement, so a reader never sees none or two. */
export async function saveCapTableModel(db: Db, values: typeof capTableSnapshots.$inferInsert): Promise<CapTableSnapshotRow> {
  const [row] = await db
    .insert(capTableSnapshots)
    .values(values)
    .onConflictDoUpdate({ target: capTableSnapshots.startupId, set: { ...values, createdAt: sql`now()` } })
    .returning();
  return row!;
}

export async function saveFinancialModel(db: Db, values: typeof financialModels.$inferInsert): Promise<FinancialModelRow> {
  const [row] = await db
    .insert(financialModels)
    .values(values)
    .onConflictDoUpdate({ target: financialModels.startupId, set: { ...values, createdAt: sql`now()` } })
    .returning();
  return row!;
}

export async function saveValuation(db: Db, values: typeof valuationResults.$inferInsert): Promise<ValuationResultRow> {
  const [row] = await db
    .insert(valuationResults)
    .values(values)
    .onConflictDoUpdate({ target: valuationResults.startupId, set: { ...values, createdAt: sql`now()` } })
    .returning();
  return row!;
}

/**
 * Comparable startups for the valuation: same funding stage, other than this one, with a
 * recorded valuation (a confirmed round or their own valuation tool result; nothing is
 * estimated; docs/decisions/0006), the same region and sector first, at most 200 (the engine narrows
 * by region and sector itself).
 */
export async function listComparables(db: Db, startup: { id: number; fundingStage: string; region: string; sector: string }) {
  return db
    .select({
      name: startups.name,
      stage: startups.fundingStage,
      sector: startups.sector,
      region: startups.region,
      teamSize: startups.teamSize,
      tractionUsers: startups.tractionUsers,
      monthlyRevenueUsd: startups.monthlyRevenueUsd,
      raisingAmountUsd: startups.raisingAmountUsd,
      ...recordedValuationColumns(startups.id),
    })
    .from(startups)
    .where(and(eq(startups.fundingStage, startup.fundingStage), ne(startups.id, startup.id), hasRecordedValuation(startups.id)))
    .orderBy(desc(eq(startups.region, startup.region)), desc(eq(startups.sector, startup.sector)), asc(startups.id))
    .limit(200);
}

/**
 * The company's own round as the record holds it: its latest round both sides confirmed (the same
 * rule as a peer's recorded valuation, recorded-valuation.ts; the service converts it to dollars) and the pre-money valuations of the
 * priced rounds modelled on its saved cap table and its scenarios.
 */
export async function findOwnRoundRecord(db: Db, startupId: number) {
  const own = recordedValuationColumns(startups.id);
  const [[round], capTables, scenarios] = await Promise.all([
    db.select(own).from(startups).where(eq(startups.id, startupId)).limit(1),
    db.select({ input: capTableSnapshots.input }).from(capTableSnapshots).where(eq(capTableSnapshots.startupId, startupId)),
    db.select({ input: capTableScenarios.input }).from(capTableScenarios).where(eq(capTableScenarios.startupId, startupId)),
  ]);
  const preMoney = (input: unknown) => (input as { pricedRound?: { preMoneyValuation?: number } } | null)?.pricedRound?.preMoneyValuation;
  const modelled = [...capTables, ...scenarios].map((row) => preMoney(row.input)).filter((v): v is number => typeof v === 'number' && v > 0);
  return { own: round ?? { latestConfirmedRound: null }, modelledPreMoneyCents: modelled.map((v) => Math.round(v * 100)) };
}

export async function saveFundingTarget(db: Db, startupId: number, targetAmountMinor: number, currency: string): Promise<void> {
  await db
    .insert(fundingTargets)
    .values({ startupId, targetAmountMinor, currency })
    .onConflictDoUpdate({ target: fundingTargets.startupId, set: { targetAmountMinor, currency, updatedAt: sql`now()` } });
}

export async function listMilestones(db: Db, startupId: number): Promise<MilestoneRow[]> {
  return db.select().from(fundingMilestones).where(eq(fundingMilestones.startupId, startupId)).orderBy(asc(fundingMilestones.dueDate), asc(fundingMilestones.id));
}

export async function findMilestone(db: Db, startupId: number, id: number): Promise<MilestoneRow | undefined> {
  const [row] = await db
    .select()
    .from(fundingMilestones)
    .where(and(eq(fundingMilestones.id, id), eq(fundingMilestones.startupId, startupId)))
    .limit(1);
  return row;
}

export async function countMilestones(db: Db, startupId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(fundingMilestones).where(eq(fundingMilestones.startupId, startupId));
  return row?.n ?? 0;
}

export async function insertMilestone(db: Db, values: typeof fundingMilestones.$inferInsert): Promise<MilestoneRow> {
  const [row] = await db.insert(fundingMilestones).values(values).returning();
  return row!;
}

export async function updateMilestoneRow(db: Db, id: number, values: Partial<Pick<MilestoneRow, 'task' | 'completed' | 'dueDate'>>): Promise<MilestoneRow> {
  const [row] = await db.update(fundingMilestones).set(values).where(eq(fundingMilestones.id, id)).returning();
  return row!;
}

export async function deleteMilestoneRow(db: Db, id: number): Promise<void> {
  await db.delete(fundingMilestones).where(eq(fundingMilestones.id, id));
}

