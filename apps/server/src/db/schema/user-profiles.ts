import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The spec's professional profile entity, one row per user, created the first time the
 * user saves it. Names and the avatar URL stay on Better Auth's user table (`image`).
 */
export const userProfiles = pgTable(
  'user_profile',
  {
    userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    headline: text('headline'),
    location: text('location'),
    bio: text('bio'),
    linkedinUrl: text('linkedin_url'),
    githubUrl: text('github_url'),
    twitterUrl: text('twitter_url'),
    personalWebsite: text('personal_website'),
    skills: text('skills').array().notNull().default([]),
    interests: text('interests').array().notNull().default([]),
    isOpenToWork: boolean('is_open_to_work').notNull().default(false),
    isOpenToCofounder: boolean('is_open_to_cofounder').notNull().default(false),
    isOpenToInvest: boolean('is_open_to_invest').notNull().default(false),
    experienceLevel: text('experience_level'),
    remotePreference: text('remote_preference'),
    salaryExpectation: text('salary_expectation'),
    /** Set when an admin hides the profile (modules/moderation): its headline, bio and links are withheld. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // People-search filters (the spec's people search call): experience level and availability.
    index('user_profile_experience_idx').on(t.experienceLevel, t.userId),
    index('user_profile_open_to_work_idx').on(t.isOpenToWork, t.userId),
  ],
);

export const experiences = pgTable(
  'experience',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    isCurrent: boolean('is_current').notNull().default(false),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('experience_user_start_idx').on(t.userId, t.startDate.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/**
 * A recommendation one person (author) writes about another (subject). It starts as the
 * subject's request; it shows on the profile once the author accepts by writing it.
 */
export const recommendations = pgTable(
  'recommendation',
  {
    id: serial('id').primaryKey(),
    subjectId: text('subject_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    authorId: text('author_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** requested | accepted | declined */
    status: text('status').notNull().default('requested'),
    relationship: text('relationship').notNull(),
    message: text('message'),
    title: text('title'),
    content: text('content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recommendation_pair_idx').on(t.subjectId, t.authorId),
    index('recommendation_subject_status_idx').on(t.subjectId, t.status, t.updatedAt.desc().nullsFirst()),
    index('recommendation_author_status_idx').on(t.authorId, t.status, t.createdAt.desc().nullsFirst()),
  ],
);

/** The latest generated matches of a user; each generation replaces the previous set. */
export const userMatches = pgTable(
  'user_match',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    matchType: text('match_type').notNull(),
    targetId: text('target_id').notNull(),
    targetName: text('target_name').notNull(),
    targetHref: text('target_href').notNull(),
    score: integer('score').notNull(),
    summary: text('summary').notNull(),
    reasons: text('reasons').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_match_user_score_idx').on(t.userId, t.score.desc().nullsFirst(), t.id)],
);
