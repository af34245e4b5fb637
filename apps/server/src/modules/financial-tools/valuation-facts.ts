import type { RateTable } from '@baobab/finance/currency-conversion';
import type { FinancialAssumptions } from '@baobab/contracts/financial-tools';
import type { RecordedActuals } from '@baobab/finance/model-starting-point';
import { pickRecordedValuation, type RecordedValuationRow } from '../startup-facts/recorded-valuation';
import { type ComparableCompany, type FundingStage, type StartupFacts, fundingStages, normaliseLabel } from '@baobab/finance/valuation-types';

type StartupFactsRow = {
  fundingStage: string;
  sector: string;
  region: string;
  teamSize: number;
  tractionUsers: number | null;
  monthlyRevenueUsd: number | null;
  raisingAmountUsd: number | null;
};

/** The engine's stage for a profile's stage label ('Series A', 'series-a'), or null when it has none. */
export function toFundingStage(label: string): FundingStage | null {
  return fundingStages.find((s) => normaliseLabel(s) === normaliseLabel(label)) ?? null;
}

/**
 * What the valuation knows about a startup: its profile, its recorded months (company metrics: monthly
 * revenue when recorded in USD, the engine's currency, and headcount, before the profile's figures),
 * and, when the founder generated a financial model, its growth, margin and market size. Only facts
 * the data states are passed; the product counts as launched when it has revenue or users (a product
 * someone pays for or uses exists), otherwise the engine scores the product stage as unknown.
 */
export function startupFacts(stage: FundingStage, startup: StartupFactsRow, model: FinancialAssumptions | null, actuals: RecordedActuals | null = null): StartupFacts {
  const users = startup.tractionUsers ?? 0;
  const recordedRevenueUsd = actuals?.currency === 'USD' ? actuals.monthlyRevenue : null;
  const revenueUsd = recordedRevenueUsd ?? startup.monthlyRevenueUsd ?? 0;
  return {
    stage,
    sector: startup.sector,
    region: startup.region,
    teamSize: actuals?.headcount ?? startup.teamSize,
    ...(users > 0 ? { tractionUsers: users } : {}),
    ...(revenueUsd > 0 ? { monthlyRevenueCents: Math.round(revenueUsd * 100) } : {}),
    ...(startup.raisingAmountUsd ? { raiseAmountCents: startup.raisingAmountUsd * 100 } : {}),
    ...(users > 0 || revenueUsd > 0 ? { productStage: 'launched' as const } : {}),
    ...(model
      ? { revenueGrowthRate: model.revenueGrowthRate, grossMargin: model.grossMargin, marketSizeCents: Math.round(model.marketSize * 100) }
      : {}),
  };
}

type ComparableRow = Omit<StartupFactsRow, 'fundingStage'> & RecordedValuationRow & { name: string; stage: string };

/** A peer with its recorded valuation in USD cents at the given rates: never one estimated from its raise. */
export function toComparable(row: ComparableRow, rates: RateTable): ComparableCompany {
  const recorded = pickRecordedValuation(row, rates);
  return {
    name: row.name,
    stage: row.stage,
    sector: row.sector,
    region: row.region,
    valuation: recorded ? { cents: recorded.minor, source: recorded.source, date: recorded.date } : null,
    teamSize: row.teamSize,
    ...(row.tractionUsers ? { tractionUsers: row.tractionUsers } : {}),
    ...(row.monthlyRevenueUsd ? { monthlyRevenueCents: row.monthlyRevenueUsd * 100 } : {}),
    ...(row.raisingAmountUsd ? { raiseAmountCents: row.raisingAmountUsd * 100 } : {}),
  };
}
