import { and, desc, eq, isNull, min, sql } from 'drizzle-orm';
import type { UpdateFigure } from '@baobab/contracts/updates';
import type { Db } from '../../db/client';
import { investments, portfolioExits } from '../../db/schema/portfolio';
import { startups } from '../../db/schema/startups';
import { investorUpdateRecipients, investorUpdates, portfolioAlertSettings } from '../../db/schema/updates';

/** The companies an investor holds (not exited), with their first round's date. */
export function listHeldCompanies(db: Db, investorId: string) {
  return db
    .select({
      startup: { id: startups.id, name: startups.name, sector: startups.sector, logoUrl: startups.logoUrl },
      firstDealDate: min(investments.dealDate).mapWith(String),
    })
    .from(investments)
    .innerJoin(startups, eq(startups.id, investments.startupId))
    .leftJoin(portfolioExits, and(eq(portfolioExits.investorId, investments.investorId), eq(portfolioExits.startupId, investments.startupId)))
    .where(and(eq(investments.investorId, investorId), isNull(portfolioExits.id)))
    .groupBy(startups.id)
    .orderBy(startups.name);
}

/**
 * The newest update each company sent to this investor: only updates the investor is a recipient
 * of, so nothing reaches them that the founder did not send them.
 */
export async function listLatestReceivedUpdates(db: Db, investorId: string) {
  const rows = await db
    .selectDistinctOn([investorUpdates.startupId], {
      startupId: investorUpdates.startupId,
      id: investorUpdates.id,
      title: investorUpdates.title,
      period: investorUpdates.period,
      sentAt: investorUpdates.sentAt,
      figures: investorUpdates.figures,
    })
    .from(investorUpdateRecipients)
    .innerJoin(investorUpdates, eq(investorUpdates.id, investorUpdateRecipients.updateId))
    .where(and(eq(investorUpdateRecipients.userId, investorId), eq(investorUpdates.status, 'sent')))
    .orderBy(investorUpdates.startupId, desc(investorUpdates.sentAt), desc(investorUpdates.id));
  return rows.map((r) => ({ ...r, period: r.period.slice(0, 7), sentAt: r.sentAt!, figures: (r.figures ?? []) as UpdateFigure[] }));
}

export async function findAlertSettings(db: Db, investorId: string) {
  const [row] = await db.select().from(portfolioAlertSettings).where(eq(portfolioAlertSettings.investorId, investorId)).limit(1);
  return row;
}

export async function upsertAlertSettings(db: Db, investorId: string, values: { runwayMonths: number; staleUpdateMonths: number }) {
  const [row] = await db
    .insert(portfolioAlertSettings)
    .values({ investorId, ...values })
    .onConflictDoUpdate({ target: portfolioAlertSettings.investorId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}
