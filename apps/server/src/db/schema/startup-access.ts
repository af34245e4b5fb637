import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { organisations } from './organisations';
import { startups } from './startups';

/**
 * A founder's consent to show a startup's financial tools to one person or to one organisation
 * (decisions 0005 and 0055): which parts (`scopes`), whether the reader may also download them (PDF
 * summary), until when. A share names exactly one of `grantee_id` and `organisation_id`; a fund's
 * share reaches whoever is a member when they read (organisation_member is read on every request,
 * never copied here). One row per startup and person or fund; sharing again renews the row,
 * revoking stamps `revoked_at`.
 * The history of every grant and revocation is in the security audit log.
 */
export const financialsShares = pgTable(
  'financials_share',
  {
    id: serial('id').primaryKey(),
    startupId: integer('startup_id').notNull().references(() => startups.id, { onDelete: 'cascade' }),
    granteeId: text('grantee_id').references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
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
    uniqueIndex('financials_share_startup_organisation_idx').on(t.startupId, t.organisationId),
    check('financials_share_one_grantee_check', sql`(${t.granteeId} is null) <> (${t.organisationId} is null)`),
    // "What was shared with me" (the financial tools' startup list) reads by grantee.
    index('financials_share_grantee_idx').on(t.granteeId).where(sql`${t.revokedAt} is null`),
    index('financials_share_organisation_idx').on(t.organisationId).where(sql`${t.revokedAt} is null`),
  ],
);
