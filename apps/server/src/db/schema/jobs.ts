import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, numeric, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * What the jobs board's free-text search reads. `||` rather than concat_ws because an index
 * expression must be immutable; every part is NOT NULL, so nothing is lost.
 */
export const jobSearchText = (t: { title: AnyPgColumn; description: AnyPgColumn; category: AnyPgColumn; location: AnyPgColumn; jobType: AnyPgColumn }) =>
  sql`${t.title} || ' ' || ${t.description} || ' ' || ${t.category} || ' ' || ${t.location} || ' ' || ${t.jobType}`;

/** Salaries are whole US dollars per year; equity is a percentage stored exactly. */
export const jobs = pgTable(
  'job',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    startupId: integer('startup_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    jobType: text('job_type').notNull(),
    category: text('category').notNull(),
    location: text('location').notNull(),
    isRemote: boolean('is_remote').notNull().default(false),
    salaryMin: bigint('salary_min', { mode: 'number' }),
    salaryMax: bigint('salary_max', { mode: 'number' }),
    equityMin: numeric('equity_min'),
    equityMax: numeric('equity_max'),
    requirements: text('requirements'),
    benefits: text('benefits'),
    applicationUrl: text('application_url'),
    applicationEmail: text('application_email'),
    isClosed: boolean('is_closed').notNull().default(false),
    /** Set when an admin hides the job (modules/moderation): it leaves the board. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('job_category_created_idx').on(t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('job_user_idx').on(t.userId),
    // Filters of the jobs board (type, remote) each keep the newest-first order.
    index('job_type_created_idx').on(t.jobType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('job_remote_created_idx').on(t.isRemote, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Word search (ILIKE '%word%') over jobSearchText; pg_trgm is created before migrations (db/migrate.ts).
    index('job_search_trgm_idx').using('gin', sql`(${jobSearchText(t)}) gin_trgm_ops`),
  ],
);
