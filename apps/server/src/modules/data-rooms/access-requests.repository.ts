import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { dataRoomAccessRequests, dataRooms } from '../../db/schema/data-rooms';
import { investorProfiles } from '../../db/schema/profiles';

export type AccessRequestRow = typeof dataRoomAccessRequests.$inferSelect;

/** The rooms of a startup, oldest first, for the request action on the startup page. */
export function listStartupRooms(db: Db, startupId: number) {
  return db
    .select({ id: dataRooms.id, name: dataRooms.name, ownerId: dataRooms.ownerId })
    .from(dataRooms)
    .where(eq(dataRooms.startupId, startupId))
    .orderBy(dataRooms.createdAt, dataRooms.id);
}

export function listPendingRoomIds(db: Db, requesterId: string) {
  return db
    .select({ roomId: dataRoomAccessRequests.roomId })
    .from(dataRoomAccessRequests)
    .where(and(eq(dataRoomAccessRequests.requesterId, requesterId), eq(dataRoomAccessRequests.status, 'pending')));
}

/** Inserts a pending request, or nothing when one is already pending (the partial unique index). */
export async function insertPendingRequest(db: Db, values: { roomId: number; requesterId: string; message: string | null }): Promise<AccessRequestRow | undefined> {
  const [row] = await db.insert(dataRoomAccessRequests).values({ ...values, status: 'pending' }).onConflictDoNothing().returning();
  return row;
}

export function listRequests(db: Db, roomId: number) {
  return db
    .select({ request: dataRoomAccessRequests, name: users.name, email: users.email, isVerifiedInvestor: sql<boolean>`${investorProfiles.verifiedAt} is not null` })
    .from(dataRoomAccessRequests)
    .innerJoin(users, eq(users.id, dataRoomAccessRequests.requesterId))
    .leftJoin(investorProfiles, eq(investorProfiles.userId, dataRoomAccessRequests.requesterId))
    .where(eq(dataRoomAccessRequests.roomId, roomId))
    .orderBy(sql`${dataRoomAccessRequests.status} = 'pending' desc`, desc(dataRoomAccessRequests.createdAt), desc(dataRoomAccessRequests.id))
    .limit(200);
}

export async function findRequest(db: Db, roomId: number, requestId: number) {
  const [row] = await db
    .select({ request: dataRoomAccessRequests, name: users.name, email: users.email, emailVerified: users.emailVerified })
    .from(dataRoomAccessRequests)
    .innerJoin(users, eq(users.id, dataRoomAccessRequests.requesterId))
    .where(and(eq(dataRoomAccessRequests.roomId, roomId), eq(dataRoomAccessRequests.id, requestId)));
  return row;
}

/** Moves a pending request to its decision; false when it was already decided (so it is audited once). */
export async function decideRequest(db: Db, requestId: number, status: 'approved' | 'declined', grantId: number | null, now: Date): Promise<boolean> {
  const rows = await db
    .update(dataRoomAccessRequests)
    .set({ status, grantId, decidedAt: now })
    .where(and(eq(dataRoomAccessRequests.id, requestId), eq(dataRoomAccessRequests.status, 'pending'), isNull(dataRoomAccessRequests.decidedAt)))
    .returning({ id: dataRoomAccessRequests.id });
  return rows.length > 0;
}
