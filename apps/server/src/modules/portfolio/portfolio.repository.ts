import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

export async function updateInvestmentRow(db: Db, id: number, values: Partial<NewInvestmentRow>): Promise<InvestmentRow> {
  const [row] = await db.update(investments).set({ ...values, updatedAt: new Date() }).where(eq(investments.id, id)).returning();
  return row!;
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


/** Every investor's recorded USD rounds in one startup: the total and how many investors. */
export async function sumRecordedInStartup(db: Db, startupId: number): Promise<{ amountMinor: number; investors: number }> {
  const [row] = await db
    .select({
      amountMinor: sql<string>`coalesce(sum(${investments.amountMinor}), 0)`.mapWith(Number),
      investors: sql<number>`count(distinct ${investments.investorId})`.mapWith(Number),
    })
    .from(investments)
    .where(and(eq(investments.startupId, startupId), eq(investments.currency, 'USD')));
  return { amountMinor: row?.amountMinor ?? 0, investors: row?.investors ?? 0 };
}
