/**
 * The investor index (TF-IDF over theses plus the facts matching reads) is built once per
 * process and per database, and kept until the investor set changes. A change is a signal,
 * not a query: onboarding (investor profiles), profile and Better Auth user updates (names)
 * publish `investors` on the change feed, which forgets the index on every instance. Checking
 * the set per request instead (count and latest update over 20,000 profiles joined with their
 * users) cost more than the rest of the dashboard. The time to live bounds a missed signal
 * (e.g. a hand-written SQL edit). Concurrent requests share one build.
 * docs/decisions/0010-list-pagination-and-caching.md
 */
import { createInvestorIndexBuilder, type InvestorIndex } from '@baobab/insights/investor-matching';
import type { Db } from '../../db/client';
import { toInvestorCriteria } from './facts.mapper';
import { forEachInvestorFactPage } from './insights.repository';

export type IndexedInvestors = {
  index: InvestorIndex;
  /** Investor profile id of each investor user, for an investor's own dashboard. */
  investorIdByUser: ReadonlyMap<string, number>;
};

const TTL_MS = 10 * 60_000;

const built = new WeakMap<Db, { expires: number; value: Promise<IndexedInvestors> }>();

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

export async function getInvestorIndex(db: Db): Promise<IndexedInvestors> {
  const now = Date.now();
  const current = built.get(db);
  if (current && current.expires > now) return current.value;
  const value = build(db);
  const entry = { expires: now + TTL_MS, value };
  built.set(db, entry);
  value.catch(() => {
    if (built.get(db) === entry) built.delete(db);
  });
  return value;
}

/**
 * Called on every `investors` change signal. A build in flight is dropped too: it may have
 * read the set before the change, so only the requests already waiting get its answer.
 */
export function forgetInvestorIndex(db: Db): void {
  built.delete(db);
}
