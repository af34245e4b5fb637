import type { GrantPermission } from '@baobab/contracts/data-rooms';
import type { SessionUser } from '../../lib/session-user';
import type { GrantRow, RoomRow } from './data-rooms.repository';

/**
 * What one person may do in one room, worked out from the room and that person's grants that
 * are active right now. It is rebuilt on every request, so a revocation applies at once.
 */
export type RoomAccess =
  | { kind: 'owner' }
  | { kind: 'grantee'; roomWide: GrantPermission | null; folders: Map<number, GrantPermission> }
  | { kind: 'none' };

const rank = { view: 1, download: 2 } as const;
const stronger = (a: GrantPermission | null | undefined, b: GrantPermission): GrantPermission => (a && rank[a] >= rank[b] ? a : b);

export function resolveAccess(user: SessionUser, room: RoomRow, activeGrants: GrantRow[]): RoomAccess {
  if (room.ownerId === user.id) return { kind: 'owner' };
  if (activeGrants.length === 0) return { kind: 'none' };
  let roomWide: GrantPermission | null = null;
  const folders = new Map<number, GrantPermission>();
  for (const grant of activeGrants) {
    const permission = grant.permission as GrantPermission;
    if (grant.folderId === null) roomWide = stronger(roomWide, permission);
    else folders.set(grant.folderId, stronger(folders.get(grant.folderId), permission));
  }
  return { kind: 'grantee', roomWide, folders };
}

export const dataRoomsPolicy = {
  canManage: (access: RoomAccess) => access.kind === 'owner',
  canSeeRoom: (access: RoomAccess) => access.kind !== 'none',
  /** null: the document does not exist for this person. */
  documentPermission(access: RoomAccess, folderId: number | null): 'owner' | GrantPermission | null {
    if (access.kind === 'owner') return 'owner';
    if (access.kind === 'none') return null;
    const folder = folderId === null ? undefined : access.folders.get(folderId);
    if (access.roomWide && folder) return stronger(access.roomWide, folder);
    return access.roomWide ?? folder ?? null;
  },
  canSeeFolder: (access: RoomAccess, folderId: number) =>
    access.kind === 'owner' || (access.kind === 'grantee' && (access.roomWide !== null || access.folders.has(folderId))),
};
