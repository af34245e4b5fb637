import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { securityEvents } from '../../db/schema/security-audit';

export async function insertSecurityEvent(db: Db, values: typeof securityEvents.$inferInsert): Promise<void> {
  await db.insert(securityEvents).values(values);
}

export async function countEventsForEmailSince(db: Db, email: string, kind: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(securityEvents)
    .where(and(eq(securityEvents.email, email), eq(securityEvents.kind, kind), gte(securityEvents.createdAt, since)));
  return row?.n ?? 0;
}
