/**
 * Reply threads of a sent update: one private thread per recipient with the startup's founder, for
 * answering the asks. A recipient reads and writes only their own; the founder reads every thread
 * and answers in one by naming its recipient. Each reply notifies the other side (in-app and e-mail).
 */
import { message } from '@baobab/contracts/i18n/message';
import { notificationTexts as nt, personsWords } from '@baobab/contracts/notification-texts';
import { updateMessages as m, type CreateUpdateReplyInput, type UpdateReply, type UpdateThreads } from '@baobab/contracts/updates';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { badRequest, conflict } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { spendDailyAllowance } from '../account-limits/account-limits.service';
import { deliverNotifications, recordNotification } from '../notifications/notifications.service';
import { nameOf, toReply, toThreads, updateHref } from './updates.mapper';
import * as repo from './updates.repository';
import { loadForViewer } from './updates.service';

/** The founder: every thread that has a reply. A recipient: their own thread (empty until someone writes). */
export async function listReplies(db: Db, user: SessionUser, id: number): Promise<UpdateThreads> {
  const { found, viewer } = await loadForViewer(db, user, id);
  const founderId = found.startup.ownerId;
  if (viewer === 'founder') {
    const [recipients, replies] = await Promise.all([repo.listRecipients(db, id), repo.listReplies(db, id)]);
    const people = recipients.map((r) => ({ id: r.userId, name: nameOf(r) }));
    return { threads: toThreads(replies, people, founderId).filter((thread) => thread.replies.length > 0) };
  }
  const replies = await repo.listReplies(db, id, user.id);
  return { threads: toThreads(replies, [{ id: user.id, name: nameOf(user) }], founderId) };
}

export async function postReply(db: Db, delivery: Delivery, user: SessionUser, id: number, input: CreateUpdateReplyInput): Promise<UpdateReply> {
  const { found, viewer } = await loadForViewer(db, user, id);
  const { update, startup } = found;
  if (update.status !== 'sent') throw conflict(m.draftNoReplies);
  let recipientId: string;
  if (viewer === 'founder') {
    if (!input.recipientId) throw badRequest(m.replyRecipientRequired, [{ path: 'recipientId', message: m.replyRecipientRequired }]);
    if (!(await repo.findRecipient(db, id, input.recipientId))) throw badRequest(m.replyRecipientUnknown, [{ path: 'recipientId', message: m.replyRecipientUnknown }]);
    recipientId = input.recipientId;
  } else {
    if (input.recipientId !== undefined && input.recipientId !== user.id) throw badRequest(m.replyOwnThread, [{ path: 'recipientId', message: m.replyOwnThread }]);
    recipientId = user.id;
  }
  const { reply, pending } = await db.transaction(async (tx) => {
    await spendDailyAllowance(tx, user.id, 'updateReplies', 1, delivery.limits);
    const row = await repo.insertReply(tx, { updateId: id, recipientId, authorId: user.id, body: input.body });
    // The other side of the thread hears of it; several replies in a row make one unread entry.
    const notice =
      viewer === 'founder'
        ? { userId: recipientId, title: message(nt.updateReplyFromStartup, { startup: startup.name, title: update.title }) }
        : { userId: startup.ownerId, title: message(nt.updateReplyToFounder, { name: nameOf(user), title: update.title }) };
    // The reply's start is the author's own words (Markdown as typed): a value, shown as written.
    const body = personsWords(input.body.slice(0, 200));
    const recorded = await recordNotification(tx, { ...notice, kind: 'update_reply', actorId: user.id, body, href: updateHref(id) }, { collapse: true });
    return { reply: row, pending: recorded };
  });
  await deliverNotifications(db, delivery, [pending]);
  return toReply({ reply, firstName: user.firstName, lastName: user.lastName, email: user.email }, startup.ownerId);
}
