import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { raiseCommitments, raiseInvestors, raises } from '../../db/schema/fundraising';
import { investorProfiles } from '../../db/schema/profiles';
import { entryReachesProfile } from './entry-invitee';
import type { CommitmentRow } from './round-room.repository';

/** A commitment with its board entry and the investor behind it, as a close reads them. */
export type ClosingCommitment = { commitment: CommitmentRow; investor: { id: string; firstName: string; lastName: string } };

/** The raise's commitments with these ids and their investors, each row locked: a close and a racing move queue on them. */
export async function lockCommitments(db: Db, raiseId: number, ids: readonly number[]): Promise<ClosingCommitment[]> {
  const rows = await db
    .select({ commitment: raiseCommitments, id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(raiseCommitments)
    .innerJoin(raiseInvestors, eq(raiseInvestors.id, raiseCommitments.entryId))
    .innerJoin(investorProfiles, entryReachesProfile)
    .innerJoin(users, eq(users.id, investorProfiles.userId))
    .where(and(eq(raiseCommitments.raiseId, raiseId), inArray(raiseCommitments.id, [...ids])))
    .orderBy(raiseCommitments.id)
    .for('update', { of: [raiseCommitments] });
  return rows.map((r) => ({ commitment: r.commitment, investor: { id: r.id, firstName: r.firstName, lastName: r.lastName } }));
}

/**
 * Marks a confirmed commitment funded with what its close wrote; false when it was not confirmed any more (a second
 * guard behind the locks: the unique indexes on the investment and the round are the third).
 */
export async function markFunded(db: Db, commitmentId: number, values: { fundedOn: string; fundedBy: string; investmentId: number; capTableRoundId: number | null; ledgerEntryId: number | null }): Promise<boolean> {
  const rows = await db
    .update(raiseCommitments)
    .set({ ...values, state: 'funded', fundedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(raiseCommitments.id, commitmentId), eq(raiseCommitments.state, 'confirmed')))
    .returning({ id: raiseCommitments.id });
  return rows.length > 0;
}

export async function countConfirmed(db: Db, raiseId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(raiseCommitments).where(and(eq(raiseCommitments.raiseId, raiseId), eq(raiseCommitments.state, 'confirmed')));
  return row?.n ?? 0;
}

/** A priced raise's series and price, as its first close wrote them (decision 0059): later tranches issue at this price. */
/** The terms the first funded commitment of a priced raise signed (its first tranche), or null before that close. */
export async function firstTrancheTerms(db: Db, raiseId: number): Promise<unknown> {
  const [row] = await db
    .select({ terms: raiseCommitments.signedTerms })
    .from(raiseCommitments)
    .where(and(eq(raiseCommitments.raiseId, raiseId), isNotNull(raiseCommitments.ledgerEntryId)))
    .orderBy(asc(raiseCommitments.fundedAt), asc(raiseCommitments.id))
    .limit(1);
  return row?.terms ?? null;
}

export async function storeSeries(db: Db, raiseId: number, seriesName: string, pricePerShare: string): Promise<void> {
  await db.update(raises).set({ seriesName, seriesPricePerShare: pricePerShare, updatedAt: sql`now()` }).where(eq(raises.id, raiseId));
}
