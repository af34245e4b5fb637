/**
 * Unit-economics and efficiency metrics from a projection (`financial-model.ts`).
 * Every metric is a finite number or null; null means "not defined for these
 * inputs" (for example runway when the company is not burning cash), never a
 * stand-in number. Money is in USD (not cents) because these are ratios and rates
 * shown as such; nothing here is rounded (round only to display).
 */
import type { Projection } from './financial-model';

export type FinancialMetrics = {
  /**
   * Gross-margin LTV ÷ CAC; null when CAC is 0. With the spec's defaults, 500 ÷ 50 = 10.
   * LTV is ARPA × gross margin × customer lifetime (David Skok, "SaaS Metrics 2.0"): the
   * entered LTV when the margin is positive (ARPA is derived from it), else LTV × margin
   * (ARPA is then LTV ÷ lifetime), so a negative margin gives a negative LTV/CAC.
   */
  ltvToCac: number | null;
  /** Average monthly net cash outflow over the first 12 months, USD; 0 when not burning. */
  burnRate: number;
  /**
   * Months until the projected cash balance runs out, read from the same projection:
   * whole months whose ending balance is ≥ 0, plus the fraction of the next month's
   * outflow the remaining cash covers; past the projection's end, the last month's burn
   * continues. Null when the projected cash never runs out (not burning at the end);
   * 0 without starting cash.
   */
  runwayMonths: number | null;
  /**
   * Rule of 40 (Brad Feld, 2015): revenue growth % + profit margin %, here year-1 MRR
   * growth (month 12 over month 0) plus year-1 EBITDA margin; null without revenue.
   */
  ruleOf40: number | null;
  /**
   * Burn multiple (David Sacks, 2020): net burn ÷ net new ARR over the first 12 months;
   * 0 when not burning, null when burning without adding ARR.
   */
  burnMultiple: number | null;
  /** CAC ÷ (ARPA × gross margin), months to earn back the acquisition cost; null when that margin is not positive. */
  cacPaybackMonths: number | null;
};

function runwayFromProjection(startingCashCents: number, months: Projection['months']): number | null {
  if (startingCashCents <= 0) return 0;
  let balance = startingCashCents;
  for (const [index, m] of months.entries()) {
    if (m.cashBalanceCents < 0) return index + balance / -m.cashFlowCents;
    balance = m.cashBalanceCents;
  }
  const last = months.at(-1);
  return last && last.cashFlowCents < 0 ? months.length + balance / -last.cashFlowCents : null;
}

export function financialMetrics(projection: Projection): FinancialMetrics {
  const { assumptions: a, settings: s, months } = projection;
  const firstYear = months.slice(0, 12);
  const netCashFlow = firstYear.reduce((sum, m) => sum + m.cashFlowCents, 0) / 100;
  const burnRate = netCashFlow < 0 ? -netCashFlow / firstYear.length : 0;

  const startMrr = projection.startingMrr;
  const endMrr = (firstYear.at(-1)?.revenueCents ?? 0) / 100;
  const yearRevenue = firstYear.reduce((sum, m) => sum + m.revenueCents, 0);
  const yearEbitda = firstYear.reduce((sum, m) => sum + m.ebitdaCents, 0);
  const ruleOf40 = startMrr > 0 && yearRevenue > 0 ? ((endMrr - startMrr) / startMrr) * 100 + (yearEbitda / yearRevenue) * 100 : null;

  const netNewArr = (endMrr - startMrr) * 12;
  const netBurn = burnRate * firstYear.length;
  const burnMultiple = netBurn === 0 ? 0 : netNewArr > 0 ? netBurn / netNewArr : null;

  const marginPerCustomer = projection.arpa * (a.grossMargin / 100);
  return {
    ltvToCac: a.customerAcquisitionCost > 0 ? (a.grossMargin > 0 ? a.lifetimeValue : (a.lifetimeValue * a.grossMargin) / 100) / a.customerAcquisitionCost : null,
    burnRate,
    runwayMonths: runwayFromProjection(Math.round(s.startingCash * 100), months),
    ruleOf40,
    burnMultiple,
    cacPaybackMonths: marginPerCustomer > 0 ? a.customerAcquisitionCost / marginPerCustomer : null,
  };
}
