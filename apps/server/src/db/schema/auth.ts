/**
 * Better Auth's four tables, written by hand from its documentation (its generator needs
 * Node 21+). Columns Better Auth does not know (userType) are read and written by our own
 * services. Its rate limits count in request_count or Redis (schema/request-counts.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A person's full name as one string for name search (ILIKE '%word%', pg_trgm). `||`, not
 * concat_ws, because an index expression must be immutable; both columns are NOT NULL.
 */
export const userNameText = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql`${t.firstName} || ' ' || ${t.lastName}`;

export const users = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** founder | investor; null until onboarding. */
    userType: text('user_type'),
    /** A platform admin (modules/admin): set by the admin:create CLI or an accepted invitation, never by a request body. */
    isAdmin: boolean('is_admin').notNull().default(false),
    /** active | suspended | banned (modules/moderation). Anything but active has no session and no public content. */
    accountStatus: text('account_status').notNull().default('active'),
    /** 'en' | 'fr', chosen in the shell; null follows the browser's language. E-mails use it, else English. */
    locale: text('locale'),
    /** ISO 4217 code amounts are also shown in; null shows US dollars. */
    displayCurrency: text('display_currency'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // People search lists newest members first.
    index('user_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Name search of people and investors; pg_trgm is created before migrations (db/migrate.ts).
    index('user_name_trgm_idx').using('gin', sql`(${userNameText(t)}) gin_trgm_ops`),
    // Public lists leave out the few accounts that are not active: a small index of exactly those.
    index('user_inactive_idx').on(t.id).where(sql`${t.accountStatus} <> 'active'`),
  ],
);

export const sessions = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);
