import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoTimestamp, jsonFigure, type Arg, type Figure } from '../../db/figures';
import { users } from '../../db/schema/auth';
import { messages } from '../../db/schema/messaging';
import { union } from 'drizzle-orm/pg-core';
import { connections } from '../../db/schema/network';
import { userProfiles } from '../../db/schema/user-profiles';

export type MessageRow = typeof messages.$inferSelect;

export async function insertMessage(db: Db, values: Pick<MessageRow, 'connectionId' | 'senderId' | 'recipientId' | 'content'>): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  return row!;
}

/** A page of a thread, newest first; `before` pages back through older messages. */
export function listThreadMessages(db: Db, connectionId: number, limit: number, before?: number) {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.connectionId, connectionId), before ? lt(messages.id, before) : undefined))
    .orderBy(desc(messages.id))
    .limit(limit);
}

const involves = (userId: string) => or(eq(messages.senderId, userId), eq(messages.recipientId, userId));

export async function findMessageFor(db: Db, userId: string, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(and(eq(messages.id, id), involves(userId))).limit(1);
  return row;
}

/**
 * The ids of a user's messages in id order (sent and received), at most `limit` past `afterId`: the ones
 * sent and the ones received each read from their own (person, id) index, then merged. One OR over both
 * columns made PostgreSQL walk the primary key instead, past every other person's messages (65 ms on the
 * bench's 200,000 messages for a user whose messages are old; 0.2 ms this way).
 */
function ownMessageIdsAfter(db: Db, userId: string, afterId: number, limit: number) {
  const side = (person: typeof messages.senderId | typeof messages.recipientId) =>
    db.select({ id: messages.id }).from(messages).where(and(eq(person, userId), gt(messages.id, afterId))).orderBy(messages.id).limit(limit);
  return union(side(messages.senderId), side(messages.recipientId));
}

/** The user's messages after an id, oldest first: replay for a stream that reconnects. */
export function listMessagesAfter(db: Db, userId: string, afterId: number, limit: number) {
  return db.select().from(messages).where(inArray(messages.id, ownMessageIdsAfter(db, userId, afterId, limit))).orderBy(messages.id).limit(limit);
}

/** One of a user's newest messages as Recent Activity shows it. */
export type LatestMessageRow = { id: number; threadId: number; isOwn: boolean; content: string; hidden: boolean; createdAt: string; senderFirstName: string; senderLastName: string };

/**
 * The user's `limit` newest messages, sent or received, with their senders' names, newest first, as a figure
 * (db/figures.ts), so the dashboard reads them with the user's events in one statement. Each side is read
 * apart, as in ownMessageIdsAfter and for the same reason.
 */
export function latestMessagesFigure<T>(userId: Arg<string>, limit: Arg<number>, read: (rows: LatestMessageRow[]) => T): Figure<T> {
  const side = (person: typeof messages.senderId | typeof messages.recipientId) =>
    sql`(select ${messages.id} from ${messages} where ${eq(person, userId)} order by ${messages.id} desc limit ${limit})`;
  return jsonFigure(
    sql`select coalesce(json_agg(json_build_object('id', latest.id, 'threadId', latest.thread_id, 'isOwn', latest.is_own, 'content', latest.content,
        'hidden', latest.hidden, 'createdAt', latest.created_at, 'senderFirstName', latest.first_name, 'senderLastName', latest.last_name) order by latest.id desc), '[]')::text
      from (select ${messages.id} as id, ${messages.connectionId} as thread_id, ${eq(messages.senderId, userId)} as is_own, ${messages.content} as content,
          ${messages.hiddenAt} is not null as hidden, ${isoTimestamp(messages.createdAt)} as created_at, ${users.firstName} as first_name, ${users.lastName} as last_name
        from ${messages} inner join ${users} on ${eq(users.id, messages.senderId)}
        where ${messages.id} in (${side(messages.senderId)} union ${side(messages.recipientId)})
        order by ${messages.id} desc limit ${limit}) latest`,
    (rows) => read(rows as LatestMessageRow[]),
  );
}

export async function markThreadRead(db: Db, connectionId: number, recipientId: string): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(eq(messages.connectionId, connectionId), eq(messages.recipientId, recipientId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return rows.length;
}

export async function countUnreadFor(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.recipientId, userId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/**
 * The user's threads (accepted connections, decision 0008) with the other person, the latest
 * message and the unread count, most recent activity first. The correlated subqueries use the
 * (connection_id, id desc) and partial unread indexes, so each thread costs two index probes.
 */
export function listThreadsOf(db: Db, userId: string, limit: number, offset: number, onlyId?: number) {
  const otherId = sql<string>`case when ${connections.requesterId} = ${userId} then ${connections.addresseeId} else ${connections.requesterId} end`;
  const lastId = sql<number | null>`(select m.id from ${messages} m where m.connection_id = ${connections.id} order by m.id desc limit 1)`;
  return db
    .select({
      id: connections.id,
      respondedAt: connections.respondedAt,
      createdAt: connections.createdAt,
      otherId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.image,
      headline: userProfiles.headline,
      lastMessageId: lastId,
      unreadCount: sql<number>`(select count(*)::int from ${messages} m where m.connection_id = ${connections.id} and m.recipient_id = ${userId} and m.read_at is null)`,
    })
    .from(connections)
    .innerJoin(users, sql`${users.id} = ${otherId}`)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(
      and(
        eq(connections.status, 'accepted'),
        or(eq(connections.requesterId, userId), eq(connections.addresseeId, userId)),
        onlyId ? eq(connections.id, onlyId) : undefined,
      ),
    )
    .orderBy(desc(sql`coalesce((select m.created_at from ${messages} m where m.connection_id = ${connections.id} order by m.id desc limit 1), ${connections.respondedAt}, ${connections.createdAt})`), desc(connections.id))
    .limit(limit)
    .offset(offset);
}

export async function findMessagesByIds(db: Db, ids: number[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(messages).where(inArray(messages.id, ids));
}
