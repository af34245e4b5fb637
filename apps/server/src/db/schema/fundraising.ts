import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { capTableRounds } from './cap-table-rounds';
import { dataRooms } from './data-rooms';
import { shareLedgerEntries } from './financial-tools';
import { investments } from './portfolio';
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
    /**
     * The round room (decision 0058): goes up by one each time the terms change (linked, unlinked, or the linked
     * round edited), so a signature names the version it was given on and committed investors confirm again.
     */
    termsVersion: integer('terms_version').notNull().default(1),
    leadEntryId: integer('lead_entry_id').references((): AnyPgColumn => raiseInvestors.id, { onDelete: 'set null' }),
    showLead: boolean('show_lead').notNull().default(false),
    showCommitted: boolean('show_committed').notNull().default(false),
    /** The company's data room whose documents are the round's materials, each investor seeing what their grants cover. */
    dataRoomId: integer('data_room_id').references(() => dataRooms.id, { onDelete: 'set null' }),
    /**
     * A priced raise's series and price, stored by its first close (decision 0059): later tranches issue shares of this
     * series at this price ('1.1144', major units), so every investor of the round pays what the first close set.
     */
    seriesName: text('series_name'),
    seriesPricePerShare: text('series_price_per_share'),
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
    /** Invited to the round room (decision 0058); revoking clears it, so the room is gone at the investor's next request. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
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

/**
 * An invited investor's commitment to a round (decision 0058), one per board entry (the unique index: of many first
 * commits at once one row is written). Its moves are round-room-texts.ts's `nextCommitment`, made under the board
 * entry's row lock. Signing (the investor confirming the final amount) records who, when, the terms version and the
 * terms as they read then. Closing the round (ledger entries, portfolio) reads confirmed ones; it is not here yet.
 */
export const raiseCommitments = pgTable(
  'raise_commitment',
  {
    id: serial('id').primaryKey(),
    raiseId: integer('raise_id').notNull().references(() => raises.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id').notNull().references(() => raiseInvestors.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    /** What the investor soft-circled or committed, in minor units of the round's currency. */
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    /** What the founder accepted or scaled back to. */
    finalMinor: bigint('final_minor', { mode: 'number' }),
    passReason: text('pass_reason'),
    /** The raise's terms version when the investor last committed or confirmed. */
    termsVersion: integer('terms_version'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    signedBy: text('signed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The signer's name as it was when they signed: the record does not change with their profile. */
    signerName: text('signer_name'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedTermsVersion: integer('signed_terms_version'),
    /** The terms as the investor read them when signing (round-room.ts, roomTermsSchema). */
    signedTerms: jsonb('signed_terms'),
    /** The day the founder marked the money received (decision 0059): the record written on that date. */
    fundedOn: date('funded_on', { mode: 'string' }),
    fundedAt: timestamp('funded_at', { withTimezone: true }),
    fundedBy: text('funded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The investor's portfolio investment the close created; unique, so a commitment makes at most one. */
    investmentId: integer('investment_id').references(() => investments.id, { onDelete: 'set null' }),
    /** The closed SAFE or note on the cap table's sequence the close wrote; unique, so a commitment writes at most one. */
    capTableRoundId: integer('cap_table_round_id').references(() => capTableRounds.id, { onDelete: 'set null' }),
    /** In a priced raise, the share-ledger issuance of the series the close wrote; unique, so a commitment issues once. */
    ledgerEntryId: integer('ledger_entry_id').references(() => shareLedgerEntries.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('raise_commitment_entry_unique').on(t.entryId),
    uniqueIndex('raise_commitment_ledger_entry_unique').on(t.ledgerEntryId),
    uniqueIndex('raise_commitment_investment_unique').on(t.investmentId),
    uniqueIndex('raise_commitment_cap_table_round_unique').on(t.capTableRoundId),
    index('raise_commitment_raise_idx').on(t.raiseId),
    check('raise_commitment_state_check', sql`${t.state} in ('soft-circled', 'committed', 'accepted', 'scaled-back', 'confirmed', 'reconfirm', 'declined', 'passed', 'withdrawn', 'funded')`),
    check('raise_commitment_amounts_check', sql`(${t.amountMinor} is null or ${t.amountMinor} > 0) and (${t.finalMinor} is null or ${t.finalMinor} > 0)`),
  ],
);

/** An invited investor's question about a round and the founder's answer, public to every invited investor when the founder says so. */
export const raiseQuestions = pgTable(
  'raise_question',
  {
    id: serial('id').primaryKey(),
    raiseId: integer('raise_id').notNull().references(() => raises.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id').notNull().references(() => raiseInvestors.id, { onDelete: 'cascade' }),
    askedBy: text('asked_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer'),
    isPublic: boolean('is_public').notNull().default(false),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('raise_question_raise_idx').on(t.raiseId, t.id), index('raise_question_entry_idx').on(t.entryId)],
);

/**
 * A deadline reminder sent to an invited investor (decision 0064): the round's target close coming (`close-7`,
 * `close-1`) or a commitment awaiting their confirmation (`confirm:<commitment>:<since>`). The unique index is the
 * claim: the sweep inserts the row in the transaction that records the notice, so two sweeps at once send it once.
 */
export const raiseReminders = pgTable(
  'raise_reminder',
  {
    id: serial('id').primaryKey(),
    raiseId: integer('raise_id').notNull().references(() => raises.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('raise_reminder_unique').on(t.raiseId, t.userId, t.key)],
);
