import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jsonFigure, type Arg, type Figure } from '../../db/figures';
import { users } from '../../db/schema/auth';
import { dataRoomAccessRequests, dataRooms } from '../../db/schema/data-rooms';
import { investorProfiles } from '../../db/schema/profiles';
import { holdsActiveGrant } from './data-rooms.repository';

export type AccessRequestRow = typeof dataRoomAccessRequests.$inferSelect;

/** The rooms of a startup, oldest first, for the request action on the startup page. */
export function listStartupRooms(db: Db, startupId: number) {
  return db
    .select({ id: dataRooms.id, name: dataRooms.name, ownerId: dataRooms.ownerId })
    .from(dataRooms)
    .where(eq(dataRooms.startupId, startupId))
    .orderBy(dataRooms.createdAt, dataRooms.id);
}

/** A startup's room and where one person stands with it. */
export type RoomStanding = { id: number; name: string; ownerId: string; granted: boolean; pending: boolean };

/**
 * The startup's rooms, oldest first, each with whether the person holds an active grant to it and has a request
 * pending, as a figure (db/figures.ts): the startup page reads it in one statement.
 */
export function roomStandingsFigure(startupId: Arg<number>, userId: Arg<string>, verifiedEmail: Arg<string | null>, now: Arg<Date>): Figure<RoomStanding[]> {
  const { roomId, requesterId, status } = dataRoomAccessRequests;
  return jsonFigure(
    sql`select coalesce(json_agg(json_build_object('id', room.id, 'name', room.name, 'ownerId', room.owner_id, 'granted', room.granted, 'pending', room.pending)
        order by room.created_at, room.id), '[]')::text
      from (select ${dataRooms.id} as id, ${dataRooms.name} as name, ${dataRooms.ownerId} as owner_id, ${dataRooms.createdAt} as created_at,
          ${holdsActiveGrant(dataRooms.id, userId, verifiedEmail, now)} as granted,
          exists (select 1 from ${dataRoomAccessRequests} where ${roomId} = ${dataRooms.id} and ${and(eq(requesterId, userId), eq(status, 'pending'))}) as pending
        from ${dataRooms} where ${eq(dataRooms.startupId, startupId)}) room`,
    (rows) => rows as RoomStanding[],
  );
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
