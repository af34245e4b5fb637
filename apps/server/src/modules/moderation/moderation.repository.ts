import { and, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users, userNameText } from '../../db/schema/auth';
import { jobs } from '../../db/schema/jobs';
import { messages } from '../../db/schema/messaging';
import { startups } from '../../db/schema/startups';
import { moderationActions, reports } from '../../db/schema/trust-safety';
import { userProfiles } from '../../db/schema/user-profiles';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type HideableType = 'profile' | 'startup' | 'job' | 'message';

/**
 * Sets or clears hidden_at, only if it is not already in that state (so two admins hiding the same
 * thing at once make one change and one 409). Returns the content's answerable account, or undefined
 * when nothing changed.
 */
export async function setHidden(db: Db, type: HideableType, targetId: string, hiddenAt: Date | null): Promise<string | undefined> {
  const id = /^\d{1,9}$/.test(targetId) ? Number(targetId) : -1;
  const flip = <T extends { hiddenAt: unknown }>(t: T & { hiddenAt: Parameters<typeof isNull>[0] }) => (hiddenAt ? isNull(t.hiddenAt) : isNotNull(t.hiddenAt));
  if (type === 'startup') {
    const [row] = await db.update(startups).set({ hiddenAt }).where(and(eq(startups.id, id), flip(startups))).returning({ owner: startups.ownerId });
    return row?.owner;
  }
  if (type === 'job') {
    const [row] = await db.update(jobs).set({ hiddenAt }).where(and(eq(jobs.id, id), flip(jobs))).returning({ owner: jobs.userId });
    return row?.owner;
  }
  if (type === 'message') {
    const [row] = await db.update(messages).set({ hiddenAt }).where(and(eq(messages.id, id), flip(messages))).returning({ owner: messages.senderId });
    return row?.owner;
  }
  if (hiddenAt) {
    // A person without a profile row yet can still be hidden: the row is made hidden.
    const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, targetId));
    if (!exists) return undefined;
    const [row] = await db
      .insert(userProfiles)
      .values({ userId: targetId, hiddenAt })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { hiddenAt }, setWhere: isNull(userProfiles.hiddenAt) })
      .returning({ owner: userProfiles.userId });
    return row?.owner;
  }
  const [row] = await db.update(userProfiles).set({ hiddenAt: null }).where(and(eq(userProfiles.userId, targetId), isNotNull(userProfiles.hiddenAt))).returning({ owner: userProfiles.userId });
  return row?.owner;
}

/** Whether the content exists at all (to tell "already in that state" from "not there"). */
export async function contentExists(db: Db, type: HideableType, targetId: string): Promise<boolean> {
  const id = /^\d{1,9}$/.test(targetId) ? Number(targetId) : -1;
  const query =
    type === 'startup'
      ? db.select({ one: sql`1` }).from(startups).where(eq(startups.id, id))
      : type === 'job'
        ? db.select({ one: sql`1` }).from(jobs).where(eq(jobs.id, id))
        : type === 'message'
          ? db.select({ one: sql`1` }).from(messages).where(eq(messages.id, id))
          : db.select({ one: sql`1` }).from(users).where(eq(users.id, targetId));
  return (await query.limit(1)).length > 0;
}

export type AccountRow = { id: string; firstName: string; lastName: string; email: string; status: string; isAdmin: boolean; createdAt: Date; reportCount: number };

const accountColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  status: users.accountStatus,
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
  // Spelled out: drizzle leaves a single table's columns unqualified, which would read the subquery's own.
  reportCount: sql<number>`(select count(*)::int from ${reports} r where r.target_user_id = "user"."id")`,
};

/** The account, its row held until the transaction ends (status changes are taken one at a time). */
export async function lockAccount(db: Db, userId: string): Promise<{ id: string; status: string; isAdmin: boolean } | undefined> {
  const [row] = await db.select({ id: users.id, status: users.accountStatus, isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function setAccountStatus(db: Db, userId: string, status: 'active' | 'suspended' | 'banned'): Promise<void> {
  await db.update(users).set({ accountStatus: status, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Ends every session of the account: its next request is 401. */
export async function deleteSessionsOf(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function findAccount(db: Db, userId: string): Promise<AccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId));
  return row;
}

export async function searchAccounts(db: Db, q: string, limit: number): Promise<AccountRow[]> {
  const pattern = `%${escapeLike(q)}%`;
  return db
    .select(accountColumns)
    .from(users)
    .where(or(ilike(userNameText(users), pattern), ilike(users.email, pattern)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}

export async function insertAction(db: Db, values: typeof moderationActions.$inferInsert): Promise<number> {
  const [row] = await db.insert(moderationActions).values(values).returning({ id: moderationActions.id });
  return row!.id;
}

/** Marks the latest standing action of these kinds on an account (and target, for content) as reversed. */
export async function reverseLatest(
  db: Db,
  where: { actions: string[]; targetUserId: string; targetType?: string; targetId?: string },
  reversal: { reversedBy: string; reverseReason: string; reversedAt: Date },
): Promise<void> {
  const [latest] = await db
    .select({ id: moderationActions.id })
    .from(moderationActions)
    .where(
      and(
        inArray(moderationActions.action, where.actions),
        eq(moderationActions.targetUserId, where.targetUserId),
        isNull(moderationActions.reversedAt),
        where.targetType ? eq(moderationActions.targetType, where.targetType) : undefined,
        where.targetId ? eq(moderationActions.targetId, where.targetId) : undefined,
      ),
    )
    .orderBy(desc(moderationActions.id))
    .limit(1);
  if (latest) await db.update(moderationActions).set(reversal).where(eq(moderationActions.id, latest.id));
}

export async function listHistory(db: Db, userId: string) {
  return db
    .select({
      action: moderationActions,
      admin: sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = "moderation_action"."admin_id")`,
    })
    .from(moderationActions)
    .where(eq(moderationActions.targetUserId, userId))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(100);
}
