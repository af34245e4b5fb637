import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { organisations } from './organisations';
import { startups } from './startups';

/**
 * A directory search kept by a person, or by an organisation for its members (decision 0047's roles).
 * `filters` are the directory's own query (startupStatsQuerySchema), read again at every sweep;
 * `currency` is the one a raise bound without a currency was read in when it was saved.
 */
export const savedSearches = pgTable(
  'saved_search',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, string | number>>().notNull(),
    currency: text('currency').notNull(),
    /** The frequency a new reader starts with; each reader's own choice is in saved_search_reader. */
    frequency: text('frequency').notNull(),
    /** Startups changed up to here have been compared with this search (the sweep's watermark). */
    matchedUntil: timestamp('matched_until', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_search_user_idx').on(t.userId),
    index('saved_search_organisation_idx').on(t.organisationId),
    index('saved_search_matched_until_idx').on(t.matchedUntil, t.id),
    check('saved_search_owner_check', sql`(${t.userId} is null) <> (${t.organisationId} is null)`),
    check('saved_search_frequency_check', sql`${t.frequency} in ('daily', 'weekly', 'off')`),
  ],
);

/**
 * A startup that matched a search: one row per search and startup, so two sweeps that race insert it
 * once. `startupVersion` is the startup's updated_at when it matched; a later change that still
 * matches moves the row forward (new again for its readers), the same change seen twice does not.
 */
export const savedSearchMatches = pgTable(
  'saved_search_match',
  {
    id: serial('id').primaryKey(),
    searchId: integer('search_id').notNull().references(() => savedSearches.id, { onDelete: 'cascade' }),
    startupId: integer('startup_id').notNull().references(() => startups.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    startupVersion: timestamp('startup_version', { withTimezone: true }).notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_search_match_search_startup_idx').on(t.searchId, t.startupId),
    index('saved_search_match_search_matched_idx').on(t.searchId, t.matchedAt),
    check('saved_search_match_reason_check', sql`${t.reason} in ('new', 'changed')`),
  ],
);

/**
 * One reader's state of one search: what they have seen, their own e-mail frequency, and up to when
 * their digest went out. A fund member without a row reads the search's defaults.
 */
export const savedSearchReaders = pgTable(
  'saved_search_reader',
  {
    searchId: integer('search_id').notNull().references(() => savedSearches.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    frequency: text('frequency'),
    seenUntil: timestamp('seen_until', { withTimezone: true }),
    digestedUntil: timestamp('digested_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.userId] }),
    check('saved_search_reader_frequency_check', sql`${t.frequency} is null or ${t.frequency} in ('daily', 'weekly', 'off')`),
  ],
);
