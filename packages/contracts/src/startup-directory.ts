/**
 * The startup directory's vocabulary without zod: traction tiers, sort orders and the order a list
 * query asks for. The directory screen imports these, and keeping zod's schema construction out
 * of its first load saves main-thread time on a phone (Lighthouse, bench/README.md); startups.ts builds
 * the request schemas from the same values.
 */

/**
 * Traction tiers, from users or monthly revenue, whichever is further along. The database
 * computes the same thresholds in the startup table's generated traction_tier column.
 */
export const tractionTiers = ['pre-traction', 'early', 'growing', 'scaling'] as const;
export type TractionTier = (typeof tractionTiers)[number];
export const tractionTierLabels: Record<TractionTier, string> = {
  'pre-traction': 'Pre-traction',
  early: 'Early traction (100+ users or revenue)',
  growing: 'Growing (10k+ users or $10k+ MRR)',
  scaling: 'Scaling (100k+ users or $100k+ MRR)',
};
export const tractionThresholds = { earlyUsers: 100, growingUsers: 10_000, growingRevenueUsd: 10_000, scalingUsers: 100_000, scalingRevenueUsd: 100_000 } as const;

export const startupSorts = ['relevance', 'recent', 'score'] as const;
export type StartupSort = (typeof startupSorts)[number];

/** The order a list query asks for: relevance when searching, newest first otherwise. */
export function startupListSort(query: { sort?: StartupSort; q?: string }): StartupSort {
  const sort = query.sort ?? (query.q ? 'relevance' : 'recent');
  return sort === 'relevance' && !query.q ? 'recent' : sort;
}
