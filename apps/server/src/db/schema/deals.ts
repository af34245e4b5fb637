import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { organisations } from './organisations';
import { startups } from './startups';

/**
 * A startup in one pipeline: an investor's own, or an organisation's (decision 0047's funds); exactly one
 * of the two owns it, and a startup is in a given pipeline at most once.
 */
export const deals = pgTable(
  'deal',
  {
    id: serial('id').primaryKey(),
    investorId: text('investor_id').references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    /** The fund member responsible for the deal; null in a person's own pipeline or when they left the fund. */
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
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
    // Null investor ids are distinct, so fund deals never collide on the index above, nor personal ones on this.
    uniqueIndex('deal_organisation_startup_idx').on(t.organisationId, t.startupId),
    check('deal_one_owner_check', sql`num_nonnulls(${t.investorId}, ${t.organisationId}) = 1`),
    index('deal_organisation_activity_idx').on(t.organisationId, t.lastActivityAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The pipeline list: one investor's deals, optionally by stage or priority, latest activity first.
    index('deal_investor_activity_idx').on(t.investorId, t.lastActivityAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A fund's board column (decision 0066): a page of one stage, newest activity first, read from the index.
    index('deal_organisation_stage_activity_idx').on(t.organisationId, t.stage, t.lastActivityAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
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
    /** Who made the move (a fund's history says which member); null for older rows or a departed account. */
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
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

/** The fund members working on a deal besides its owner; only current members are shown or notified. */
export const dealAssignees = pgTable(
  'deal_assignee',
  {
    dealId: integer('deal_id').notNull().references(() => deals.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.userId] }), index('deal_assignee_user_idx').on(t.userId)],
);

/**
 * A piece of work on a deal (decision 0054): its assignee is a current member of the deal's fund, or the
 * investor on their own deal. Who completed it and when are kept on the row, which the timeline reads;
 * `remindedAt` makes the due-date reminder go once per task.
 */
export const dealTasks = pgTable(
  'deal_task',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id').notNull().references(() => deals.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** A calendar date, no time: "today" is the UTC date everywhere the server compares it. */
    dueDate: date('due_date', { mode: 'string' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: text('done_by').references(() => users.id, { onDelete: 'set null' }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    index('deal_task_deal_idx').on(t.dealId, t.createdAt),
    // The reminder sweep: open, dated, assigned tasks not yet reminded.
    index('deal_task_reminder_idx').on(t.dueDate).where(sql`${t.doneAt} is null and ${t.remindedAt} is null and ${t.assigneeId} is not null`),
  ],
);

/**
 * Each change of a fund deal's owner and assignees, as set: the one timeline fact stored nowhere else
 * (`deal_assignee` holds only the current set).
 */
export const dealAssignmentChanges = pgTable(
  'deal_assignment_change',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id').notNull().references(() => deals.id, { onDelete: 'cascade' }),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    ownerUserId: text('owner_user_id'),
    assigneeIds: jsonb('assignee_ids').$type<string[]>().notNull(),
  },
  (t) => [index('deal_assignment_change_deal_idx').on(t.dealId, t.changedAt)],
);

/**
 * A meeting a member logged on a deal (decision 0054): the day it took place, who attended as the member wrote
 * it (free text, not accounts), and their notes as written. The fund's own record, read by its members like a note.
 */
export const dealMeetings = pgTable(
  'deal_meeting',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id').notNull().references(() => deals.id, { onDelete: 'cascade' }),
    heldOn: date('held_on', { mode: 'string' }).notNull(),
    attendees: text('attendees'),
    notes: text('notes').notNull(),
    loggedBy: text('logged_by').references(() => users.id, { onDelete: 'set null' }),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deal_meeting_deal_idx').on(t.dealId, t.loggedAt)],
);

/**
 * A fund's choice for one stage of its pipeline (decision 0068): whether it uses it and its own name for it. No
 * rows means the standard pipeline; the first save writes all six. The stage values stay the contract's, so the
 * API, analytics and the committee read the same values whatever the fund calls them.
 */
export const organisationPipelineStages = pgTable(
  'organisation_pipeline_stage',
  {
    organisationId: integer('organisation_id').notNull().references(() => organisations.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    inUse: boolean('in_use').notNull().default(true),
    /** A person's words, shown as written; null keeps the standard (translated) name. */
    name: text('name'),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.stage] }),
    check('organisation_pipeline_stage_stage_check', sql`${t.stage} in ('sourced', 'reviewed', 'due-diligence', 'term-sheet', 'closed', 'passed')`),
    check('organisation_pipeline_stage_name_check', sql`${t.name} is null or char_length(${t.name}) between 1 and 40`),
  ],
);
