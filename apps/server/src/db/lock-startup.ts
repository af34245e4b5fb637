import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { startups } from './schema/startups';

/**
 * Holds the startup row until the transaction ends. Every write to a startup's facts takes it first: the facts
 * version's triggers update that row at the end of each fact written (decision 0075), so a write that locked a
 * fact row first and the startup row last could deadlock with one that did the reverse (a metric's delete did,
 * against a value save). It also makes a count and an insert of one create a single step.
 */
export async function lockStartup(db: Db, startupId: number): Promise<void> {
  await db.select({ id: startups.id }).from(startups).where(eq(startups.id, startupId)).limit(1).for('no key update');
}
