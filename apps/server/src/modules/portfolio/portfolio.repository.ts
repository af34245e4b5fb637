import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { textFigure, type Arg, type Figure } from '../../db/figures';
import { rowVersions } from '../../db/row-versions';
import { users } from '../../db/schema/auth';
import { raiseCommitments, raises } from '../../db/schema/fundraising';
import { investments, portfolioExits } from '../../db/schema/portfolio';
import { startups } from '../../db/schema/startups';

export type InvestmentRow = typeof investments.$inferSelect;
export type NewInvestmentRow = typeof investments.$inferInsert;
export type ExitRow = typeof portfolioExits.$inferSelect;

/** The startup columns a portfolio shows; read by join so a list is one query. */
const startupColumns = {
  id: startups.id,
  name: startups.name,
  sector: startups.sector,
  logoUrl: startups.logoUrl,
  region: startups.region,
  fundingStage: startups.fundingStage,
};
export type PortfolioStartup = { id: number; name: string; sector: string; logoUrl: string | null; region: string; fundingStage: string };
export type InvestmentWithStartup = { investment: InvestmentRow; startup: PortfolioStartup };

export async function insertInvestment(db: Db, values: NewInvestmentRow): Promise<InvestmentRow> {
  const [row] = await db.insert(investments).values(values).returning();
  return row!;
}

export async function findOwnInvestment(db: Db, investorId: string, id: number): Promise<InvestmentRow | undefined> {
  const [row] = await db
    .select()
    .from(investments)
    .where(and(eq(investments.id, id), eq(investments.investorId, investorId)))
    .limit(1);
  return row;
}

/**
 * An edit is a new revision: it goes back to pending (unless the caller owns the startup), so the
 * founder's earlier confirmation never covers figures they have not seen. Undefined when the
 * row was deleted after the caller's permission check (a concurrent delete).
 */
export async function updateInvestmentRow(db: Db, id: number, values: Partial<NewInvestmentRow>, status: 'pending' | 'confirmed'): Promise<InvestmentRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(investments)
    .set({ ...values, confirmationStatus: status, decidedAt: status === 'pending' ? null : now, revision: sql`${investments.revision} + 1`, updatedAt: now })
    .where(eq(investments.id, id))
    .returning();
  return row;
}

export async function deleteInvestmentRow(db: Db, id: number): Promise<void> {
  await db.delete(investments).where(eq(investments.id, id));
}

export async function countInvestmentsInStartup(db: Db, investorId: string, startupId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(investments)
    .where(and(eq(investments.investorId, investorId), eq(investments.startupId, startupId)));
  return row?.n ?? 0;
}

/** All of one investor's rounds with their startups, oldest first (a portfolio is small). */
export async function listInvestmentsWithStartups(db: Db, investorId: string): Promise<InvestmentWithStartup[]> {
  return db
    .select({ investment: investments, startup: startupColumns })
    .from(investments)
    .innerJoin(startups, eq(startups.id, investments.startupId))
    .where(eq(investments.investorId, investorId))
    .orderBy(asc(investments.dealDate), asc(investments.id));
}

/**
 * A text that changes whenever anything the investor's positions are built from does (decision 0080): each of their
 * investments' id and row `xmin` (the transaction that wrote its current version) with its startup's
 * `facts_version` (raised by any change to the startup's columns and to its valuations, decision 0075), and each
 * of their exits' id and `xmin`. A figure (db/figures.ts): the companies read it with what the investor may see.
 */
export function portfolioFingerprintFigure(investorId: Arg<string>): Figure<string> {
  const exits = sql`select ${rowVersions(portfolioExits, portfolioExits.id)} from ${portfolioExits} where ${portfolioExits.investorId} = ${investorId}`;
  return textFigure(sql`select ${rowVersions(investments, investments.id, startups.factsVersion)} || (${exits})
    from ${investments} inner join ${startups} on ${startups.id} = ${investments.startupId} where ${investments.investorId} = ${investorId}`);
}

/** The startups the investor has recorded rounds in, as a one-column subquery (for a figure about them). */
export function portfolioStartupIdsQuery(investorId: Arg<string>): SQL {
  return sql`select ${investments.startupId} from ${investments} where ${investments.investorId} = ${investorId}`;
}

