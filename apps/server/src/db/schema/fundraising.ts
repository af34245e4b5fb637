import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { capTableRounds } from './cap-table-rounds';
import { investorProfiles } from './profiles';
import { startups } from './startups';

/**
 * A round being raised (decision 0057): the founder's target and minimum in minor units of the company's currency
 * at the time (stored with it, as the funding target is), its status and dates. Its terms are a `cap_table_round`
 * (decision 0051), linked, never copied; deleting that modelled round leaves the raise without terms.
 */
export const raises = pgTable(
  'raise',
  {
    id: serial('id').primaryKey(),
    startupId: integer('startup_id').notNull().references(() => startups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    instrument: text('instrument').notNull(),
    currency: text('currency').notNull(),
    targetMinor: bigint('target_minor', { mode: 'number' }).notNull(),
    minimumMinor: bigint('minimum_minor', { mode: 'number' }),
    capTableRoundId: integer('cap_table_round_id').references(() => capTableRounds.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('draft'),
    openedOn: date('opened_on', { mode: 'string' }),
    targetCloseOn: date('target_close_on', { mode: 'string' }),
    closedOn: date('closed_on', { mode: 'string' }),
    createdBy: text('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('raise_startup_idx').on(t.startupId, t.id),
    // One raise per modelled round: two raises selling the same terms would count one pro-forma twice.
    uniqueIndex('raise_cap_table_round_unique').on(t.capTableRoundId),
    check('raise_status_check', sql`${t.status} in ('draft', 'open', 'closing', 'closed', 'cancelled')`),
    check('raise_instrument_check', sql`${t.instrument} in ('post-money-safe', 'pre-money-safe', 'note', 'priced')`),
    check('raise_amounts_check', sql`${t.targetMinor} > 0 and (${t.minimumMinor} is null or (${t.minimumMinor} > 0 and ${t.minimumMinor} <= ${t.targetMinor}))`),
  ],
);

/**
 * One investor on the founder's board for a round: a directory investor (`investor_profile_id`) or someone not on
 * Baobab (`email` and the name the founder typed). Private to the founder: nobody is told they were added.
 */
export const raiseInvestors = pgTable(
  'raise_investor',
  {
    id: serial('id').primaryKey(),
    raiseId: integer('raise_id').notNull().references(() => raises.id, { onDelete: 'cascade' }),
    investorProfileId: integer('investor_profile_id').references(() => investorProfiles.id, { onDelete: 'cascade' }),
    email: text('email'),
    name: text('name'),
    stage: text('stage').notNull().default('target'),
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    nextStep: text('next_step'),
    nextStepOn: date('next_step_on', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Nulls are distinct, so a directory investor and an e-mail address never collide; each appears once per round.
    uniqueIndex('raise_investor_profile_unique').on(t.raiseId, t.investorProfileId),
    uniqueIndex('raise_investor_email_unique').on(t.raiseId, t.email),
    check('raise_investor_one_kind_check', sql`(${t.investorProfileId} is null) <> (${t.email} is null)`),
    check(
      'raise_investor_stage_check',
      sql`${t.stage} in ('target', 'contacted', 'meeting', 'due-diligence', 'soft-circled', 'committed', 'signed', 'funded', 'passed')`,
    ),
    check('raise_investor_amount_check', sql`${t.amountMinor} is null or ${t.amountMinor} > 0`),
  ],
);
