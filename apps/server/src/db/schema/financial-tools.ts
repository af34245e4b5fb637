import { bigint, boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { startups } from './startups';

/**
 * The cap table's round model, one row per startup (decision 0031): what "Generate Cap Table" sent
 * besides the shareholders (classes' terms, safes, notes, a priced round, the pool, exit values), as
 * jsonb in the contract's shape (US dollars), and the opening position's date. The shareholders are
 * the share ledger's: never stored here, so the cap table cannot disagree with the ledger.
 */
export const capTableSnapshots = pgTable('cap_table_snapshot', {
  startupId: integer('startup_id').primaryKey().references(() => startups.id, { onDelete: 'cascade' }),
  input: jsonb('input').notNull(),
  openingDate: date('opening_date', { mode: 'string' }),
  createdBy: text('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Cached financial-tools results, one row per startup: a new calculation replaces the
 * row (the spec's "Cached results" state). The input and the result are kept as jsonb in
 * the contract's shapes (US dollars), so a read returns exactly what the POST returned;
 * figures that are queried on their own are also columns in integer cents with a currency.
 */
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

/**
 * A founder's named cap-table scenarios, to compare rounds side by side. The input and its
 * result are jsonb in the contract's shapes (US dollars), like the snapshot. `name_key` is the
 * name trimmed and lower-cased: the unique index makes one of two racing creates of a name win.
 */
export const capTableScenarios = pgTable(
  'cap_table_scenario',
  {
    id: serial('id').primaryKey(),
    startupId: integer('startup_id').notNull().references(() => startups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    input: jsonb('input').notNull(),
    result: jsonb('result').notNull(),
    createdBy: text('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cap_table_scenario_startup_name_idx').on(t.startupId, t.nameKey)],
);

/**
 * The share ledger (decision 0017): one row per dated entry, the entry kept as jsonb in the
 * contract's shape (`ledgerEntryInputSchema`) so the engine replays exactly what was recorded;
 * the date and kind are columns for ordering. Holdings are computed on read, never stored.
 */
export const shareLedgerEntries = pgTable(
  'share_ledger_entry',
  {
    id: serial('id').primaryKey(),
    startupId: integer('startup_id').notNull().references(() => startups.id, { onDelete: 'cascade' }),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    entry: jsonb('entry').notNull(),
    /** Written by "Generate Cap Table" as the opening position; the next generate replaces these entries (decision 0031). */
    isOpening: boolean('is_opening').notNull().default(false),
    createdBy: text('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('share_ledger_entry_startup_date_idx').on(t.startupId, t.entryDate, t.id)],
);
