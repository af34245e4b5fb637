/**
 * Startup rows to the peers the valuation benchmark engine reads (packages/insights/src/valuation-benchmark.ts).
 */
import type { RateTable } from '@baobab/finance/currency-conversion';
import type { PeerRow } from '@baobab/insights/valuation-benchmark';
import { pickRecordedValuation, type RecordedValuationRow } from '../startup-facts/recorded-valuation';
import type { StartupFactsRow } from '../startup-facts/startup-fact-rows';

/**
 * A peer with its recorded valuation in whole US dollars at the given rates, with the rate's date, or
 * none: a peer that only states a raise carries no valuation, never one estimated from the raise
 * (docs/decisions/0006, 0039).
 */
export function toPeerRow(row: Pick<StartupFactsRow, 'id' | 'sector' | 'fundingStage' | 'region' | 'raisingAmountUsd'>, figures: RecordedValuationRow | null, rates: RateTable): PeerRow {
  const recorded = figures ? pickRecordedValuation(figures, rates) : null;
  return {
    id: row.id,
    sector: row.sector,
    fundingStage: row.fundingStage,
    region: row.region,
    raisingAmountUsd: row.raisingAmountUsd,
    valuation: recorded ? { usd: Math.round(recorded.minor / 100), source: recorded.source, date: recorded.date, rateDate: recorded.rateDate } : null,
  };
}