/**
 * The dates of the investor's rounds in the company, oldest first, their rows held (share) until the transaction
 * ends: a round deleted meanwhile (its last deletion drops the exit) waits, so an exit is never written beside no round.
 */
export async function lockRoundDates(db: Db, investorId: string, startupId: number): Promise<string[]> {
  const rows = await db
    .select({ dealDate: investments.dealDate })
    .from(investments)
    .where(and(eq(investments.investorId, investorId), eq(investments.startupId, startupId)))
    .orderBy(asc(investments.dealDate), asc(investments.id))
    .for('share');
  return rows.map((row) => row.dealDate);
}

export async function listExits(db: Db, investorId: string): Promise<ExitRow[]> {
  return db.select().from(portfolioExits).where(eq(portfolioExits.investorId, investorId));
}

export async function upsertExit(db: Db, values: { investorId: string; startupId: number; amountMinor: number; exitDate: string }): Promise<ExitRow> {
  const [row] = await db
    .insert(portfolioExits)
    .values({ ...values, currency: 'USD' })
    .onConflictDoUpdate({
      target: [portfolioExits.investorId, portfolioExits.startupId],
      set: { amountMinor: values.amountMinor, exitDate: values.exitDate },
    })
    .returning();
  return row!;
}

export async function deleteExitRow(db: Db, investorId: string, startupId: number): Promise<void> {
  await db.delete(portfolioExits).where(and(eq(portfolioExits.investorId, investorId), eq(portfolioExits.startupId, startupId)));
}


/** The rounds investors recorded in one startup, newest first, with each investor's name (the founder's review list). */
export function listStartupInvestmentRows(db: Db, startupId: number) {
  return db
    .select({ investment: investments, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(investments)
    .innerJoin(users, eq(users.id, investments.investorId))
    .where(eq(investments.startupId, startupId))
    .orderBy(desc(investments.updatedAt), desc(investments.id))
    .limit(500);
}

export async function findInvestmentInStartup(db: Db, startupId: number, id: number): Promise<InvestmentRow | undefined> {
  const [row] = await db
    .select()
    .from(investments)
    .where(and(eq(investments.id, id), eq(investments.startupId, startupId)))
    .limit(1);
  return row;
}

/**
 * The founder's answer, in one conditional statement: it applies only to a pending record at the
 * revision the founder reviewed, so of many racing answers (or an answer racing an edit) at
 * most one changes the row.
 */
export async function decideInvestmentRow(
  db: Db,
  values: { startupId: number; id: number; revision: number; status: 'confirmed' | 'declined'; now: Date },
): Promise<InvestmentRow | undefined> {
  const [row] = await db
    .update(investments)
    .set({ confirmationStatus: values.status, decidedAt: values.now })
    .where(
      and(
        eq(investments.id, values.id),
        eq(investments.startupId, values.startupId),
        eq(investments.confirmationStatus, 'pending'),
        eq(investments.revision, values.revision),
      ),
    )
    .returning();
  return row;
}

// Investments a raise's close wrote (decision 0059): read here so the portfolio never imports the fundraising module.

/** The round a portfolio investment came from, with the terms its investor signed; for the investor's portfolio. */
export async function findRoundsOfInvestments(db: Db, investmentIds: readonly number[]) {
  if (investmentIds.length === 0) return [];
  return db
    .select({ investmentId: raiseCommitments.investmentId, raiseId: raises.id, name: raises.name, instrument: raises.instrument, signedTerms: raiseCommitments.signedTerms, signedTermsVersion: raiseCommitments.signedTermsVersion, signedAt: raiseCommitments.signedAt })
    .from(raiseCommitments)
    .innerJoin(raises, eq(raises.id, raiseCommitments.raiseId))
    .where(inArray(raiseCommitments.investmentId, [...investmentIds]));
}

/** Whether an investment was written by a raise's close (its investor cannot edit or delete it). */
export async function isWrittenByRaise(db: Db, investmentId: number): Promise<boolean> {
  const rows = await db.select({ id: raiseCommitments.id }).from(raiseCommitments).where(eq(raiseCommitments.investmentId, investmentId)).limit(1);
  return rows.length > 0;
}
