import {
  dataRoomMessages,
  type CreateDataRoomInput,
  type CreateGrantInput,
  type DataRoomDetail,
  type DataRoomFileType,
  type DataRoomGrant,
  type DataRoomList,
  type DataRoomSummary,
} from '@baobab/contracts/data-rooms';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import type { Delivery } from '../../lib/delivery';
import { spendDailyAllowance } from '../account-limits/account-limits.service';
import { areConnected } from '../network/network.service';
import { requireOwnedStartup } from '../startups/startups.service';
import { dataRoomsPolicy } from './data-rooms.policy';
import * as repo from './data-rooms.repository';
import { grantToFund } from './fund-grants.service';
import { grantDetail, grantRecipient, readGrantTerms, toGrant } from './grant-terms';
import { recordEvent, requireOwnedRoom, requireRoomAccess, verifiedEmail, type RequestContext } from './room-access';

type SummaryRow = Pick<repo.RoomRow, 'id' | 'name' | 'startupId' | 'startupName' | 'createdAt'> & { documentCount: number };
const toSummary = (row: SummaryRow): DataRoomSummary => ({
  id: row.id,
  name: row.name,
  startup: { id: row.startupId, name: row.startupName },
  documentCount: row.documentCount,
  createdAt: row.createdAt.toISOString(),
});

/** Rooms the user owns, and rooms shared with them through a grant that is active now. */
export async function listRooms(db: Db, user: SessionUser): Promise<DataRoomList> {
  const email = verifiedEmail(user);
  if (email) await repo.bindEmailGrants(db, user.id, email);
  const [owned, shared] = await Promise.all([repo.listOwnedRooms(db, user.id), repo.listSharedRooms(db, user.id, email, new Date())]);
  return { owned: owned.map(toSummary), shared: shared.filter((r) => r.ownerId !== user.id).map(toSummary) };
}

export async function createRoom(db: Db, user: SessionUser, input: CreateDataRoomInput): Promise<DataRoomDetail> {
  await requireOwnedStartup(db, user, input.startupId);
  const id = await repo.insertRoom(db, { startupId: input.startupId, ownerId: user.id, name: input.name, ndaText: input.ndaText || null });
  return getRoom(db, user, id);
}

/**
 * The room as this user may see it: the owner sees every folder, document and version; a
 * grantee sees only what their grants cover, only the latest version, and nothing at all
 * until they accept the room's NDA.
 */
export async function getRoom(db: Db, user: SessionUser, roomId: number): Promise<DataRoomDetail> {
  const { room, access } = await requireRoomAccess(db, user, roomId);
  const isOwner = access.kind === 'owner';
  const isNdaPending = !isOwner && room.ndaText !== null && !(await repo.hasAcceptedNda(db, room.id, user.id));
  const base = { id: room.id, name: room.name, startup: { id: room.startupId, name: room.startupName }, isOwner, ndaText: room.ndaText, isNdaPending };
  if (isNdaPending) return { ...base, folders: [], documents: [] };

  const [folders, documents] = await Promise.all([repo.listFolders(db, room.id), repo.listDocuments(db, room.id)]);
  const visible = documents.flatMap((d) => {
    const permission = dataRoomsPolicy.documentPermission(access, d.folderId);
    return permission ? [{ document: d, permission }] : [];
  });
  const versions = await repo.listVersions(db, visible.map((v) => v.document.id));
  return {
    ...base,
    folders: folders.filter((f) => dataRoomsPolicy.canSeeFolder(access, f.id)).map((f) => ({ id: f.id, name: f.name })),
    documents: visible.map(({ document, permission }) => {
      const own = versions.filter((v) => v.documentId === document.id);
      return {
        id: document.id,
        folderId: document.folderId,
        name: document.name,
        fileType: document.fileType as DataRoomFileType,
        versions: (isOwner ? own : own.slice(0, 1)).map((v) => ({
          version: v.version,
          sizeBytes: v.sizeBytes,
          contentType: v.contentType,
          uploadedAt: v.createdAt.toISOString(),
        })),
        canDownload: permission !== 'view',
      };
    }),
  };
}

