/**
 * What every grant of a room has, whoever it is for (a person, an address or a fund): where it
 * opens and until when, checked the same way; how the owner reads it; how the trail writes it.
 */
import { dataRoomMessages, type CreateGrantInput, type DataRoomGrant, type GrantPermission } from '@baobab/contracts/data-rooms';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import * as repo from './data-rooms.repository';

/** The folder (none: the whole room) and the end a grant asks for: 404 for a folder not in the room, 400 for an end already past. */
export async function readGrantTerms(db: Db, roomId: number, input: Pick<CreateGrantInput, 'folderId' | 'expiresAt'>) {
  const folder = input.folderId ? await repo.findFolder(db, roomId, input.folderId) : undefined;
  if (input.folderId && !folder) throw notFound('Folder');
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt <= new Date()) throw badRequest(dataRoomMessages.expiryInPast);
  return { folder, expiresAt };
}

/** The room trail's line for a grant: "view access to the whole room for ... until ...". */
export function grantDetail(permission: string, folderName: string | null, recipient: string, expiresAt: Date | null): string {
  const scope = folderName !== null ? `folder ${folderName}` : 'the whole room';
  const until = expiresAt ? ` until ${expiresAt.toISOString()}` : '';
  return `${permission} access to ${scope} for ${recipient}${until}`;
}

/** Who a grant is for, as the trail writes it: the address, or the fund's members (whoever they are when they read). */
export const grantRecipient = (grant: repo.GrantRow, organisationName: string | null): string => grant.email ?? `the members of ${organisationName}`;

/** A grant as its owner reads it: the person's (with their name once bound to an account) or the fund's, never both. */
export function toGrant(row: { grant: repo.GrantRow; granteeName: string | null; folderName: string | null; organisationName: string | null }, now: Date): DataRoomGrant {
  const { grant } = row;
  return {
    id: grant.id,
    grantee: grant.email !== null ? { id: grant.granteeId, name: row.granteeName, email: grant.email } : null,
    organisation: grant.organisationId !== null && row.organisationName !== null ? { id: grant.organisationId, name: row.organisationName } : null,
    folder: grant.folderId !== null && row.folderName !== null ? { id: grant.folderId, name: row.folderName } : null,
    permission: grant.permission as GrantPermission,
    expiresAt: grant.expiresAt?.toISOString() ?? null,
    revokedAt: grant.revokedAt?.toISOString() ?? null,
    createdAt: grant.createdAt.toISOString(),
    isActive: grant.revokedAt === null && (grant.expiresAt === null || grant.expiresAt > now),
  };
}
