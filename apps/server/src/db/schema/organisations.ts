import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A fund, angel network or syndicate whose members act for it. The profile's vocabulary is the one of
 * investor profiles (canonical stages and sectors, ISO country codes); cheques in whole US dollars.
 */
export const organisations = pgTable(
  'organisation',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    thesis: text('thesis').notNull().default(''),
    stages: text('stages').array().notNull().default(sql`'{}'::text[]`),
    sectors: text('sectors').array().notNull().default(sql`'{}'::text[]`),
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    chequeMinUsd: integer('cheque_min_usd'),
    chequeMaxUsd: integer('cheque_max_usd'),
    /** In the public directory of funds and networks, by an admin's choice. */
    listed: boolean('listed').notNull().default(false),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organisation_slug_idx').on(t.slug),
    // The directory reads listed organisations by name.
    index('organisation_listed_name_idx').on(t.name).where(sql`${t.listed}`),
    check('organisation_kind_check', sql`${t.kind} in ('fund', 'angel-network', 'syndicate')`),
  ],
);

/** Who belongs, with which role. Removing the row ends every access through the organisation at once. */
export const organisationMembers = pgTable(
  'organisation_member',
  {
    organisationId: integer('organisation_id').notNull().references(() => organisations.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.userId] }),
    index('organisation_member_user_idx').on(t.userId),
    check('organisation_member_role_check', sql`${t.role} in ('admin', 'member', 'viewer')`),
  ],
);

/**
 * An invitation to an e-mail address with a role. No secret travels: whoever signs in with that verified
 * address may accept it, once, before it expires, unless an admin withdrew it.
 */
export const organisationInvitations = pgTable(
  'organisation_invitation',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id').notNull().references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('organisation_invitation_email_idx').on(t.email),
    index('organisation_invitation_organisation_idx').on(t.organisationId),
    check('organisation_invitation_role_check', sql`${t.role} in ('admin', 'member', 'viewer')`),
  ],
);
