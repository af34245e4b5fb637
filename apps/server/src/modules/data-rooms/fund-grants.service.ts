/**
 * A founder grants a room, or one folder of it, to a fund (decision 0055): the grant names only the
 * organisation, and whoever is its member when they read opens the room under their own name (views,
 * downloads and the watermark are theirs). Only the room's owner grants; nothing a member does opens
 * the room for the fund. The fund is picked by the same rule as a fund's financials share.
 */
import { message } from '@baobab/contracts/i18n/message';
import { notificationTexts as nt } from '@baobab/contracts/notification-texts';
import { dataRoomMessages as m, type CreateGrantInput, type DataRoomGrant } from '@baobab/contracts/data-rooms';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { badRequest } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { spendDailyAllowance } from '../account-limits/account-limits.service';
import { deliverNotifications, recordNotification } from '../notifications/notifications.service';
import { findShareableOrganisation, listOrganisationMemberIds } from '../startup-access/fund-audience.service';
import * as repo from './data-rooms.repository';
import { grantDetail, grantRecipient, readGrantTerms, toGrant } from './grant-terms';
import { recordEvent, type RequestContext } from './room-access';

const fullName = (user: SessionUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/**
 * Grants (or renews) the fund's access to the owner's room. A fund nobody the owner knows belongs to
 * and one that does not exist get the same 400, so the answer tells nothing of other funds. It spends
 * one daily share, as a grant to a person: it is one act of consent. The fund's members now are told
 * (not the owner, if one of them); who reads later is decided by membership at each read.
 */
export async function grantToFund(
  db: Db,
  delivery: Delivery,
  user: SessionUser,
  context: RequestContext,
  room: repo.RoomRow,
  organisationId: number,
  input: CreateGrantInput,
): Promise<DataRoomGrant> {
  const organisation = await findShareableOrganisation(db, user.id, organisationId);
  if (!organisation) throw badRequest(m.organisationNotConnected, [{ path: 'organisationId', message: m.organisationNotConnected }]);
  const { folder, expiresAt } = await readGrantTerms(db, room.id, input);

  const { grant, pending } = await db.transaction(async (tx) => {
    await spendDailyAllowance(tx, user.id, 'shares', 1, delivery.limits);
    const grant = await repo.upsertOrganisationGrant(tx, { roomId: room.id, folderId: folder?.id ?? null, organisationId: organisation.id, permission: input.permission, expiresAt, createdBy: user.id });
    await recordEvent(tx, user, context, { roomId: room.id, action: 'grant', detail: grantDetail(input.permission, folder?.name ?? null, grantRecipient(grant, organisation.name), expiresAt) });
    const title = message(nt.roomSharedWithFund, { name: fullName(user), room: room.name, organisation: organisation.name });
    const body = message(input.permission === 'download' ? nt.accessGrantedDownload : nt.accessGrantedView);
    const pending = [];
    for (const userId of (await listOrganisationMemberIds(tx, organisation.id)).filter((id) => id !== user.id)) {
      pending.push(await recordNotification(tx, { userId, kind: 'data_room_shared', actorId: user.id, title, body, href: `/data-rooms/${room.id}` }));
    }
    return { grant, pending };
  });
  await deliverNotifications(db, delivery, pending);
  return toGrant({ grant, granteeName: null, folderName: folder?.name ?? null, organisationName: organisation.name }, new Date());
}
