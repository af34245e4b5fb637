import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealMeetings } from '../../db/schema/deals';

export type DealMeetingRow = typeof dealMeetings.$inferSelect;

export async function insertMeeting(db: Db, values: typeof dealMeetings.$inferInsert): Promise<DealMeetingRow> {
  const [row] = await db.insert(dealMeetings).values(values).returning();
  return row!;
}

export async function listMeetings(db: Db, dealId: number): Promise<DealMeetingRow[]> {
  return db.select().from(dealMeetings).where(eq(dealMeetings.dealId, dealId)).orderBy(asc(dealMeetings.loggedAt), asc(dealMeetings.id));
}
