import type { DataRoomEventAction } from '@baobab/contracts/data-rooms';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { recordSecurityEvent } from '../audit/audit.service';
import { dataRoomsPolicy, resolveAccess, type RoomAccess } from './data-rooms.policy';
import * as repo from './data-rooms.repository';

/** The address an e-mail invitation may be claimed with: only a verified one (decision 0011). */
export const verifiedEmail = (user: SessionUser): string | null => (user.emailVerified ? user.email : null);

/** Where a request came from, for the audit trail. */
export type RequestContext = { ip: string };

/**
 * The room and what this user may do in it, read fresh from the database on every call (no
 * cache), so expiry and revocation apply to the very next request. No access answers 404,
 * exactly like a missing room, so room ids reveal nothing.
 */
export async function requireRoomAccess(db: Db, user: SessionUser, roomId: number): Promise<{ room: repo.RoomRow; access: RoomAccess }> {
  const room = await repo.findRoom(db, roomId);
  if (!room) throw notFound('Data room');
  const grants = room.ownerId === user.id ? [] : await repo.listActiveGrants(db, room.id, user.id, verifiedEmail(user), new Date());
  const access = resolveAccess(user, room, grants);
  if (!dataRoomsPolicy.canSeeRoom(access)) throw notFound('Data room');
  return { room, access };
}

/** The owner only; anyone else gets the same 404 as for a room that does not exist. */
export async function requireOwnedRoom(db: Db, user: SessionUser, roomId: number): Promise<repo.RoomRow> {
  const { room, access } = await requireRoomAccess(db, user, roomId);
  if (!dataRoomsPolicy.canManage(access)) throw notFound('Data room');
  return room;
}

/**
 * Writes the room's own trail (data_room_event, which the owner reads and exports) and mirrors
 * the same fact into the security audit log, whose append-only rule the database enforces.
 * The room trail keeps its foreign keys (it follows a room's deletion); the security log does not.
 */
export async function recordEvent(
  db: Db,
  user: SessionUser,
  context: RequestContext,
  event: { roomId: number; action: DataRoomEventAction; document?: { id: number; name: string }; version?: number; detail?: string },
): Promise<number> {
  await recordSecurityEvent(db, {
    kind: `data_room.${event.action}`,
    userId: user.id,
    email: user.email,
    ip: context.ip,
    detail: { roomId: event.roomId, documentId: event.document?.id ?? null, version: event.version ?? null, detail: event.detail ?? null },
  });
  return repo.insertEvent(db, {
    roomId: event.roomId,
    actorId: user.id,
    actorName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    actorEmail: user.email,
    action: event.action,
    documentId: event.document?.id ?? null,
    documentName: event.document?.name ?? null,
    version: event.version ?? null,
    detail: event.detail ?? null,
    ip: context.ip,
  });
}
