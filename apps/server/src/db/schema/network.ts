import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { organisations } from './organisations';
import { startups } from './startups';

/**
 * A connection request between two people and its outcome (pending, accepted, declined,
 * withdrawn). An intro request is the same row with a reason (message) and optionally one of
 * the requester's startups attached (decision 0008). One row per unordered pair: the unique
 * index on (least, greatest) refuses a second request in either direction; asking again after
 * a decline or withdrawal reuses the row. An accepted row is also the pair's message thread.
 */
export const connections = pgTable(
  'connection',
  {
    id: serial('id').primaryKey(),
    requesterId: text('requester_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: text('addressee_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    message: text('message').notNull().default(''),
    attachedStartupId: integer('attached_startup_id').references(() => startups.id, { onDelete: 'set null' }),
    /**
     * The fund the requester wrote for (decision 0069), null when they wrote as themselves. It names the fund
     * to the other person and gives the fund nothing: the row stays between its two people. A deleted fund
     * leaves the request standing, as the person's own.
     */
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    declineNote: text('decline_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('connection_pair_idx').on(sql`least(${t.requesterId}, ${t.addresseeId})`, sql`greatest(${t.requesterId}, ${t.addresseeId})`),
    index('connection_addressee_status_idx').on(t.addresseeId, t.status, t.createdAt.desc().nullsFirst()),
    index('connection_requester_status_idx').on(t.requesterId, t.status, t.createdAt.desc().nullsFirst()),
  ],
);
