/**
 * The reads behind the facts read models (startup-facts/*.facts.ts). The modules that write these
 * tables (financial-tools, insights, portfolio) keep their writes; every feature that shows or
 * scores a fact reads it here, so two screens cannot disagree about whether it exists.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataRoomDocumentAnalyses, dataRoomDocuments, dataRooms } from '../../db/schema/data-rooms';
import { capTableRounds } from '../../db/schema/cap-table-rounds';
import { capTableSnapshots, financialModels, fundingTargets, shareLedgerEntries, valuationResults } from '../../db/schema/financial-tools';
import { documentAnalyses } from '../../db/schema/insights';
import { investments } from '../../db/schema/portfolio';
import { investorProfiles } from '../../db/schema/profiles';
import { startups } from '../../db/schema/startups';

export type DocumentAnalysisRow = typeof documentAnalyses.$inferSelect;

export async function findCapTable(db: Db, startupId: number) {
  const [row] = await db.select().from(capTableSnapshots).where(eq(capTableSnapshots.startupId, startupId)).limit(1);
  return row;
}

/** What each closed priced round wrote (its classes' terms among it), in the order they closed: date, then the order added. */
export async function listClosedRoundOutcomes(db: Db, startupId: number): Promise<unknown[]> {
  const rows = await db.select({ outcome: capTableRounds.closedOutcome }).from(capTableRounds).where(and(eq(capTableRounds.startupId, startupId), eq(capTableRounds.status, 'closed'))).orderBy(capTableRounds.roundDate, capTableRounds.id);
  return rows.map((r) => r.outcome);
}

/** The share ledger, oldest first (date, then the order recorded), as the engine replays it. */
export async function listShareLedger(db: Db, startupId: number) {
  return db.select().from(shareLedgerEntries).where(eq(shareLedgerEntries.startupId, startupId)).orderBy(shareLedgerEntries.entryDate, shareLedgerEntries.id);
}

export async function findFinancialModel(db: Db, startupId: number) {
  const [row] = await db.select().from(financialModels).where(eq(financialModels.startupId, startupId)).limit(1);
  return row;
}

export async function findValuation(db: Db, startupId: number) {
  const [row] = await db.select().from(valuationResults).where(eq(valuationResults.startupId, startupId)).limit(1);
  return row;
}

/** The stored valuation's fair value (USD cents) and date for each of these startups that has one. */
export async function listValuationFairValues(db: Db, startupIds: number[]) {
  if (startupIds.length === 0) return [];
  return db
    .select({ startupId: valuationResults.startupId, fairValueMinor: valuationResults.fairValueMinor, createdAt: valuationResults.createdAt })
    .from(valuationResults)
    .where(and(inArray(valuationResults.startupId, startupIds), eq(valuationResults.currency, 'USD')));
}

export async function findFundingTarget(db: Db, startupId: number) {
  const [row] = await db.select().from(fundingTargets).where(eq(fundingTargets.startupId, startupId)).limit(1);
  return row;
}

/**
 * Money investors put into a startup as its founder confirmed it, by currency: the total of the
 * confirmed rounds in each and how many investors made them (in all currencies). Claims the founder
 * has not confirmed count for nothing here.
 */
export async function sumConfirmedInvestments(db: Db, startupId: number): Promise<{ byCurrency: { currency: string; amountMinor: number }[]; investors: number }> {
  const where = and(eq(investments.startupId, startupId), eq(investments.confirmationStatus, 'confirmed'));
  const [byCurrency, [count]] = await Promise.all([
    db
      .select({ currency: investments.currency, amountMinor: sql<string>`sum(${investments.amountMinor})`.mapWith(Number) })
      .from(investments)
      .where(where)
      .groupBy(investments.currency)
      .orderBy(investments.currency),
    db.select({ investors: sql<number>`count(distinct ${investments.investorId})`.mapWith(Number) }).from(investments).where(where),
  ]);
  return { byCurrency, investors: count?.investors ?? 0 };
}

const confirmedUsd = and(eq(investments.currency, 'USD'), eq(investments.confirmationStatus, 'confirmed'));

/** Every confirmed USD round on the platform, in brief (public aggregates read only these). */
export async function listConfirmedInvestments(db: Db) {
  return db
    .select({ startupId: investments.startupId, investorId: investorProfiles.id, amountMinor: investments.amountMinor, dealDate: investments.dealDate })
    .from(investments)
    .leftJoin(investorProfiles, eq(investorProfiles.userId, investments.investorId))
    .where(confirmedUsd);
}

/** The startups one investor (by profile id) holds confirmed rounds in, with the first round's date. */
export async function listConfirmedCompaniesOfInvestor(db: Db, investorProfileId: number) {
  return db
    .select({
      id: startups.id,
      name: startups.name,
      sector: startups.sector,
      fundingStage: startups.fundingStage,
      logoUrl: startups.logoUrl,
      firstDealDate: sql<string>`min(${investments.dealDate})::text`,
    })
    .from(investments)
    .innerJoin(investorProfiles, eq(investorProfiles.userId, investments.investorId))
    .innerJoin(startups, eq(startups.id, investments.startupId))
    .where(and(eq(investorProfiles.id, investorProfileId), eq(investments.confirmationStatus, 'confirmed')))
    .groupBy(startups.id)
    .orderBy(sql`min(${investments.dealDate}) desc`, desc(startups.id))
    .limit(100);
}

/** The newest analysis of each document type of a startup. */
export async function latestAnalysisPerType(db: Db, startupId: number): Promise<DocumentAnalysisRow[]> {
  return db
    .selectDistinctOn([documentAnalyses.documentType])
    .from(documentAnalyses)
    .where(eq(documentAnalyses.startupId, startupId))
    .orderBy(documentAnalyses.documentType, desc(documentAnalyses.createdAt), desc(documentAnalyses.id));
}

/** For analyses made from a data-room document: the room and document they came from. */
export async function listAnalysisRoomDocuments(db: Db, analysisIds: number[]) {
  if (analysisIds.length === 0) return [];
  return db
    .select({ analysisId: dataRoomDocumentAnalyses.analysisId, roomId: dataRoomDocuments.roomId, documentId: dataRoomDocuments.id, name: dataRoomDocuments.name })
    .from(dataRoomDocumentAnalyses)
    .innerJoin(dataRoomDocuments, eq(dataRoomDocuments.id, dataRoomDocumentAnalyses.documentId))
    .where(and(inArray(dataRoomDocumentAnalyses.analysisId, analysisIds), isNull(dataRoomDocuments.deletedAt)));
}

/** Whether the startup has any data room at all (whoever may open it). */
export async function hasDataRoom(db: Db, startupId: number): Promise<boolean> {
  const [row] = await db.select({ id: dataRooms.id }).from(dataRooms).where(eq(dataRooms.startupId, startupId)).limit(1);
  return row !== undefined;
}
