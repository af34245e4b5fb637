import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Serialises transactions on one key until the caller's transaction ends (a PostgreSQL advisory lock,
 * PGlite too): what a check-then-write needs when no row exists yet to lock, so the second of two racing
 * writers sees the first's row. Call it first inside the transaction.
 */
export async function lockForTransaction(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
