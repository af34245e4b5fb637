/**
 * Access requests: a signed-in person asks for a startup's room from its public page, the owner
 * approves (which creates an ordinary grant) or declines. The requester learns only the room's
 * name and the answer, never its folders or documents, until a grant exists.
 */
import { message } from '@baobab/contracts/i18n/message';
import { notificationTexts as nt, personsWords } from '@baobab/contracts/notification-texts';
import {
  dataRoomMessages,
  type AccessRequest,
  type AccessRequestStatus,
  type ApproveAccessRequestInput,
  type CreateAccessRequestInput,
  type DataRoomGrant,
  type StartupRoomAccess,
} from '@baobab/contracts/data-rooms';
import type { Db } from '../../db/client';
import { figureStatement, type Placeholders } from '../../db/figures';
import type { Delivery } from '../../lib/delivery';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { spendDailyAllowance } from '../account-limits/account-limits.service';
import { deliverNotifications, recordNotification } from '../notifications/notifications.service';
import { requireRequestAllowed } from '../startups/startup-trust.service';
import * as requests from './access-requests.repository';
import * as repo from './data-rooms.repository';
import { grantDetail, grantRecipient, readGrantTerms, toGrant } from './grant-terms';
import { recordEvent, requireOwnedRoom, verifiedEmail, type RequestContext } from './room-access';

