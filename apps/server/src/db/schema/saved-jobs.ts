import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { jobs } from './jobs';

/** A job a user saved to their favourites (the spec only showed a toast; here it is stored). */
export const savedJobs = pgTable(
  'saved_job',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').notNull().references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index('saved_job_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst())],
);
