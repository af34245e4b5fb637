import { bigint, boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { startups } from './startups';

/**
 * Cached financial-tools results, one row per startup: a new calculation replaces the
 * row (the spec's "Cached results" state). The input and the result are kept as jsonb in
 * the contract's shapes (US dollars), so a read returns exactly what the POST returned;
 * figures that are queried on their own are also columns in integer cents with a currency.
 */
export const capTableSnapshots = pgTable('cap_table_snapshot', {
  startupId: integer('startup_id').primaryKey().references(() => startups.id, { onDelete: 'cascade' }),
  input: jsonb('input').notNull(),
  result: jsonb('result').notNull(),
  totalShares: bigint('total_shares', { mode: 'number' }).notNull(),
  createdBy: text('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const financialModels = pgTable('financial_model', {
  startupId: integer('startup_id').primaryKey().references(() => startups.id, { onDelete: 'cascade' }),
  input: jsonb('input').notNull(),
  result: jsonb('result').notNull(),
  createdBy: text('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const valuationResults = pgTable('valuation_result', {
  startupId: integer('startup_id').primaryKey().references(() => startups.id, { onDelete: 'cascade' }),
  /** The facts and comparables the valuation used, so a stored result can be explained later. */
  input: jsonb('input').notNull(),
  result: jsonb('result').notNull(),
  fairValueMinor: bigint('fair_value_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('USD'),
  createdBy: text('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The founder's target for the current round; without a row the startup profile's raise is the target. */
export const fundingTargets = pgTable('funding_target', {
  startupId: integer('startup_id').primaryKey().references(() => startups.id, { onDelete: 'cascade' }),
  targetAmountMinor: bigint('target_amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('USD'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const fundingMilestones = pgTable(
  'funding_milestone',
  {
    id: serial('id').primaryKey(),
    startupId: integer('startup_id').notNull().references(() => startups.id, { onDelete: 'cascade' }),
    task: text('task').notNull(),
    completed: boolean('completed').notNull().default(false),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The tracker lists one startup's milestones by due date.
  (t) => [index('funding_milestone_startup_due_idx').on(t.startupId, t.dueDate, t.id)],
);
