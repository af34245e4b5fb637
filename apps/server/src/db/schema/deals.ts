import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { startups } from './startups';

/** A startup in one investor's pipeline; a startup is in a given pipeline at most once. */
export const deals = pgTable(
  'deal',
  {
    id: serial('id').primaryKey(),
    investorId: text('investor_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    startupId: integer('startup_id').notNull().references(() => startups.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    priority: text('priority').notNull(),
    interestLevel: integer('interest_level').notNull(),
    sourceChannel: text('source_channel'),
    nextAction: text('next_action'),
    stageEnteredAt: timestamp('stage_entered_at', { withTimezone: true }).notNull().defaultNow(),
    /** Any change to the deal, its stage or its notes moves this forward. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deal_investor_startup_idx').on(t.investorId, t.startupId),
    // The pipeline list: one investor's deals, optionally by stage or priority, latest activity first.
    index('deal_investor_activity_idx').on(t.investorId, t.lastActivityAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('deal_investor_stage_activity_idx').on(t.investorId, t.stage, t.lastActivityAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('deal_investor_priority_activity_idx').on(t.investorId, t.priority, t.lastActivityAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('deal_startup_idx').on(t.startupId),
  ],
);

/** Every stage a deal entered, with its time: the history behind "time in each stage". */
export const dealStageChanges = pgTable(
  'deal_stage_change',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id').notNull().references(() => deals.id, { onDelete: 'cascade' }),
    fromStage: text('from_stage'),
    toStage: text('to_stage').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deal_stage_change_deal_idx').on(t.dealId, t.changedAt)],
);

export const dealNotes = pgTable(
  'deal_note',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id').notNull().references(() => deals.id, { onDelete: 'cascade' }),
    authorId: text('author_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deal_note_deal_created_idx').on(t.dealId, t.createdAt.desc().nullsFirst())],
);
