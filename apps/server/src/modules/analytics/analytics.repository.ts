import { and, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { startups } from '../../db/schema/startups';
import { hasRecordedValuation, recordedValuationColumns } from '../startup-facts/recorded-valuation';
import { startupFactColumns } from '../startup-facts/startup-fact-rows';

/**
 * Raise and recorded valuation figures of possible peers. Every peer group but the broadest
 * shares the startup's stage, so only that stage is read unless it has too few figures (then
 * everyone is). A peer with neither figure cannot be compared and is not read.
 */
export async function peerFigureRows(db: Db, stages: string[] | null) {
  const columns = { id: startups.id, sector: startups.sector, fundingStage: startups.fundingStage, region: startups.region, raisingAmountUsd: startups.raisingAmountUsd, ...recordedValuationColumns(startups.id) };
  const stated = or(gt(startups.raisingAmountUsd, 0), hasRecordedValuation(startups.id));
  return db.select(columns).from(startups).where(stages ? and(stated, inArray(startups.fundingStage, stages)) : stated);
}

/** The startup's own recorded valuation figures (see recorded-valuation.ts). */
export async function ownRecordedValuationRow(db: Db, startupId: number) {
  const [row] = await db.select(recordedValuationColumns(startups.id)).from(startups).where(eq(startups.id, startupId));
  return row ?? null;
}

/** Same sector and stage, best scored first. */
export async function competitorRows(db: Db, subject: { id: number; sector: string; fundingStage: string }, limit: number) {
  return db
    .select(startupFactColumns)
    .from(startups)
    .where(and(eq(startups.sector, subject.sector), eq(startups.fundingStage, subject.fundingStage), ne(startups.id, subject.id)))
    .orderBy(sql`${startups.score} desc nulls last`, desc(startups.id))
    .limit(limit);
}
