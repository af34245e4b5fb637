import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exchangeRates } from '../../db/schema/exchange-rates';
import { investments, portfolioExits } from '../../db/schema/portfolio';
import { portfolioFlows, portfolioMarks } from '../../db/schema/portfolio-returns';
import { startups } from '../../db/schema/startups';

export type FlowRow = typeof portfolioFlows.$inferSelect;
export type NewFlowRow = typeof portfolioFlows.$inferInsert;
export type MarkRow = typeof portfolioMarks.$inferSelect;
export type NewMarkRow = typeof portfolioMarks.$inferInsert;
export type ReturnsStartup = { id: number; name: string; logoUrl: string | null };

const startupColumns = { id: startups.id, name: startups.name, logoUrl: startups.logoUrl };

/** The owner's rounds the founders confirmed (decision 0005: only those count as paid in), oldest first. */
export async function listConfirmedInvestments(db: Db, ownerUserId: string) {
  return db
    .select({ id: investments.id, startup: startupColumns, dealDate: investments.dealDate, amountMinor: investments.amountMinor, currency: investments.currency, equityPercentage: investments.equityPercentage, valuationMinor: investments.valuationMinor })
    .from(investments)
    .innerJoin(startups, eq(startups.id, investments.startupId))
    .where(and(eq(investments.investorId, ownerUserId), eq(investments.confirmationStatus, 'confirmed')))
    .orderBy(asc(investments.dealDate), asc(investments.id));
}

export async function listExits(db: Db, ownerUserId: string) {
  return db.select().from(portfolioExits).where(eq(portfolioExits.investorId, ownerUserId));
}

export async function listFlows(db: Db, ownerUserId: string) {
  return db
    .select({ flow: portfolioFlows, startup: startupColumns })
    .from(portfolioFlows)
    .innerJoin(startups, eq(startups.id, portfolioFlows.startupId))
    .where(eq(portfolioFlows.ownerUserId, ownerUserId))
    .orderBy(asc(portfolioFlows.flowDate), asc(portfolioFlows.id));
}

export async function listMarks(db: Db, ownerUserId: string) {
  return db
    .select({ mark: portfolioMarks, startup: startupColumns })
    .from(portfolioMarks)
    .innerJoin(startups, eq(startups.id, portfolioMarks.startupId))
    .where(eq(portfolioMarks.ownerUserId, ownerUserId))
    .orderBy(asc(portfolioMarks.markDate), asc(portfolioMarks.id));
}

/**
 * Every confirmed round with a post-money valuation in these companies, by anyone, oldest first: the
 * company's latest round prices its whole equity. Only the date, currency and post-money are read.
 */
export async function listConfirmedRoundPrices(db: Db, startupIds: readonly number[]) {
  if (startupIds.length === 0) return [];
  return db
    .select({ startupId: investments.startupId, dealDate: investments.dealDate, currency: investments.currency, valuationMinor: investments.valuationMinor })
    .from(investments)
    .where(and(inArray(investments.startupId, [...startupIds]), eq(investments.confirmationStatus, 'confirmed'), isNotNull(investments.valuationMinor)))
    .orderBy(asc(investments.dealDate), asc(investments.id));
}

/** The currencies' stored rates, oldest first per currency: the history a flow's date picks its rate from. */
export async function listRateHistory(db: Db, currencies: readonly string[]) {
  if (currencies.length === 0) return [];
  return db
    .select({ currency: exchangeRates.currency, rateDate: exchangeRates.rateDate, perUsd: sql<string>`${exchangeRates.perUsd}::text`, source: exchangeRates.source })
    .from(exchangeRates)
    .where(inArray(exchangeRates.currency, [...currencies]))
    .orderBy(asc(exchangeRates.currency), asc(exchangeRates.rateDate));
}

export async function insertFlow(db: Db, values: NewFlowRow): Promise<FlowRow> {
  const [row] = await db.insert(portfolioFlows).values(values).returning();
  return row!;
}

export async function insertMark(db: Db, values: NewMarkRow): Promise<MarkRow> {
  const [row] = await db.insert(portfolioMarks).values(values).returning();
  return row!;
}

/** Deletes the owner's row and says whether there was one: another owner's id deletes nothing. */
export async function deleteOwnFlow(db: Db, ownerUserId: string, id: number): Promise<boolean> {
  const rows = await db.delete(portfolioFlows).where(and(eq(portfolioFlows.id, id), eq(portfolioFlows.ownerUserId, ownerUserId))).returning({ id: portfolioFlows.id });
  return rows.length > 0;
}

export async function deleteOwnMark(db: Db, ownerUserId: string, id: number): Promise<boolean> {
  const rows = await db.delete(portfolioMarks).where(and(eq(portfolioMarks.id, id), eq(portfolioMarks.ownerUserId, ownerUserId))).returning({ id: portfolioMarks.id });
  return rows.length > 0;
}
