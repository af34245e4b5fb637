import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { raiseCommitments, raises } from '../../db/schema/fundraising';
import { investments } from '../../db/schema/portfolio';

// The funding tracker's view of the company's raises (decision 0059), read here so the cap-table tools never import the
// fundraising module (which builds on them).

/** A raise's money received, one source: the confirmed portfolio investments its closes created. */
export type RaiseRaised = { raiseId: number; raisedMinor: number; fundedCount: number };

export async function raisedByRaise(db: Db, startupId: number): Promise<RaiseRaised[]> {
  const rows = await db
    .select({ raiseId: raiseCommitments.raiseId, raisedMinor: sql<string>`sum(${investments.amountMinor})`, fundedCount: sql<number>`count(*)::int` })
    .from(raiseCommitments)
    .innerJoin(raises, eq(raises.id, raiseCommitments.raiseId))
    .innerJoin(investments, eq(investments.id, raiseCommitments.investmentId))
    .where(and(eq(raises.startupId, startupId), isNotNull(raiseCommitments.investmentId), eq(investments.confirmationStatus, 'confirmed')))
    .groupBy(raiseCommitments.raiseId);
  return rows.map((r) => ({ raiseId: r.raiseId, raisedMinor: Number(r.raisedMinor), fundedCount: r.fundedCount }));
}

/** The raises of a startup, for the funding tracker's rounds. */
export async function listStartupRaises(db: Db, startupId: number) {
  return db.select().from(raises).where(eq(raises.startupId, startupId)).orderBy(raises.id);
}

