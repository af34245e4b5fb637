import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { startups } from './startups';

/**
 * A metric a founder tracks for a startup: a standard one (`kind` names it: mrr,
 * revenue, cash, burn, runway, customers, gross_margin, headcount) or a custom one (`kind`
 * 'custom', with its own name and unit). Only the startup's founders read or change them; others
 * see figures only inside an update sent to them (its `figures` snapshot).
 */
export const companyMetrics = pgTable(
  'company_metric',
  {
    id: serial('id').primaryKey(),
    startupId: integer('startup_id').notNull().references(() => startups.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** 'money' (values in minor units of `currency`), 'count', 'percent' or 'months'. */
    unit: text('unit').notNull(),
    /** ISO 4217 code; set for money metrics only. */
    currency: text('currency'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_metric_startup_name_idx').on(t.startupId, sql`lower(${t.name})`),
    // One of each standard metric per startup; custom ones are told apart by name.
    uniqueIndex('company_metric_startup_kind_idx').on(t.startupId, t.kind).where(sql`${t.kind} <> 'custom'`),
  ],
);

/**
 * One month's value of a metric. `month` is the first day of the month. Money values are integer
 * minor units of the metric's currency; the others are the quantity itself (percent as 62.5).
 */
export const companyMetricValues = pgTable(
  'company_metric_value',
  {
    metricId: integer('metric_id').notNull().references(() => companyMetrics.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    value: numeric('value', { precision: 24, scale: 4 }).notNull(),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.metricId, t.month] })],
);

/**
 * A founder's update to the startup's investors (decision 0020). A draft until sent; sending fixes its
 * recipients (the audience resolved at that moment, from consent live then) and snapshots the
 * figures and chart series of the chosen metrics into `figures`, so what a recipient reads is
 * what was sent, and nobody reaches the metrics themselves through it.
 */
export const investorUpdates = pgTable(
  'investor_update',
  {
    id: serial('id').primaryKey(),
    startupId: integer('startup_id').notNull().references(() => startups.id, { onDelete: 'cascade' }),
    authorId: text('author_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The month the update reports on (first day of the month). */
    period: date('period', { mode: 'string' }).notNull(),
    /** Markdown, rendered and sanitised on the server. */
    body: text('body').notNull().default(''),
    highlights: text('highlights').notNull().default(''),
    lowlights: text('lowlights').notNull().default(''),
    asks: text('asks').notNull().default(''),
    /** The metrics whose figures and charts the update embeds, in order. */
    metricIds: integer('metric_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Who it goes to: { confirmedInvestors, shareHolders, connections, userIds } (contracts/updates.ts). */
    audience: jsonb('audience').notNull(),
    /** 'draft' or 'sent'. */
    status: text('status').notNull().default('draft'),
    /** The metrics as sent: figures for the period and their monthly series (contracts/updates.ts). */
    figures: jsonb('figures'),
    /** Off by default; when on, anyone with `publicToken` reads the update (without opens or replies). */
    isPublic: boolean('is_public').notNull().default(false),
    publicToken: text('public_token'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('investor_update_startup_idx').on(t.startupId, t.status, t.sentAt.desc()),
    uniqueIndex('investor_update_public_token_idx').on(t.publicToken),
  ],
);

/** A person a sent update went to, why, and when they first opened it (the founder sees opens). */
export const investorUpdateRecipients = pgTable(
  'investor_update_recipient',
  {
    updateId: integer('update_id').notNull().references(() => investorUpdates.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** 'investor', 'share', 'connection' or 'chosen': the first audience rule that included them. */
    reason: text('reason').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.updateId, t.userId] }), index('investor_update_recipient_user_idx').on(t.userId, t.updateId)],
);

/**
 * A reply thread between one recipient (`recipientId`) and the startup's founders, for answering
 * the update's asks. Only that recipient and the founders read it.
 */
export const investorUpdateReplies = pgTable(
  'investor_update_reply',
  {
    id: serial('id').primaryKey(),
    updateId: integer('update_id').notNull().references(() => investorUpdates.id, { onDelete: 'cascade' }),
    recipientId: text('recipient_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    authorId: text('author_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('investor_update_reply_thread_idx').on(t.updateId, t.recipientId, t.id)],
);

/** An investor's portfolio alert thresholds; without a row, the defaults in contracts/portfolio.ts apply. */
export const portfolioAlertSettings = pgTable('portfolio_alert_setting', {
  investorId: text('investor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Alert when a company's latest reported runway is under this many months. */
  runwayMonths: integer('runway_months').notNull(),
  /** Alert when a company has sent no update for this many months. */
  staleUpdateMonths: integer('stale_update_months').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
