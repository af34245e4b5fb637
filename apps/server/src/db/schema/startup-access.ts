import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { startups } from './startups';

/**
 * A founder's consent to show a startup's financial tools to one person (decision 0005):
 * which parts (`scopes`), whether the person may also download them (PDF summary), until when.
 * One row per startup and person; sharing again renews the row, revoking stamps `revoked_at`.
 * The history of every grant and revocation is in the security audit log.
 */
export const financialsShares = pgTable(
  'financials_share',
  {
    id: serial('id').primaryKey(),
    startupId: integer('startup_id').notNull().references(() => startups.id, { onDelete: 'cascade' }),
    granteeId: text('grantee_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Parts of the financial tools shared: cap_table, financial_model, valuation, funding_tracker. */
    scopes: text('scopes').array().notNull(),
    /** 'view' (in the app) or 'download' (also the PDF deal summary with the figures). */
    permission: text('permission').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: text('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('financials_share_startup_grantee_idx').on(t.startupId, t.granteeId),
    // "What was shared with me" (the financial tools' startup list) reads by grantee.
    index('financials_share_grantee_idx').on(t.granteeId).where(sql`${t.revokedAt} is null`),
  ],
);
