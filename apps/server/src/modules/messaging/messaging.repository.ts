import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
function ownMessageIds(db: Db, userId: string, order: 'newest' | 'oldest', limit: number, afterId?: number) {
  const byId = order === 'newest' ? desc(messages.id) : messages.id;
  const side = (person: typeof messages.senderId | typeof messages.recipientId) =>
    db.select({ id: messages.id }).from(messages).where(and(eq(person, userId), afterId === undefined ? undefined : gt(messages.id, afterId))).orderBy(byId).limit(limit);
  return union(side(messages.senderId), side(messages.recipientId));
}

/** The user's messages after an id, oldest first: replay for a stream that reconnects. */
export function listMessagesAfter(db: Db, userId: string, afterId: number, limit: number) {
  return db.select().from(messages).where(inArray(messages.id, ownMessageIds(db, userId, 'oldest', limit, afterId))).orderBy(messages.id).limit(limit);
}

export function listLatestMessagesOf(db: Db, userId: string, limit: number) {
  return db
    .select({ message: messages, senderFirstName: users.firstName, senderLastName: users.lastName })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(inArray(messages.id, ownMessageIds(db, userId, 'newest', limit)))
    .orderBy(desc(messages.id))
    .limit(limit);
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
