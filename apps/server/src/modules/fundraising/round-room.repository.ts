import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { dataRooms } from '../../db/schema/data-rooms';
import { raiseCommitments, raiseInvestors, raiseQuestions, raises } from '../../db/schema/fundraising';
import { investorProfiles } from '../../db/schema/profiles';
import { startups } from '../../db/schema/startups';
import { entryReachesProfile } from './entry-invitee';
import type { RaiseRow } from './fundraising.repository';

export type CommitmentRow = typeof raiseCommitments.$inferSelect;
export type QuestionRow = typeof raiseQuestions.$inferSelect;
export type EntryRow = typeof raiseInvestors.$inferSelect;

/** An invitation as the room reads it: the raise, its startup's name and founder, and the investor's board entry. */
export type Invitation = { raise: RaiseRow; entry: EntryRow; startupName: string; founderId: string };

/**
 * The caller's current invitation to a raise, read afresh on every request (a revoked one is gone at once). `lock`
 * takes the raise row in share mode and the entry row for update, in that order, the order every commitment move and
 * terms change takes them: moves of one entry queue behind each other, and a terms change waits for moves in flight.
 */
export async function findInvitation(db: Db, userId: string, raiseId: number, lock = false): Promise<Invitation | undefined> {
  if (lock) await db.select({ id: raises.id }).from(raises).where(eq(raises.id, raiseId)).for('share');
  const query = db
    .select({ raise: raises, entry: raiseInvestors, startupName: startups.name, founderId: startups.ownerId })
    .from(raiseInvestors)
    .innerJoin(investorProfiles, entryReachesProfile)
    .innerJoin(raises, eq(raises.id, raiseInvestors.raiseId))
    .innerJoin(startups, eq(startups.id, raises.startupId))
    .where(and(eq(raiseInvestors.raiseId, raiseId), eq(investorProfiles.userId, userId), isNotNull(raiseInvestors.invitedAt)))
    // An investor on the board twice (from the directory and by their address) acts through the earlier entry.
    .orderBy(raiseInvestors.id)
    .limit(1);
  const [row] = lock ? await query.for('update', { of: raiseInvestors }) : await query;
  return row;
}

/** The rounds the user is invited to now, newest invitation first, each once (the entry the room acts through, findInvitation). */
export async function listInvitations(db: Db, userId: string): Promise<(Invitation & { commitment: CommitmentRow | null })[]> {
  const rows = await db
    .select({ raise: raises, entry: raiseInvestors, startupName: startups.name, founderId: startups.ownerId, commitment: raiseCommitments })
    .from(raiseInvestors)
    .innerJoin(investorProfiles, entryReachesProfile)
    .innerJoin(raises, eq(raises.id, raiseInvestors.raiseId))
    .innerJoin(startups, eq(startups.id, raises.startupId))
    .leftJoin(raiseCommitments, eq(raiseCommitments.entryId, raiseInvestors.id))
    .where(and(eq(investorProfiles.userId, userId), isNotNull(raiseInvestors.invitedAt)))
    .orderBy(desc(raiseInvestors.invitedAt), desc(raiseInvestors.id));
  const actingEntry = new Map<number, number>();
  for (const row of rows) actingEntry.set(row.raise.id, Math.min(row.entry.id, actingEntry.get(row.raise.id) ?? row.entry.id));
  return rows.filter((row) => actingEntry.get(row.raise.id) === row.entry.id);
}

/**
 * The user the entry reaches now (entry-invitee.ts): a directory investor's, or for an entry by e-mail address the
 * investor whose account has that address verified, if any. Never used to answer the founder whether an address has
 * an account: only to tell the investor of a move and to write a close.
 */
export async function findEntryUser(db: Db, entry: EntryRow): Promise<{ id: string; firstName: string; lastName: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(raiseInvestors)
    .innerJoin(investorProfiles, entryReachesProfile)
    .innerJoin(users, eq(users.id, investorProfiles.userId))
    .where(eq(raiseInvestors.id, entry.id))
    .limit(1);
  return row;
}

/** An entry by e-mail address with its round, company and founder's language, for the invitation e-mail (its worker reads it afresh). */
export async function findEmailInvitation(db: Db, entryId: number) {
  const [row] = await db
    .select({ email: raiseInvestors.email, invitedAt: raiseInvestors.invitedAt, raiseId: raises.id, round: raises.name, startupName: startups.name, founderLocale: users.locale })
    .from(raiseInvestors)
    .innerJoin(raises, eq(raises.id, raiseInvestors.raiseId))
    .innerJoin(startups, eq(startups.id, raises.startupId))
    .innerJoin(users, eq(users.id, startups.ownerId))
    .where(eq(raiseInvestors.id, entryId))
    .limit(1);
  return row;
}

/** The board entry, its row locked for the change (invitations, commitment moves). */
export async function lockEntry(db: Db, raiseId: number, entryId: number): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(raiseInvestors).where(and(eq(raiseInvestors.id, entryId), eq(raiseInvestors.raiseId, raiseId))).limit(1).for('update');
  return row;
}

export async function setInvitation(db: Db, entryId: number, invitedAt: Date | null): Promise<void> {
  await db.update(raiseInvestors).set({ invitedAt, updatedAt: sql`now()` }).where(eq(raiseInvestors.id, entryId));
}

