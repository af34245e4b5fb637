import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { connections } from './network';

/**
 * A message in the thread of an accepted connection (the thread id is the connection id).
 * readAt is set when the recipient opens the thread; unread counts are per recipient.
 */
export const messages = pgTable(
  'message',
  {
    id: serial('id').primaryKey(),
    connectionId: integer('connection_id').notNull().references(() => connections.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    recipientId: text('recipient_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set when an admin hides the message (modules/moderation): its text is withheld from both people. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    // A thread's pages, newest first, and its latest message.
    index('message_connection_id_idx').on(t.connectionId, t.id.desc().nullsFirst()),
    // Unread counts per recipient and thread.
    index('message_recipient_unread_idx').on(t.recipientId, t.connectionId).where(sql`${t.readAt} is null`),
    // Replay after a reconnect and recent activity: the user's messages by id.
    index('message_sender_id_idx').on(t.senderId, t.id),
    index('message_recipient_id_idx').on(t.recipientId, t.id),
  ],
);
