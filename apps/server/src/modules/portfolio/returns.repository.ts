import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exchangeRates } from '../../db/schema/exchange-rates';
import { investments, portfolioExits } from '../../db/schema/portfolio';
import { portfolioFlows, portfolioMarks } from '../../db/schema/portfolio-returns';
import { startups } from '../../db/schema/startups';
import type { ReturnsOwner } from './returns.policy';

export type FlowRow = typeof portfolioFlows.$inferSelect;
export type NewFlowRow = typeof portfolioFlows.$inferInsert;
export type MarkRow = typeof portfolioMarks.$inferSelect;
export type NewMarkRow = typeof portfolioMarks.$inferInsert;
export type ReturnsStartup = { id: number; name: string; logoUrl: string | null };

const startupColumns = { id: startups.id, name: startups.name, logoUrl: startups.logoUrl };

/** The owner's rows: a fund's by its id, a person's own only (never a fund's row they recorded). */
function ownedBy(table: typeof portfolioFlows | typeof portfolioMarks, owner: ReturnsOwner) {
  return owner.kind === 'organisation' ? eq(table.organisationId, owner.organisationId) : and(eq(table.ownerUserId, owner.userId), isNull(table.organisationId));
}

/** The columns that say whose a new row is: the person's, or the fund's with who recorded it. */
export function ownerColumns(owner: ReturnsOwner) {
  return owner.kind === 'organisation' ? { ownerUserId: null, organisationId: owner.organisationId, recordedBy: owner.userId } : { ownerUserId: owner.userId, organisationId: null, recordedBy: null };
}

/**
 * The owner's rounds the founders confirmed (decision 0005: only those count as paid in), oldest first. A
 * round record is a person's (investment.investor_id), so a fund has none: its cheques are its recorded flows (decision 0065).
 */
export async function listConfirmedInvestments(db: Db, owner: ReturnsOwner) {
  if (owner.kind === 'organisation') return [];
  const ownerUserId = owner.userId;
  return db
    .select({ id: investments.id, startup: startupColumns, dealDate: investments.dealDate, amountMinor: investments.amountMinor, currency: investments.currency, equityPercentage: investments.equityPercentage, valuationMinor: investments.valuationMinor })
    .from(investments)
    .innerJoin(startups, eq(startups.id, investments.startupId))
    .where(and(eq(investments.investorId, ownerUserId), eq(investments.confirmationStatus, 'confirmed')))
    .orderBy(asc(investments.dealDate), asc(investments.id));
}

/** The person's recorded exits; like rounds, a fund has none (its distributions are recorded flows). */
export async function listExits(db: Db, owner: ReturnsOwner) {
  if (owner.kind === 'organisation') return [];
  return db.select().from(portfolioExits).where(eq(portfolioExits.investorId, owner.userId));
}

export async function listFlows(db: Db, owner: ReturnsOwner) {
  return db
    .select({ flow: portfolioFlows, startup: startupColumns })
    .from(portfolioFlows)
    .innerJoin(startups, eq(startups.id, portfolioFlows.startupId))
    .where(ownedBy(portfolioFlows, owner))
    .orderBy(asc(portfolioFlows.flowDate), asc(portfolioFlows.id));
}

export async function listMarks(db: Db, owner: ReturnsOwner) {
  return db
    .select({ mark: portfolioMarks, startup: startupColumns })
    .from(portfolioMarks)
    .innerJoin(startups, eq(startups.id, portfolioMarks.startupId))
    .where(ownedBy(portfolioMarks, owner))
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

/** Whose a flow or mark is, to decide who may delete it; undefined when there is no such row. */
export async function findFlowOwner(db: Db, id: number) {
  const [row] = await db.select({ ownerUserId: portfolioFlows.ownerUserId, organisationId: portfolioFlows.organisationId }).from(portfolioFlows).where(eq(portfolioFlows.id, id));
  return row;
}

export async function findMarkOwner(db: Db, id: number) {
  const [row] = await db.select({ ownerUserId: portfolioMarks.ownerUserId, organisationId: portfolioMarks.organisationId }).from(portfolioMarks).where(eq(portfolioMarks.id, id));
  return row;
}

/** Deletes the owner's row and says whether there was one: another owner's id deletes nothing. */
export async function deleteOwnFlow(db: Db, owner: ReturnsOwner, id: number): Promise<boolean> {
  const rows = await db.delete(portfolioFlows).where(and(eq(portfolioFlows.id, id), ownedBy(portfolioFlows, owner))).returning({ id: portfolioFlows.id });
  return rows.length > 0;
}

export async function deleteOwnMark(db: Db, owner: ReturnsOwner, id: number): Promise<boolean> {
  const rows = await db.delete(portfolioMarks).where(and(eq(portfolioMarks.id, id), ownedBy(portfolioMarks, owner))).returning({ id: portfolioMarks.id });
  return rows.length > 0;
}