export async function findCommitmentOfEntry(db: Db, entryId: number): Promise<CommitmentRow | undefined> {
  const [row] = await db.select().from(raiseCommitments).where(eq(raiseCommitments.entryId, entryId)).limit(1);
  return row;
}

export async function findCommitment(db: Db, raiseId: number, commitmentId: number): Promise<CommitmentRow | undefined> {
  const [row] = await db.select().from(raiseCommitments).where(and(eq(raiseCommitments.id, commitmentId), eq(raiseCommitments.raiseId, raiseId))).limit(1);
  return row;
}

export async function listCommitments(db: Db, raiseId: number): Promise<CommitmentRow[]> {
  return db.select().from(raiseCommitments).where(eq(raiseCommitments.raiseId, raiseId));
}

/** Writes the entry's commitment: the first move inserts it (the unique index keeps it one per entry), later ones update it. */
export async function saveCommitment(db: Db, existing: CommitmentRow | undefined, values: Omit<typeof raiseCommitments.$inferInsert, 'id'>): Promise<void> {
  if (existing) await db.update(raiseCommitments).set({ ...values, updatedAt: sql`now()` }).where(eq(raiseCommitments.id, existing.id));
  else await db.insert(raiseCommitments).values(values);
}

/** Commitments in the given states, moved to `to` (a change of terms), with the users to tell. */
export async function moveCommitmentsOf(db: Db, raiseId: number, from: readonly string[], to: string): Promise<{ userId: string }[]> {
  const moved = await db
    .update(raiseCommitments)
    .set({ state: to, updatedAt: sql`now()` })
    .where(and(eq(raiseCommitments.raiseId, raiseId), inArray(raiseCommitments.state, [...from])))
    .returning({ entryId: raiseCommitments.entryId });
  if (moved.length === 0) return [];
  return db
    .select({ userId: investorProfiles.userId })
    .from(raiseInvestors)
    .innerJoin(investorProfiles, entryReachesProfile)
    .where(and(inArray(raiseInvestors.id, moved.map((m) => m.entryId)), isNotNull(raiseInvestors.invitedAt)));
}

export async function countQuestionsOf(db: Db, entryId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(raiseQuestions).where(eq(raiseQuestions.entryId, entryId));
  return row?.n ?? 0;
}

export async function insertQuestion(db: Db, values: typeof raiseQuestions.$inferInsert): Promise<void> {
  await db.insert(raiseQuestions).values(values);
}

/** The investor's own questions and the answered ones the founder made public, in the order asked. */
export async function listRoomQuestions(db: Db, raiseId: number, entryId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(raiseQuestions)
    .where(and(eq(raiseQuestions.raiseId, raiseId), or(eq(raiseQuestions.entryId, entryId), and(eq(raiseQuestions.isPublic, true), isNotNull(raiseQuestions.answer)))))
    .orderBy(raiseQuestions.id);
}

/** Every question of the raise with its asker's name, for the founder. */
export async function listRaiseQuestions(db: Db, raiseId: number): Promise<(QuestionRow & { askerFirstName: string; askerLastName: string })[]> {
  const rows = await db
    .select({ question: raiseQuestions, firstName: users.firstName, lastName: users.lastName })
    .from(raiseQuestions)
    .innerJoin(users, eq(users.id, raiseQuestions.askedBy))
    .where(eq(raiseQuestions.raiseId, raiseId))
    .orderBy(raiseQuestions.id);
  return rows.map((r) => ({ ...r.question, askerFirstName: r.firstName, askerLastName: r.lastName }));
}

export async function findQuestion(db: Db, raiseId: number, questionId: number): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(raiseQuestions).where(and(eq(raiseQuestions.id, questionId), eq(raiseQuestions.raiseId, raiseId))).limit(1);
  return row;
}

export async function answerQuestion(db: Db, questionId: number, values: { answer: string; isPublic: boolean; answeredBy: string }): Promise<void> {
  await db.update(raiseQuestions).set({ ...values, answeredAt: sql`now()` }).where(eq(raiseQuestions.id, questionId));
}

/** The user who asked, for the answer's notice. */
export async function findQuestionAsker(db: Db, questionId: number): Promise<string | undefined> {
  const [row] = await db.select({ userId: raiseQuestions.askedBy }).from(raiseQuestions).where(eq(raiseQuestions.id, questionId)).limit(1);
  return row?.userId;
}

export async function findDataRoom(db: Db, roomId: number): Promise<{ id: number; name: string; startupId: number; ownerId: string } | undefined> {
  const [row] = await db.select({ id: dataRooms.id, name: dataRooms.name, startupId: dataRooms.startupId, ownerId: dataRooms.ownerId }).from(dataRooms).where(eq(dataRooms.id, roomId)).limit(1);
  return row;
}

/** The raise linked to a cap-table round, its row locked: a change of those terms bumps its version. */
export async function lockRaiseUsingRound(db: Db, startupId: number, capTableRoundId: number): Promise<RaiseRow | undefined> {
  const [row] = await db.select().from(raises).where(and(eq(raises.startupId, startupId), eq(raises.capTableRoundId, capTableRoundId))).limit(1).for('update');
  return row;
}

export async function bumpTermsVersion(db: Db, raiseId: number): Promise<number> {
  const [row] = await db.update(raises).set({ termsVersion: sql`${raises.termsVersion} + 1`, updatedAt: sql`now()` }).where(eq(raises.id, raiseId)).returning({ version: raises.termsVersion });
  return row!.version;
}
