import { message, type Text } from '@baobab/contracts/i18n/message';
import { notificationTexts as nt, personsWords } from '@baobab/contracts/notification-texts';
import type {
  Message,
  SendMessageInput,
  SendDirectMessageInput,
  Thread,
  ThreadPage,
} from '@baobab/contracts/messaging';
import { moderationMessages } from '@baobab/contracts/moderation';
import type { Db } from '../../db/client';
import type { Arg, Figure } from '../../db/figures';
import type { Delivery } from '../../lib/delivery';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { spendDailyAllowance, type AccountLimitsConfig } from '../account-limits/account-limits.service';
import { findConnectionWith, getOwnConnection, getPersonName } from '../network/connection-requests.service';
import { deliverNotifications, markNotificationsReadAt, recordNotification } from '../notifications/notifications.service';
import { messagingPolicy } from './messaging.policy';
import * as repo from './messaging.repository';

/** Replay after a reconnect is capped; a client that missed more refetches its lists. */
const REPLAY_LIMIT = 100;
/** The bell shows the start of a message, not all 5,000 characters. */
const PREVIEW_LENGTH = 200;

export const threadHref = (threadId: number) => `/messages?thread=${threadId}`;

export const toMessage = (row: repo.MessageRow): Message => ({
  id: row.id,
  threadId: row.connectionId,
  senderId: row.senderId,
  // A message hidden by a moderator is withheld from both people (modules/moderation).
  content: row.hiddenAt ? moderationMessages.messageRemoved : row.content,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  ...(row.hiddenAt ? { isRemoved: true } : {}),
});

/** A thread the user may read and write: theirs (else 404) and accepted (else 403). */
async function requireThread(db: Db, user: SessionUser, threadId: number) {
  const connection = await getOwnConnection(db, user, threadId);
  messagingPolicy.requireAccepted(connection.status);
  return connection;
}

async function toThreads(db: Db, rows: Awaited<ReturnType<typeof repo.listThreadsOf>>): Promise<Thread[]> {
  const lastMessages = await repo.findMessagesByIds(db, rows.flatMap((r) => (r.lastMessageId === null ? [] : [Number(r.lastMessageId)])));
  return rows.map((r) => {
    const last = lastMessages.find((m) => m.id === Number(r.lastMessageId));
    return {
      id: r.id,
      otherUser: { id: r.otherId, firstName: r.firstName, lastName: r.lastName, headline: r.headline, profileImageUrl: r.profileImageUrl },
      lastMessage: last ? toMessage(last) : null,
      unreadCount: Number(r.unreadCount),
      connectedAt: (r.respondedAt ?? r.createdAt).toISOString(),
    };
  });
}

export async function listThreads(db: Db, user: SessionUser, query: { limit: number; offset: number }): Promise<Thread[]> {
  return toThreads(db, await repo.listThreadsOf(db, user.id, query.limit, query.offset));
}

export async function getThreadPage(db: Db, user: SessionUser, threadId: number, query: { before?: number; limit: number }): Promise<ThreadPage> {
  await requireThread(db, user, threadId);
  const [[thread], rows] = await Promise.all([
    toThreads(db, await repo.listThreadsOf(db, user.id, 1, 0, threadId)),
    repo.listThreadMessages(db, threadId, query.limit + 1, query.before),
  ]);
  const page = rows.slice(0, query.limit).reverse();
  return { thread: thread!, messages: page.map(toMessage), hasOlder: rows.length > query.limit };
}

/**
 * Stores the message and the recipient's notification in one transaction, then signals both
 * people's open streams (on every instance) once it has committed.
 */
export async function sendMessage(db: Db, user: SessionUser, threadId: number, input: SendMessageInput, delivery: Delivery, limits: AccountLimitsConfig): Promise<Message> {
  const connection = await requireThread(db, user, threadId);
  const recipientId = connection.requesterId === user.id ? connection.addresseeId : connection.requesterId;
  const { row, pending } = await db.transaction(async (tx) => {
    await spendDailyAllowance(tx, user.id, 'messages', 1, limits);
    const saved = await repo.insertMessage(tx, { connectionId: threadId, senderId: user.id, recipientId, content: input.content });
    const notification = await recordNotification(
      tx,
      {
        userId: recipientId,
        kind: 'message',
        actorId: user.id,
        title: message(nt.newMessage, { name: `${user.firstName} ${user.lastName}` }),
        // The preview is the sender's own words, shown as written.
        body: personsWords(input.content.slice(0, PREVIEW_LENGTH)),
        href: threadHref(threadId),
      },
      { collapse: true },
    );
    return { row: saved, pending: notification };
  });
  await delivery.realtime.publish({ type: 'message', userIds: [user.id, recipientId], messageId: row.id }).catch(delivery.logError);
  await deliverNotifications(db, delivery, [pending]);
  return toMessage(row);
}

/** Sending to a person rather than a thread: unknown people are 404, unconnected ones 403. */
export async function sendDirectMessage(db: Db, user: SessionUser, input: SendDirectMessageInput, delivery: Delivery, limits: AccountLimitsConfig): Promise<Message> {
  if (input.recipientId === user.id || (await getPersonName(db, input.recipientId)) === null) throw notFound('Recipient');
  const connection = await findConnectionWith(db, user, input.recipientId);
  messagingPolicy.requireAccepted(connection?.status ?? 'none');
  return sendMessage(db, user, connection!.id, { content: input.content }, delivery, limits);
}

export async function markThreadRead(db: Db, user: SessionUser, threadId: number, delivery: Delivery): Promise<void> {
  await requireThread(db, user, threadId);
  await repo.markThreadRead(db, threadId, user.id);
  await markNotificationsReadAt(db, user, threadHref(threadId));
  // The user's other tabs update their unread counts.
  await delivery.realtime.publish({ type: 'read', userIds: [user.id], threadId }).catch(delivery.logError);
}

export async function countUnreadMessages(db: Db, user: SessionUser): Promise<number> {
  return repo.countUnreadFor(db, user.id);
}

/** For the live stream: a message only if the user sent or received it. */
export async function findMessageFor(db: Db, userId: string, messageId: number): Promise<Message | null> {
  const row = await repo.findMessageFor(db, userId, messageId);
  return row ? toMessage(row) : null;
}

export async function listMessagesAfter(db: Db, userId: string, afterId: number): Promise<Message[]> {
  return (await repo.listMessagesAfter(db, userId, afterId, REPLAY_LIMIT)).map(toMessage);
}

/** A message as the dashboard's Recent Activity lists it: whether the reader wrote it, who did, and what (a message when withheld). */
export type RecentMessage = { id: number; threadId: number; isOwn: boolean; senderName: string; words: Text; createdAt: string };

/** The dashboard's Recent Activity: the latest messages sent or received, as a figure (db/figures.ts). */
export function recentMessagesFigure(userId: Arg<string>, limit: Arg<number>): Figure<RecentMessage[]> {
  return repo.latestMessagesFigure(userId, limit, (rows) =>
    rows.map((m) => ({
      id: m.id,
      threadId: m.threadId,
      isOwn: m.isOwn,
      senderName: `${m.senderFirstName} ${m.senderLastName}`,
      // Withheld from both people, as toMessage does.
      words: m.hidden ? message(moderationMessages.messageRemoved) : m.content,
      createdAt: m.createdAt,
    })),
  );
}
