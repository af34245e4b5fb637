import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { startups } from './startups';

/**
 * Rounds as a dated sequence on the share ledger (decision 0051): each row one SAFE, note or priced round in the
 * contract's shape (`roundInputSchema`, jsonb), its date a column for ordering. A modelled round is a scenario
 * (never ownership); closing writes its ledger entries in the same transaction, keeps the outcome it wrote (so
 * later rounds carry its classes and pool forward without recomputing it) and the entries' ids.
 */
export const capTableRounds = pgTable(
  'cap_table_round',
  {
    id: serial('id').primaryKey(),
    startupId: integer('startup_id').notNull().references(() => startups.id, { onDelete: 'cascade' }),
    roundDate: date('round_date', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    round: jsonb('round').notNull(),
    status: text('status').notNull().default('modelled'),
    closedOutcome: jsonb('closed_outcome'),
    entryIds: jsonb('entry_ids').notNull().default(sql`'[]'::jsonb`),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: text('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cap_table_round_startup_date_idx').on(t.startupId, t.roundDate, t.id),
    check('cap_table_round_status_check', sql`${t.status} in ('modelled', 'closed')`),
    check('cap_table_round_kind_check', sql`${t.kind} in ('safe', 'note', 'priced')`),
  ],
);
