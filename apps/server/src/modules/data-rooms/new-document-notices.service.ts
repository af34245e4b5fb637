/**
 * Telling the people a room is shared with that a document arrived: one `notification-fanout`
 * task per upload, queued after the upload commits. The task decides who is told when it runs,
 * from the grants live then, so a grant revoked in between tells nobody; the upload's request
 * pays one insert however many people the room is shared with.
 */
import { message } from '@baobab/contracts/i18n/message';
import { notificationTexts as nt } from '@baobab/contracts/notification-texts';
import type { Db } from '../../db/client';
import type { Task } from '../../integrations/queue';
import type { Delivery } from '../../lib/delivery';
import { deliverNotifications, recordNotification, type PendingNotification } from '../notifications/notifications.service';
import * as repo from './data-rooms.repository';

export type NotificationFanoutTask = { event: 'data-room-document'; roomId: number; documentId: number; version: number };

/**
 * Who of the people a document reaches hears of it elsewhere, and their notices, in the caller's transaction: the
 * fundraising module's round materials (decision 0064), handed in by the task's registration (task-workers.ts) so
 * that data rooms, which the round room reads, do not depend on fundraising.
 */
export type RoutedDocumentNotices = (
  tx: Db,
  input: { dataRoomId: number; documentId: number; documentName: string; version: number; startupName: string; actorId: string; recipients: string[] },
) => Promise<{ told: Set<string>; pending: PendingNotification[] }>;

/** After the upload's commit; a failure to queue is logged, never fails the upload. */
export async function queueNewDocumentNotice(delivery: Delivery, notice: Omit<NotificationFanoutTask, 'event'>): Promise<void> {
  await delivery.queue.send('notification-fanout', { event: 'data-room-document', ...notice } satisfies NotificationFanoutTask).catch(delivery.logError);
}

/**
 * The task's worker. Each grantee's notice collapses into an unread one for the same document, so
 * a retry after a crash, or three versions in a row, make one bell entry and one e-mail each.
 */
export async function sendNewDocumentNotices(db: Db, delivery: Delivery, task: Task<NotificationFanoutTask>, routed: RoutedDocumentNotices): Promise<void> {
  const { roomId, documentId, version } = task.data;
  const room = await repo.findRoom(db, roomId);
  const document = room ? await repo.findDocument(db, room.id, documentId) : undefined;
  if (!room || !document) return;
  const recipients = (await repo.listGranteesCovering(db, room.id, document.folderId, new Date())).filter((id) => id !== room.ownerId);
  if (recipients.length === 0) return;
  const title = message(version > 1 ? nt.documentVersion : nt.documentAdded, { startup: room.startupName, document: document.name, room: room.name });
  const pending = await db.transaction(async (tx) => {
    // An investor invited to a round whose materials are this room hears of it as the round's (decision 0064), once.
    const materials = await routed(tx, { dataRoomId: room.id, documentId: document.id, documentName: document.name, version, startupName: room.startupName, actorId: room.ownerId, recipients });
    const recorded = [...materials.pending];
    for (const userId of recipients.filter((id) => !materials.told.has(id))) {
      recorded.push(await recordNotification(tx, { userId, kind: 'data_room_document', actorId: room.ownerId, title, href: `/data-rooms/${room.id}/documents/${document.id}` }, { collapse: true }));
    }
    return recorded;
  });
  await deliverNotifications(db, delivery, pending);
}
