import { bigint, boolean, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { startups } from './startups';

/**
 * One row per round an investor recorded in a startup; follow-on rounds are further rows.
 * Money is integer minor units (cents) of `currency`; equity and preferences are exact numerics.
 * A record is the investor's claim until the startup's founder confirms it (decision 0005):
 * only confirmed rounds count anywhere but the investor's own portfolio. Every edit bumps
 * `revision` and asks for confirmation again, and a founder confirms the revision they saw.
 */
export const investments = pgTable(
  'investment',
  {
    id: serial('id').primaryKey(),
    investorId: text('investor_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    startupId: integer('startup_id').notNull().references(() => startups.id, { onDelete: 'cascade' }),
    dealDate: date('deal_date', { mode: 'string' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    /** Percent of the company bought in this round, e.g. 2.5000 for 2.5 %. */
    equityPercentage: numeric('equity_percentage', { precision: 7, scale: 4 }),
    /** Post-money valuation of the round, in minor units of `currency`. */
    valuationMinor: bigint('valuation_minor', { mode: 'number' }),
    roundType: text('round_type').notNull(),
    leadInvestor: boolean('lead_investor').notNull().default(false),
    boardSeat: boolean('board_seat').notNull().default(false),
    liquidationPreference: numeric('liquidation_preference', { precision: 5, scale: 2 }).notNull().default('1'),
    antiDilutionRights: text('anti_dilution_rights'),
    notes: text('notes'),
    /** 'pending', 'confirmed' or 'declined' by the startup's founder. */
    confirmationStatus: text('confirmation_status').notNull().default('pending'),
    revision: integer('revision').notNull().default(1),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Every portfolio read is "this investor's rounds, by company and date".
    index('investment_investor_startup_date_idx').on(t.investorId, t.startupId, t.dealDate),
    index('investment_investor_date_idx').on(t.investorId, t.dealDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('investment_startup_idx').on(t.startupId, t.confirmationStatus),
  ],
);

/** An investor's exit from a company: the whole position, at one amount and date. */
export const portfolioExits = pgTable(
  'portfolio_exit',
  {
    id: serial('id').primaryKey(),
    investorId: text('investor_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    startupId: integer('startup_id').notNull().references(() => startups.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    exitDate: date('exit_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('portfolio_exit_investor_startup_idx').on(t.investorId, t.startupId), index('portfolio_exit_startup_idx').on(t.startupId)],
);