const fullName = (user: SessionUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** The startup's rooms and where this user stands with each (owner, granted, pending, none). */
/** The startup page reads the viewer's standing on every visit: one statement, its SQL written once (decision 0082). */
const roomStandingsOf = figureStatement((a: Placeholders<{ startupId: number; userId: string; verifiedEmail: string | null; now: Date }>) => ({
  rooms: requests.roomStandingsFigure(a.startupId, a.userId, a.verifiedEmail, a.now),
}));

export async function getStartupRoomAccess(db: Db, user: SessionUser, startupId: number): Promise<StartupRoomAccess[]> {
  const { rooms } = await roomStandingsOf(db, { startupId, userId: user.id, verifiedEmail: verifiedEmail(user), now: new Date() });
  return rooms.map((room) => ({ roomId: room.id, name: room.name, status: standing(room, user) }));
}

function standing(room: requests.RoomStanding, user: SessionUser): StartupRoomAccess['status'] {
  if (room.ownerId === user.id) return 'owner';
  if (room.granted) return 'granted';
  return room.pending ? 'pending' : 'none';
}

export async function requestAccess(
  db: Db,
  delivery: Delivery,
  user: SessionUser,
  context: RequestContext,
  roomId: number,
  input: CreateAccessRequestInput,
): Promise<StartupRoomAccess> {
  const room = await repo.findRoom(db, roomId);
  if (!room) throw notFound('Data room');
  if (room.ownerId === user.id) throw badRequest(dataRoomMessages.requestOwnRoom);
  if ((await repo.listActiveGrants(db, room.id, user.id, verifiedEmail(user), new Date())).length > 0) throw conflict(dataRoomMessages.requestHasAccess);
  await requireRequestAllowed(db, user, room.startupId, 'data_room');
  const note = input.message || null;
  const pending = await db.transaction(async (tx) => {
    await spendDailyAllowance(tx, user.id, 'accessRequests', 1, delivery.limits);
    const row = await requests.insertPendingRequest(tx, { roomId: room.id, requesterId: user.id, message: note });
    if (!row) throw conflict(dataRoomMessages.requestAlreadyPending);
    await recordEvent(tx, user, context, { roomId: room.id, action: 'access_request', detail: note ? `message: ${note}` : undefined });
    return recordNotification(tx, {
      userId: room.ownerId,
      kind: 'data_room_request',
      actorId: user.id,
      title: message(nt.accessRequested, { name: fullName(user), room: room.name }),
      // The requester's note is their own words: a value, shown as written in every language.
      ...(note ? { body: personsWords(note) } : {}),
      href: `/data-rooms/${room.id}?tab=access`,
    });
  });
  await deliverNotifications(db, delivery, [pending]);
  return { roomId: room.id, name: room.name, status: 'pending' };
}

type RequestRow = Awaited<ReturnType<typeof requests.listRequests>>[number];
const toRequest = (row: RequestRow): AccessRequest => ({
  id: row.request.id,
  requester: { id: row.request.requesterId, name: row.name, email: row.email, isVerifiedInvestor: row.isVerifiedInvestor },
  message: row.request.message,
  status: row.request.status as AccessRequestStatus,
  createdAt: row.request.createdAt.toISOString(),
  decidedAt: row.request.decidedAt?.toISOString() ?? null,
});

/** Pending requests first, then the answered ones; the owner only. */
export async function listAccessRequests(db: Db, user: SessionUser, roomId: number): Promise<AccessRequest[]> {
  const room = await requireOwnedRoom(db, user, roomId);
  return (await requests.listRequests(db, room.id)).map(toRequest);
}

async function requirePendingRequest(db: Db, roomId: number, requestId: number) {
  const found = await requests.findRequest(db, roomId, requestId);
  if (!found) throw notFound('Access request');
  if (found.request.status !== 'pending') throw conflict(dataRoomMessages.requestNotPending);
  return found;
}

/** Approving grants the requester the scope, permission and expiry the owner chose. */
export async function approveAccessRequest(
  db: Db,
  delivery: Delivery,
  user: SessionUser,
  context: RequestContext,
  roomId: number,
  requestId: number,
  input: ApproveAccessRequestInput,
): Promise<DataRoomGrant> {
  const room = await requireOwnedRoom(db, user, roomId);
  const found = await requirePendingRequest(db, room.id, requestId);
  const { folder, expiresAt } = await readGrantTerms(db, room.id, input);

  const { grant, pending } = await db.transaction(async (tx) => {
    const grant = await repo.insertGrant(tx, {
      roomId: room.id,
      folderId: folder?.id ?? null,
      // Bound to the requester's account: they asked while signed in, so no e-mail claim is involved.
      granteeId: found.request.requesterId,
      email: found.email.toLowerCase(),
      permission: input.permission,
      expiresAt,
      createdBy: user.id,
    });
    if (!(await requests.decideRequest(tx, found.request.id, 'approved', grant.id, new Date()))) throw conflict(dataRoomMessages.requestNotPending);
    await recordEvent(tx, user, context, { roomId: room.id, action: 'access_approve', detail: grantDetail(input.permission, folder?.name ?? null, grantRecipient(grant, null), expiresAt) });
    const pending = await recordNotification(tx, {
      userId: found.request.requesterId,
      kind: 'data_room_decision',
      actorId: user.id,
      title: message(nt.accessGranted, { name: fullName(user), room: room.name }),
      body: message(input.permission === 'download' ? nt.accessGrantedDownload : nt.accessGrantedView),
      href: `/data-rooms/${room.id}`,
    });
    return { grant, pending };
  });
  await deliverNotifications(db, delivery, [pending]);
  return toGrant({ grant, granteeName: found.name, folderName: folder?.name ?? null, organisationName: null }, new Date());
}

export async function declineAccessRequest(db: Db, delivery: Delivery, user: SessionUser, context: RequestContext, roomId: number, requestId: number): Promise<void> {
  const room = await requireOwnedRoom(db, user, roomId);
  const found = await requirePendingRequest(db, room.id, requestId);
  const pending = await db.transaction(async (tx) => {
    if (!(await requests.decideRequest(tx, found.request.id, 'declined', null, new Date()))) throw conflict(dataRoomMessages.requestNotPending);
    await recordEvent(tx, user, context, { roomId: room.id, action: 'access_decline', detail: `request from ${found.email}` });
    return recordNotification(tx, {
      userId: found.request.requesterId,
      kind: 'data_room_decision',
      actorId: user.id,
      title: message(nt.accessDeclined, { name: fullName(user), room: room.name }),
      href: `/startups/${room.startupId}`,
    });
  });
  await deliverNotifications(db, delivery, [pending]);
}
