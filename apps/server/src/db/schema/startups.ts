import { sql, type SQL } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const startups = pgTable(
  'startup',
  {
    id: serial('id').primaryKey(),
    ownerId: text('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    sector: text('sector').notNull(),
    region: text('region').notNull(),
    country: text('country'),
    city: text('city'),
    fundingStage: text('funding_stage').notNull(),
    /** What the founder typed ('$500K', 'KES 50M'), kept verbatim. */
    raisingAmount: text('raising_amount').notNull(),
    /** The same amount parsed into minor units of raisingCurrency; null when unparseable. */
    raisingAmountMinor: bigint('raising_amount_minor', { mode: 'number' }),
    raisingCurrency: text('raising_currency'),
    /**
     * The raise in whole US dollars at the database's latest exchange rates (rounded half up), for the
     * directory's raise filter and for matching; null without a rate. Recomputed for every startup when
     * rates are imported (modules/exchange-rates, decision 0022).
     */
    raisingAmountUsd: bigint('raising_amount_usd', { mode: 'number' }),
    teamSize: integer('team_size').notNull(),
    businessModel: text('business_model').notNull(),
    logoUrl: text('logo_url'),
    website: text('website'),
    tractionUsers: integer('traction_users'),
    monthlyRevenueUsd: bigint('monthly_revenue_usd', { mode: 'number' }),
    foundedYear: integer('founded_year'),
    /** The company's registration number and the ISO country of its registry, as the founder states them (a fact shown, not a score). */
    registrationNumber: text('registration_number'),
    registrationCountry: text('registration_country'),
    /** The founder accepts intro and data-room access requests for this startup from verified investors only. */
    verifiedInvestorsOnly: boolean('verified_investors_only').notNull().default(false),
    /** Set when an admin hides the startup (modules/moderation): it leaves every public list and page. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Distinct signed-in viewers other than the owner (see startup_view). */
    profileViews: integer('profile_views').notNull().default(0),
    /**
     * The public assessment's point (what a visitor sees on the startup page, decision 0042), stored so the
     * directory can show, filter and sort by it; refreshed after profile writes and by the hourly sweep.
     */
    score: integer('score'),
    /**
     * What the stored score was computed from: the rules' version, the facts version and the market's
     * figures (startup-page/public-score.service.ts). The sweep recomputes a startup only when it moved.
     */
    publicScoreBasis: text('public_score_basis'),
    /**
     * Raised by triggers in the same transaction as any write to a fact the assessment reads (this row's
     * own columns, the ledger, metrics, models, valuations, funding, investments, analyses, data rooms;
     * migration 0048): cached per-viewer assessments are keyed by it (decision 0075). Exchange rates are not:
     * the cache follows the rates cache instead.
     */
    factsVersion: bigint('facts_version', { mode: 'number' }).notNull().default(0),
    /** The thresholds of tractionThresholds in packages/contracts/src/startup-directory.ts, kept by the database. */
    tractionTier: text('traction_tier').generatedAlwaysAs(
      (): SQL => sql`case
        when coalesce(${startups.monthlyRevenueUsd}, 0) >= 100000 or coalesce(${startups.tractionUsers}, 0) >= 100000 then 'scaling'
        when coalesce(${startups.monthlyRevenueUsd}, 0) >= 10000 or coalesce(${startups.tractionUsers}, 0) >= 10000 then 'growing'
        when coalesce(${startups.monthlyRevenueUsd}, 0) > 0 or coalesce(${startups.tractionUsers}, 0) >= 100 then 'early'
        else 'pre-traction' end`,
    ),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${startups.name}, '')), 'A') || setweight(to_tsvector('english', coalesce(${startups.description}, '')), 'B')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Every list orders newest first (`created_at desc, id desc`, PostgreSQL's default NULLS FIRST):
  // each filter has an index in exactly that order so a page reads only its own rows.
  (t) => [
    index('startup_owner_idx').on(t.ownerId),
    index('startup_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('startup_sector_created_idx').on(t.sector, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('startup_region_created_idx').on(t.region, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('startup_stage_created_idx').on(t.fundingStage, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The directory's usual combination: sector, region and stage together.
    index('startup_sector_region_stage_created_idx').on(t.sector, t.region, t.fundingStage, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('startup_search_idx').using('gin', t.searchVector),
    // sort=score and similar startups order by `score desc nulls last, id desc`. Sector and
    // stage ride along so an investor's candidates (several sectors and stages, best scored)
    // are filtered inside the index (an index-only scan) before any row is read; hidden_at and
    // owner_id ride along too, so leaving out moderated startups (lib/public-visibility.ts) keeps it so.
    index('startup_score_idx').on(t.score.desc().nullsLast(), t.id.desc().nullsFirst(), t.sector, t.fundingStage, t.hiddenAt, t.ownerId),
    index('startup_sector_score_idx').on(t.sector, t.score.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('startup_tier_created_idx').on(t.tractionTier, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The directory's raise filter (a range in dollars): a narrow range reads only its own rows.
    index('startup_raise_usd_idx').on(t.raisingAmountUsd),
    // Saved searches' sweep reads the startups changed since its watermark (modules/saved-searches).
    index('startup_updated_idx').on(t.updatedAt),
    // Market analysis reads a country's startups (analytics/market.repository.ts): with every column it
    // reads in the index, a country is an index-only scan of its own entries, not a scan of the table
    // (800 ms a country on the bench's 100,000 startups; each page a read of its own on PGlite).
    index('startup_country_market_idx').on(sql`lower(${t.country})`, t.sector, t.region, t.fundingStage, t.raisingAmountUsd, t.createdAt, t.id, t.country),
  ],
);

/** Who has viewed which startup: one row per signed-in viewer, so a reload is not a new view. */
export const startupViews = pgTable(
  'startup_view',
  {
    startupId: integer('startup_id').notNull().references(() => startups.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.startupId, t.viewerId] }), index('startup_view_viewer_idx').on(t.viewerId)],
);
