/**
 * The startup's data-room documents as one reader may see them, for due diligence (insights
 * module). The owner sees every live document; a grantee only what their active grants cover in
 * rooms whose NDA they accepted; anyone else nothing, and `hasRoom` false tells them apart from
 * a startup whose rooms are empty.
 */
import type { DataRoomFileType } from '@baobab/contracts/data-rooms';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import { listStartupRooms } from './access-requests.repository';
import { dataRoomsPolicy, resolveAccess } from './data-rooms.policy';
import * as repo from './data-rooms.repository';
import { verifiedEmail } from './room-access';

export type DataRoomEvidence = { hasRoom: boolean; documents: { name: string; folder: string | null; fileType: DataRoomFileType }[] };

export async function listDataRoomEvidence(db: Db, user: SessionUser, startupId: number): Promise<DataRoomEvidence> {
  const rooms = await listStartupRooms(db, startupId);
  const now = new Date();
  let hasRoom = false;
  const documents: DataRoomEvidence['documents'] = [];
  for (const { id } of rooms) {
    const room = await repo.findRoom(db, id);
    if (!room) continue;
    const grants = room.ownerId === user.id ? [] : await repo.listActiveGrants(db, room.id, user.id, verifiedEmail(user), now);
    const access = resolveAccess(user, room, grants);
    if (!dataRoomsPolicy.canSeeRoom(access)) continue;
    if (access.kind !== 'owner' && room.ndaText !== null && !(await repo.hasAcceptedNda(db, room.id, user.id))) continue;
    hasRoom = true;
    const folders = new Map((await repo.listFolders(db, room.id)).map((f) => [f.id, f.name]));
    for (const d of await repo.listDocuments(db, room.id)) {
      if (!dataRoomsPolicy.documentPermission(access, d.folderId)) continue;
      documents.push({ name: d.name, folder: d.folderId === null ? null : (folders.get(d.folderId) ?? null), fileType: d.fileType as DataRoomFileType });
    }
  }
  return { hasRoom, documents };
}
