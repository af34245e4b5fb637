import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountActions } from '../../db/schema/account-actions';
import { users } from '../../db/schema/auth';
import { connections } from '../../db/schema/network';
import { reports } from '../../db/schema/trust-safety';

/** What the limits depend on, in one statement: the account's age, its recently declined requests, its upheld reports. */
export async function findStanding(db: Db, userId: string, declinesSince: Date, reportsSince: Date): Promise<{ createdAt: Date; recentDeclines: number; upheldReports: number } | undefined> {
  const [row] = await db
    .select({
      createdAt: users.createdAt,
      recentDeclines: sql<number>`(select count(*)::int from ${connections} where ${connections.requesterId} = ${userId} and ${connections.status} = 'declined' and ${connections.respondedAt} >= ${declinesSince.toISOString()}::timestamptz)`,
      upheldReports: sql<number>`(select count(*)::int from ${reports} where ${reports.targetUserId} = ${userId} and ${reports.status} = 'actioned' and ${reports.resolvedAt} >= ${reportsSince.toISOString()}::timestamptz)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Holds the account's row until commit, so that two actions of one account are counted one after the
 * other on every instance (docs/security.md, "Concurrency"). `no key update` leaves rows that only
 * reference the account (its messages, its grants) free to be written meanwhile.
 */
export async function lockAccount(db: Db, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The people the account reached with one kind of action since `since`. */
export async function sumUnitsSince(db: Db, userId: string, kind: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${accountActions.units}), 0)::int` })
    .from(accountActions)
    .where(and(eq(accountActions.userId, userId), eq(accountActions.kind, kind), gte(accountActions.createdAt, since)));
  return row?.units ?? 0;
}

export async function insertAction(db: Db, values: { userId: string; kind: string; units: number; createdAt: Date }): Promise<void> {
  await db.insert(accountActions).values(values);
}

/** Forgets the account's actions that no window counts any more, so the table stays a day deep. */
export async function deleteActionsBefore(db: Db, userId: string, before: Date): Promise<void> {
  await db.delete(accountActions).where(and(eq(accountActions.userId, userId), lt(accountActions.createdAt, before)));
}
