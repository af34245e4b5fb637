import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Message } from '@baobab/contracts/i18n/message';
import { users } from './auth';

/**
 * An in-app notification, written (title, body, link) when the event happens. The title and body are
 * kept as messages (decision 0046) for every reader's language, and as English for readers that read
 * text; rows written before the messages have only the English.
 */
export const notifications = pgTable(
  'notification',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** The title as a key with values; null on rows written before messages. */
    titleMessage: jsonb('title_message').$type<Message>(),
    /** The body as a key with values (a person's words are a value, shown as written); null when there is none or on older rows. */
    bodyMessage: jsonb('body_message').$type<Message>(),
    href: text('href').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('notification_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * E-mail opt-out per kind and, while e-mails are on, how they come (decision 0064): each one at once, or a daily or
 * weekly digest of the kind's notifications since `digested_until`. A missing row means e-mails are on, at once.
 */
export const notificationPreferences = pgTable(
  'notification_preference',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    email: boolean('email').notNull(),
    frequency: text('frequency').notNull().default('immediate'),
    /** Up to when the digest has carried this kind's notifications: set when a digest is chosen, moved by each digest sent (a claim). */
    digestedUntil: timestamp('digested_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] }), check('notification_preference_frequency_check', sql`${t.frequency} in ('immediate', 'daily', 'weekly')`)],
);
