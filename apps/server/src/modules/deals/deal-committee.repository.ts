import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealCommitteeMemoVersions, dealCommittees, dealCommitteeVotes } from '../../db/schema/deal-committee';

export type CommitteeRow = typeof dealCommittees.$inferSelect;
export type CommitteeVoteRow = typeof dealCommitteeVotes.$inferSelect;
export type MemoVersionRow = typeof dealCommitteeMemoVersions.$inferSelect;

export async function findCommittee(db: Db, dealId: number): Promise<CommitteeRow | undefined> {
  const [row] = await db.select().from(dealCommittees).where(eq(dealCommittees.dealId, dealId)).limit(1);
  return row;
}

/** Opens the committee unless it is open already (then undefined): the primary key decides between two at once. */
export async function insertCommittee(tx: Db, dealId: number, openedBy: string, openedAt: Date): Promise<CommitteeRow | undefined> {
  const [row] = await tx.insert(dealCommittees).values({ dealId, openedBy, openedAt }).onConflictDoNothing({ target: dealCommittees.dealId }).returning();
  return row;
}

/** The committee, locked until the transaction ends: votes and memo saves on one deal take turns. */
export async function lockCommittee(tx: Db, dealId: number): Promise<CommitteeRow | undefined> {
  const [row] = await tx.select().from(dealCommittees).where(eq(dealCommittees.dealId, dealId)).limit(1).for('update');
  return row;
}

/** Records the fund's outcome (inside the caller's transaction, which holds the committee's lock). */
export async function recordDecision(tx: Db, dealId: number, values: { decision: string; decisionNote: string; decidedBy: string; decidedAt: Date }): Promise<void> {
  await tx.update(dealCommittees).set(values).where(eq(dealCommittees.dealId, dealId));
}

export async function listVotes(db: Db, dealId: number): Promise<CommitteeVoteRow[]> {
  return db.select().from(dealCommitteeVotes).where(eq(dealCommitteeVotes.dealId, dealId)).orderBy(asc(dealCommitteeVotes.votedAt), asc(dealCommitteeVotes.userId));
}

/** One row per member and deal (the primary key): a second vote rewrites the first, keeping when it was first cast. */
export async function upsertVote(tx: Db, values: Omit<CommitteeVoteRow, 'votedAt' | 'updatedAt'>, now: Date): Promise<void> {
  await tx
    .insert(dealCommitteeVotes)
    .values({ ...values, votedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [dealCommitteeVotes.dealId, dealCommitteeVotes.userId],
      set: { scores: values.scores, vote: values.vote, comment: values.comment, updatedAt: now },
    });
}

export async function latestMemo(db: Db, dealId: number): Promise<MemoVersionRow | undefined> {
  const [row] = await db.select().from(dealCommitteeMemoVersions).where(eq(dealCommitteeMemoVersions.dealId, dealId)).orderBy(desc(dealCommitteeMemoVersions.version)).limit(1);
  return row;
}

/** Inserts the next version unless that version exists (then undefined): the primary key refuses the second of two saves. */
export async function insertMemoVersion(tx: Db, values: MemoVersionRow): Promise<MemoVersionRow | undefined> {
  const [row] = await tx
    .insert(dealCommitteeMemoVersions)
    .values(values)
    .onConflictDoNothing({ target: [dealCommitteeMemoVersions.dealId, dealCommitteeMemoVersions.version] })
    .returning();
  return row;
}

/** Who saved each version and when, for the timeline (the bodies stay in the table). */
export async function listMemoSaves(db: Db, dealId: number) {
  return db
    .select({ version: dealCommitteeMemoVersions.version, savedBy: dealCommitteeMemoVersions.savedBy, savedAt: dealCommitteeMemoVersions.savedAt })
    .from(dealCommitteeMemoVersions)
    .where(and(eq(dealCommitteeMemoVersions.dealId, dealId), sql`${dealCommitteeMemoVersions.version} > 0`))
    .orderBy(asc(dealCommitteeMemoVersions.version));
}
