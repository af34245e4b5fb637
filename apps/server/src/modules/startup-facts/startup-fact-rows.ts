/**
 * A startup's published profile as the insights and analytics engines read it: public columns, so
 * no access decision is needed. Insights (matching) and analytics (competitive analysis, portfolio
 * benchmarks) both select these rows, so they live here, below both modules.
 */
import { desc, eq } from 'drizzle-orm';
import type { StartupFacts } from '@baobab/insights/facts';
import type { Db } from '../../db/client';
import { startups } from '../../db/schema/startups';

/** A startup row as the queries select it: the engine's facts, with the logo URL instead of a flag. */
export type StartupFactsRow = Omit<StartupFacts, 'hasLogo'> & { logoUrl: string | null };

export const startupFactColumns = {
  id: startups.id,
  name: startups.name,
  description: startups.description,
  sector: startups.sector,
  region: startups.region,
  country: startups.country,
  city: startups.city,
  fundingStage: startups.fundingStage,
  raisingAmountUsd: startups.raisingAmountUsd,
  teamSize: startups.teamSize,
  businessModel: startups.businessModel,
  tractionUsers: startups.tractionUsers,
  monthlyRevenueUsd: startups.monthlyRevenueUsd,
  foundedYear: startups.foundedYear,
  website: startups.website,
  logoUrl: startups.logoUrl,
  score: startups.score,
};

/** A founder's own startups, newest first. */
export async function ownedStartupFactRows(db: Db, ownerId: string, limit = 20) {
  return db.select(startupFactColumns).from(startups).where(eq(startups.ownerId, ownerId)).orderBy(desc(startups.createdAt), desc(startups.id)).limit(limit);
}
