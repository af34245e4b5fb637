import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Created at onboarding when a user chooses the founder role. */
export const founderProfiles = pgTable('founder_profile', {
  id: serial('id').primaryKey(),
  userId: text('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  bio: text('bio').notNull(),
  location: text('location').notNull(),
  linkedinUrl: text('linkedin_url'),
  previousExits: integer('previous_exits').notNull().default(0),
  expertiseTags: text('expertise_tags').array().notNull().default([]),
  lookingForCofounder: boolean('looking_for_cofounder').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ticket sizes are whole US dollars (the spec's unit); integers, never floats. */
export const investorProfiles = pgTable(
  'investor_profile',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    investmentThesis: text('investment_thesis').notNull(),
    minTicketSize: bigint('min_ticket_size', { mode: 'number' }).notNull(),
    maxTicketSize: bigint('max_ticket_size', { mode: 'number' }).notNull(),
    averageTicketSize: bigint('average_ticket_size', { mode: 'number' }).notNull(),
    preferredSectors: text('preferred_sectors').array().notNull().default([]),
    /** Regions of the vocabulary (contracts enums.ts: allRegions), Africa first. */
    preferredGeographies: text('preferred_geographies').array().notNull().default([]),
    /** ISO 3166-1 alpha-2 codes of countries the investor names: a stronger match than a region. */
    preferredCountries: text('preferred_countries').array().notNull().default([]),
    preferredStages: text('preferred_stages').array().notNull().default([]),
    linkedinUrl: text('linkedin_url'),
    /** When the investor's verification was approved (modules/verification); null when unverified or withdrawn. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The investor directory filters by type and by overlap with preferred sectors, stages, regions and countries.
  (t) => [
    index('investor_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('investor_type_created_idx').on(t.type, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('investor_sectors_idx').using('gin', t.preferredSectors),
    index('investor_stages_idx').using('gin', t.preferredStages),
    index('investor_geographies_idx').using('gin', t.preferredGeographies),
    index('investor_countries_idx').using('gin', t.preferredCountries),
    // Directory search (ILIKE '%word%') in the thesis; names use user_name_trgm_idx.
    index('investor_thesis_trgm_idx').using('gin', sql`${t.investmentThesis} gin_trgm_ops`),
    // The directory's "Verified only" filter, newest first.
    index('investor_verified_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.verifiedAt} is not null`),
  ],
);

/**
 * Every geography an investor names, regions then ISO countries: what matching and market data
 * compare a startup's location with (contracts taxonomy.ts: geographyLevel reads both kinds).
 */
export const investorGeographyTerms = sql<string[]>`(${investorProfiles.preferredGeographies} || ${investorProfiles.preferredCountries})`;
