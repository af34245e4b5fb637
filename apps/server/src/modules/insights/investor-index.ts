/**
 * The investor index (TF-IDF over theses plus the facts matching reads) is built once per
 * process and per database, and kept until the investor set changes. A change is a signal,
 * not a query: onboarding (investor profiles), profile and Better Auth user updates (names)
 * send the `investors` change, which forgets the index on every instance. Checking
 * the set per request instead (count and latest update over 20,000 profiles joined with their
 * users) cost more than the rest of the dashboard. The time to live bounds a missed signal
 * (e.g. a hand-written SQL edit). Concurrent requests share one build.
 * docs/decisions/0010-list-pagination-and-caching.md
 */
import { createInvestorIndexBuilder, type InvestorIndex } from '@baobab/insights/investor-matching';
import type { Db } from '../../db/client';
import { defineCache, type CachedDb } from '../../lib/cache-registry';
import { toInvestorCriteria } from './facts.mapper';
import { forEachInvestorFactPage } from './insights.repository';

export type IndexedInvestors = {
  index: InvestorIndex;
  /** Investor profile id of each investor user, for an investor's own dashboard. */
  investorIdByUser: ReadonlyMap<string, number>;
};

/** One entry: the index. */
const investorIndex = defineCache<IndexedInvestors>({ name: 'investor-index', ttlMs: 10 * 60_000, maxEntries: 1, forgetOn: ['investors'] });

/** Page by page: each page's theses become TF-IDF weights and are let go (insights.repository.ts). */
async function build(db: Db): Promise<IndexedInvestors> {
  const builder = createInvestorIndexBuilder();
  const investorIdByUser = new Map<string, number>();
  await forEachInvestorFactPage(db, (rows) => {
    for (const row of rows) {
      builder.add(toInvestorCriteria(row), row.investmentThesis);
      investorIdByUser.set(row.userId, row.id);
    }
  });
  return { index: builder.build(), investorIdByUser };
}

/**
 * On an `investors` change a build in flight is dropped too: it may have read the set before the
 * change, so only the requests already waiting get its answer (lib/fresh-cache.ts).
 */
export async function getInvestorIndex({ db, caches }: CachedDb): Promise<IndexedInvestors> {
  return caches.use(investorIndex).get('index', () => build(db));
}
