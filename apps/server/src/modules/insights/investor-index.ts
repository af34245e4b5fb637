/**
 * The investor index (TF-IDF over theses plus the facts matching reads) is built once per
 * process and per database, and rebuilt only when the investor set changes. Each request pays
 * one aggregate query (investorSetStamp) to find out; concurrent requests share one build.
 */
import { buildInvestorIndex, type InvestorIndex } from '@baobab/insights/investor-matching';
import type { Db } from '../../db/client';
import { toInvestorFacts } from './facts.mapper';
import { investorFactRows, investorSetStamp } from './insights.repository';

export type IndexedInvestors = {
  index: InvestorIndex;
  /** Investor profile id of each investor user, for an investor's own dashboard. */
  investorIdByUser: ReadonlyMap<string, number>;
};

const built = new WeakMap<Db, { stamp: string; value: Promise<IndexedInvestors> }>();

async function build(db: Db): Promise<IndexedInvestors> {
  const rows = await investorFactRows(db);
  return { index: buildInvestorIndex(rows.map(toInvestorFacts)), investorIdByUser: new Map(rows.map((r) => [r.userId, r.id])) };
}

export async function getInvestorIndex(db: Db): Promise<IndexedInvestors> {
  const stamp = await investorSetStamp(db);
  const current = built.get(db);
  if (current && current.stamp === stamp) return current.value;
  const value = build(db);
  built.set(db, { stamp, value });
  value.catch(() => {
    if (built.get(db)?.value === value) built.delete(db);
  });
  return value;
}
