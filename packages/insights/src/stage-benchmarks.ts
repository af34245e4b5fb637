/**
 * Round-number yardsticks per funding stage used for scoring. They are this engine's stated
 * assumptions (order-of-magnitude figures of the kind founders quote, such as "about $1M ARR
 * for a Series A"), not statistics from a published data set; valuation-benchmark.ts gives
 * data-based figures from the platform's own startups. Change them here and every engine follows.
 */
import { fundingStages, type FundingStage } from '@baobab/contracts/enums';
import { stageSlug } from '@baobab/contracts/taxonomy';

export interface StageBenchmark {
  /** Monthly revenue that makes a company credible at this stage. */
  monthlyRevenueUsd: number;
  users: number;
  /** Typical round size range. */
  raiseUsd: { min: number; max: number };
  /** Typical time from this round to the next. */
  timeframe: string;
}

export const stageBenchmarks: Record<FundingStage, StageBenchmark> = {
  'Pre-Seed': { monthlyRevenueUsd: 1_000, users: 100, raiseUsd: { min: 50_000, max: 1_000_000 }, timeframe: '12-18 months' },
  Seed: { monthlyRevenueUsd: 10_000, users: 1_000, raiseUsd: { min: 250_000, max: 3_000_000 }, timeframe: '18-24 months' },
  'Series A': { monthlyRevenueUsd: 100_000, users: 10_000, raiseUsd: { min: 2_000_000, max: 15_000_000 }, timeframe: '18-24 months' },
  'Series B': { monthlyRevenueUsd: 400_000, users: 50_000, raiseUsd: { min: 10_000_000, max: 40_000_000 }, timeframe: '24-36 months' },
  'Series C+': { monthlyRevenueUsd: 1_000_000, users: 200_000, raiseUsd: { min: 25_000_000, max: 150_000_000 }, timeframe: '24-36 months' },
  Growth: { monthlyRevenueUsd: 2_000_000, users: 500_000, raiseUsd: { min: 50_000_000, max: 500_000_000 }, timeframe: '36-60 months' },
};

/** The form stage for any spelling ('series-a', 'Series A'); null when unknown. */
export function canonicalStage(stage: string): FundingStage | null {
  return fundingStages.find((s) => stageSlug(s) === stageSlug(stage)) ?? null;
}

export function benchmarkFor(stage: string): StageBenchmark | null {
  const canonical = canonicalStage(stage);
  return canonical ? stageBenchmarks[canonical] : null;
}

/** The stage after this one (Growth stays Growth); null when unknown. */
export function nextStage(stage: string): FundingStage | null {
  const canonical = canonicalStage(stage);
  if (!canonical) return null;
  const index = fundingStages.indexOf(canonical);
  return fundingStages[Math.min(index + 1, fundingStages.length - 1)] ?? null;
}
