import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Requests counted per rate-limit key in a fixed window (integrations/request-counter), so that
 * every instance on one PostgreSQL enforces one limit. UNLOGGED (migration 0011, which
 * drizzle-kit cannot express): counts are worth no WAL writes, a crash may forget them, and a
 * replica need not see them. No index on expires_at: the purge runs once a window, and an index
 * would cost every increment its HOT update.
 */
export const requestCounts = pgTable('request_count', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
