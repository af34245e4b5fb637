import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { deals } from './deals';

/** A deal put to the investment committee (decision 0060): at most one committee per deal. */
export const dealCommittees = pgTable('deal_committee', {
  dealId: integer('deal_id').primaryKey().references(() => deals.id, { onDelete: 'cascade' }),
  openedBy: text('opened_by').references(() => users.id, { onDelete: 'set null' }),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  /** The fund's outcome, recorded once by an admin when the quorum has voted (decision 0060, amendment): invest | pass. */
  decision: text('decision'),
  /** The admin's reasons, as written. */
  decisionNote: text('decision_note').notNull().default(''),
  decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

/**
 * One vote per member per deal (the primary key): scores per criterion (1 to 5), invest | pass | abstain and
 * the member's comment as written. Changing a vote rewrites the row; `votedAt` keeps the first casting.
 */
export const dealCommitteeVotes = pgTable(
  'deal_committee_vote',
  {
    dealId: integer('deal_id').notNull().references(() => dealCommittees.dealId, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
    vote: text('vote').notNull(),
    comment: text('comment').notNull().default(''),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.userId] })],
);

/**
 * Every saved version of the committee memo, as its author wrote it. The newest is the memo; the primary
 * key (deal, version) is what makes a save over a stale version fail instead of overwriting (a 409).
 */
export const dealCommitteeMemoVersions = pgTable(
  'deal_committee_memo_version',
  {
    dealId: integer('deal_id').notNull().references(() => dealCommittees.dealId, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    body: text('body').notNull(),
    savedBy: text('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.version] }), index('deal_committee_memo_saved_idx').on(t.dealId, t.savedAt)],
);
