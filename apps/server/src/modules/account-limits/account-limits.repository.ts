import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
