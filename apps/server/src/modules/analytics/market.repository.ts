import { eq, ilike, isNotNull, or, sql, type AnyColumn } from 'drizzle-orm';
import type { MarketInvestorRow, MarketJobRow, MarketStartupRow } from '@baobab/insights/market/market-data';
import type { JobCounts, StartupCounts } from '@baobab/insights/market/market-figures';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { investorGeographyTerms, investorProfiles } from '../../db/schema/profiles';
import { startups } from '../../db/schema/startups';

const sameCountry = (country: string) => sql`lower(${startups.country}) = lower(${country})`;

/** A country's startups with the columns market analysis reads (a country is a slice of the platform). */
export async function countryStartupRows(db: Db, country: string): Promise<MarketStartupRow[]> {
  return db
    .select({
      id: startups.id,
      sector: startups.sector,
      region: startups.region,
      country: startups.country,
      fundingStage: startups.fundingStage,
      raisingAmountUsd: startups.raisingAmountUsd,
      createdAt: startups.createdAt,
    })
    .from(startups)
    .where(sameCountry(country));
}

/** Investors' preferences and average tickets: the investor set is small next to startups. */
export async function marketInvestorRows(db: Db): Promise<MarketInvestorRow[]> {
  return db
    .select({
      id: investorProfiles.id,
      preferredSectors: investorProfiles.preferredSectors,
      preferredGeographies: investorGeographyTerms,
      preferredStages: investorProfiles.preferredStages,
      averageTicketUsd: investorProfiles.averageTicketSize,
    })
    .from(investorProfiles);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Jobs of the country's startups, or whose location names the country. The startups are a subquery
 * (the country index answers it), not a list of ids sent back: Nigeria's is 19,000 ids on the bench's data.
 */
export async function countryJobRows(db: Db, country: string): Promise<MarketJobRow[]> {
  const byLocation = ilike(jobs.location, `%${escapeLike(country)}%`);
  const ofCountry = sql`${jobs.startupId} in (select ${startups.id} from ${startups} where ${sameCountry(country)})`;
  return db
    .select({ startupId: jobs.startupId, category: jobs.category, location: jobs.location, createdAt: jobs.createdAt })
    .from(jobs)
    .where(or(ofCountry, byLocation));
}

type Windows = { end: Date; recentStart: Date; previousStart: Date };

/** Rows whose date falls in the recent window, and in the previous one (market-data.ts windowBounds). */
function windowCounts(date: AnyColumn, { end, recentStart, previousStart }: Windows) {
  const [e, r, p] = [end, recentStart, previousStart].map((d) => d.toISOString());
  return {
    recent: sql<number>`(count(*) filter (where ${date} > ${r} and ${date} <= ${e}))::int`,
    previous: sql<number>`(count(*) filter (where ${date} > ${p} and ${date} <= ${r}))::int`,
  };
}

/**
 * A country's startups counted per spelling of sector, country and region, in the two windows, with their
 * summed raises: all market figures read (insights market-figures.ts), from the country index alone.
 */
export async function countryStartupCounts(db: Db, country: string, windows: Windows): Promise<StartupCounts[]> {
  const rows = await db
    .select({
      sector: startups.sector,
      country: sql<string>`${startups.country}`,
      region: startups.region,
      startups: sql<number>`count(*)::int`,
      ...windowCounts(startups.createdAt, windows),
      soughtUsd: sql<string>`coalesce(sum(${startups.raisingAmountUsd}) filter (where ${startups.raisingAmountUsd} > 0), 0)::text`,
    })
    .from(startups)
    .where(sameCountry(country))
    .groupBy(startups.sector, startups.country, startups.region);
  return rows.map((r) => ({ ...r, soughtUsd: Number(r.soughtUsd) }));
}

/** The jobs of a country's startups counted per spelling of their startup's sector and country, in the two windows. */
export async function countryJobCounts(db: Db, country: string, windows: Windows): Promise<JobCounts[]> {
  return db
    .select({ sector: startups.sector, country: sql<string>`${startups.country}`, ...windowCounts(jobs.createdAt, windows) })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(sameCountry(country))
    .groupBy(startups.sector, startups.country);
}

export type SectorWindowRow = { sector: string; window: 'recent' | 'previous' | 'older'; startups: number; raisingUsd: number };

/**
 * Startups counted per sector spelling and 12-month window, with their summed raise: all that
 * platform-wide market intelligence reads, computed by the database instead of row by row.
 */
export async function sectorWindowRows(db: Db, recentStart: Date, previousStart: Date): Promise<SectorWindowRow[]> {
  const window = sql<'recent' | 'previous' | 'older'>`case when ${startups.createdAt} > ${recentStart.toISOString()} then 'recent' when ${startups.createdAt} > ${previousStart.toISOString()} then 'previous' else 'older' end`;
  const rows = await db
    .select({ sector: startups.sector, window, startups: sql<number>`count(*)::int`, raisingUsd: sql<string>`coalesce(sum(${startups.raisingAmountUsd}), 0)::text` })
    .from(startups)
    // By position: the window expression carries parameters, which PostgreSQL cannot match twice.
    .groupBy(sql`1`, sql`2`);
  return rows.map((r) => ({ ...r, raisingUsd: Number(r.raisingUsd) }));
}

/** Startups and summed raise per country, for the ecosystem tile map. */
export async function countryActivityRows(db: Db) {
  const rows = await db
    .select({ country: sql<string>`${startups.country}`, startups: sql<number>`count(*)::int`, raisingUsd: sql<string>`coalesce(sum(${startups.raisingAmountUsd}), 0)::text` })
    .from(startups)
    .where(isNotNull(startups.country))
    .groupBy(startups.country);
  return rows.map((r) => ({ ...r, raisingUsd: Number(r.raisingUsd) }));
}

