/**
 * The spec's financial model call: {assumptions} in, {metrics {ltv_cac,
 * burnRate, runway, rule40}, projections [{year, revenue, ebitda, cashFlow, headcount}]}
 * out, with Baobab's extra metrics (burn multiple, CAC payback) and the gross profit
 * and ending cash of each year. USD amounts with cents; null where a metric is not
 * defined (see `financial-metrics.ts`). Years are numbered from 1, or from
 * `startYear` when the caller gives the calendar year of the first projected year.
 */
import type { Message } from '@baobab/contracts/i18n/message';
import { financialMetrics } from './financial-metrics';
import { type FinancialAssumptions, type ModelSettings, projectFinancials } from './financial-model';
import { centsToDollars } from './rounding';

export type SpecFinancialModelInput = FinancialAssumptions & Partial<ModelSettings> & { startYear?: number };

export type SpecFinancialModelResult = {
  metrics: {
    ltv_cac: number | null;
    burnRate: number;
    runway: number | null;
    rule40: number | null;
    burnMultiple: number | null;
    cacPayback: number | null;
  };
  projections: {
    year: number;
    revenue: number;
    grossProfit: number;
    ebitda: number;
    cashFlow: number;
    endingCash: number;
    headcount: number;
  }[];
  /** Messages (decision 0046): a route sends their English where the spec has strings (toWire). */
  adjustments: Message[];
};

export function specFinancialModel(input: SpecFinancialModelInput): SpecFinancialModelResult {
  const { revenueGrowthRate, marketSize, customerAcquisitionCost, lifetimeValue, churnRate, grossMargin, startYear, ...settings } = input;
  const projection = projectFinancials({ revenueGrowthRate, marketSize, customerAcquisitionCost, lifetimeValue, churnRate, grossMargin }, settings);
  const m = financialMetrics(projection);
  const firstYear = startYear ?? 1;
  return {
    metrics: {
      ltv_cac: m.ltvToCac,
      burnRate: centsToDollars(Math.round(m.burnRate * 100)),
      runway: m.runwayMonths,
      rule40: m.ruleOf40,
      burnMultiple: m.burnMultiple,
      cacPayback: m.cacPaybackMonths,
    },
    projections: projection.years.map((y) => ({
      year: firstYear + y.year - 1,
      revenue: centsToDollars(y.revenueCents),
      grossProfit: centsToDollars(y.grossProfitCents),
      ebitda: centsToDollars(y.ebitdaCents),
      cashFlow: centsToDollars(y.cashFlowCents),
      endingCash: centsToDollars(y.endingCashCents),
      headcount: y.headcount,
    })),
    adjustments: projection.adjustments,
  };
}
