import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { organisations } from './organisations';
import { startups } from './startups';

/**
 * The cash an owner put into or got back from a company beyond the confirmed rounds (decision 0041):
 * a follow-on, a distribution, a write-off, or a first cheque made off the platform. The owner is an
 * investor (`owner_user_id`) or a fund (`organisation_id`, decision 0065), exactly one of the two; a fund's
 * row keeps who recorded it in `recorded_by`, which outlives neither the row nor the person's account.
 * Money is integer minor units of `currency`, the company's own.
 */
export const portfolioFlows = pgTable(
  'portfolio_flow',
  {
    id: serial('id').primaryKey(),
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    startupId: integer('startup_id').notNull().references(() => startups.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    flowDate: date('flow_date', { mode: 'string' }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('portfolio_flow_owner_startup_date_idx').on(t.ownerUserId, t.startupId, t.flowDate),
    index('portfolio_flow_organisation_startup_date_idx').on(t.organisationId, t.startupId, t.flowDate),
    index('portfolio_flow_startup_idx').on(t.startupId),
    check('portfolio_flow_one_owner_check', sql`num_nonnulls(${t.ownerUserId}, ${t.organisationId}) = 1`),
    check('portfolio_flow_kind_check', sql`${t.kind} in ('first-cheque', 'follow-on', 'distribution', 'write-off')`),
    check('portfolio_flow_amount_check', sql`${t.amountMinor} >= 0`),
  ],
);

/** What the owner (an investor or a fund, as for flows) says its holding in a company is worth on a date, and where that figure comes from. */
export const portfolioMarks = pgTable(
  'portfolio_mark',
  {
    id: serial('id').primaryKey(),
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    startupId: integer('startup_id').notNull().references(() => startups.id, { onDelete: 'cascade' }),
    valueMinor: bigint('value_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    markDate: date('mark_date', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('portfolio_mark_owner_startup_date_idx').on(t.ownerUserId, t.startupId, t.markDate),
    index('portfolio_mark_organisation_startup_date_idx').on(t.organisationId, t.startupId, t.markDate),
    index('portfolio_mark_startup_idx').on(t.startupId),
    check('portfolio_mark_one_owner_check', sql`num_nonnulls(${t.ownerUserId}, ${t.organisationId}) = 1`),
    check('portfolio_mark_value_check', sql`${t.valueMinor} >= 0`),
  ],
);