export async function createFolder(db: Db, user: SessionUser, roomId: number, name: string) {
  const room = await requireOwnedRoom(db, user, roomId);
  const folder = await repo.insertFolder(db, room.id, name);
  if (!folder) throw conflict(dataRoomMessages.folderExists);
  return { id: folder.id, name: folder.name };
}

export async function acceptNda(db: Db, user: SessionUser, context: RequestContext, roomId: number): Promise<void> {
  const { room, access } = await requireRoomAccess(db, user, roomId);
  if (access.kind === 'owner' || room.ndaText === null) return;
  const ndaText = room.ndaText;
  await db.transaction(async (tx) => {
    if (await repo.insertNdaAcceptance(tx, { roomId: room.id, userId: user.id, ndaText, ip: context.ip })) {
      await recordEvent(tx, user, context, { roomId: room.id, action: 'nda_accept' });
    }
  });
}

export async function listGrants(db: Db, user: SessionUser, roomId: number): Promise<DataRoomGrant[]> {
  const room = await requireOwnedRoom(db, user, roomId);
  const now = new Date();
  return (await repo.listGrants(db, room.id)).map((row) => toGrant(row, now));
}

/**
 * The person a grant names: an accepted connection by id (anyone else is refused on the field, with
 * the same answer for an id nobody has), or anyone by e-mail address, an invitation.
 */
async function resolveGrantee(db: Db, owner: SessionUser, input: CreateGrantInput) {
  if (input.userId) {
    const person = await repo.findUserById(db, input.userId);
    if (!person || !(await areConnected(db, owner.id, person.id))) throw badRequest(dataRoomMessages.notConnected, [{ path: 'userId', message: dataRoomMessages.notConnected }]);
    return person;
  }
  // Never bound to an account here, even one that has verified this address: the answer would
  // then name that person, telling the owner who holds an address (or that anyone does). The
  // grant binds when whoever verifies the address opens their rooms (decision 0011).
  return { id: null, email: input.email!.toLowerCase(), name: null };
}

/**
 * Grants access to a room: to a person, or to a fund (fund-grants.service.ts). A grant to a connection
 * spends one of the owner's daily shares; one to an e-mail address, one of their daily invitations
 * (modules/account-limits).
 */
export async function createGrant(db: Db, delivery: Delivery, user: SessionUser, context: RequestContext, roomId: number, input: CreateGrantInput): Promise<DataRoomGrant> {
  const room = await requireOwnedRoom(db, user, roomId);
  if (input.organisationId !== undefined) return grantToFund(db, delivery, user, context, room, input.organisationId, input);
  const grantee = await resolveGrantee(db, user, input);
  if (grantee.id === user.id || grantee.email.toLowerCase() === user.email.toLowerCase()) throw badRequest(dataRoomMessages.cannotGrantSelf);
  const { folder, expiresAt } = await readGrantTerms(db, room.id, input);

  const grant = await db.transaction(async (tx) => {
    await spendDailyAllowance(tx, user.id, grantee.id ? 'shares' : 'invitations', 1, delivery.limits);
    const row = await repo.insertGrant(tx, {
      roomId: room.id,
      folderId: folder?.id ?? null,
      granteeId: grantee.id,
      email: grantee.email.toLowerCase(),
      permission: input.permission,
      expiresAt,
      createdBy: user.id,
    });
    await recordEvent(tx, user, context, { roomId: room.id, action: 'grant', detail: grantDetail(input.permission, folder?.name ?? null, grantRecipient(row, null), expiresAt) });
    return row;
  });
  return toGrant({ grant, granteeName: grantee.name, folderName: folder?.name ?? null, organisationName: null }, new Date());
}

/** Ends a grant at once: the next request of that person, or of every member of that fund, is refused. */
export async function revokeGrant(db: Db, user: SessionUser, context: RequestContext, roomId: number, grantId: number): Promise<void> {
  const room = await requireOwnedRoom(db, user, roomId);
  const found = await repo.findGrant(db, room.id, grantId);
  if (!found) throw notFound('Grant');
  await db.transaction(async (tx) => {
    if (await repo.revokeGrant(tx, found.grant.id, new Date())) {
      await recordEvent(tx, user, context, { roomId: room.id, action: 'revoke', detail: `access for ${grantRecipient(found.grant, found.organisationName)}` });
    }
  });
}
