import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * What each account did that notified other people, for the daily limits (modules/account-limits):
 * one row per action, `units` the people it reached (an update sent to 40 people is one row of 40).
 * Only the last 24 hours matter; older rows of an account are deleted as it acts again.
 */
export const accountActions = pgTable(
  'account_action',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An AccountLimitKind (packages/contracts/src/account-limits.ts). */
    kind: text('kind').notNull(),
    units: integer('units').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_action_user_kind_created_idx').on(t.userId, t.kind, t.createdAt)],
);
