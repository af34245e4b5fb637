/**
 * Monthly and yearly projections from the spec's six assumptions plus optional
 * starting figures. A deliberately simple, explainable SaaS-style model:
 *
 * - Revenue: monthly recurring revenue (MRR) grows at the annual rate compounded
 *   monthly, (1 + g)^(1/12) − 1, and never exceeds the market: MRR ≤ marketSize ÷ 12
 *   (market size read as the annual revenue the company could at most capture).
 * - Customers: average revenue per account (ARPA, monthly) follows from the standard
 *   lifetime value identity LTV = ARPA × gross margin ÷ monthly churn (e.g. David
 *   Skok, "SaaS Metrics 2.0"), so ARPA = LTV × churn ÷ gross margin. Customer lifetime
 *   is capped at 60 months (churn floor 1/60), a common cap on LTV horizons; when the
 *   gross margin is not positive, LTV is read as revenue over that lifetime.
 * - Acquisition spend: gross new MRR (growth plus MRR replacing churn) ÷ ARPA gives
 *   new customers, each costing the CAC.
 * - Headcount: never falls; grows so that annualised MRR per employee stays at or
 *   below `revenuePerEmployee`. Payroll = headcount × salaryPerHead (monthly).
 * - EBITDA = gross profit − payroll − other operating costs − acquisition spend.
 *   Cash flow = EBITDA (no capex, interest, tax or working capital in this model).
 *
 * Units: inputs in USD and percent; outputs in integer cents (each month rounded half
 * away from zero; yearly figures are sums of the rounded months, so they add up).
 * Inputs outside sensible bounds are clamped and every clamp is reported in
 * `adjustments`, so results are always finite (no NaN, no Infinity).
 */
import { clamp, roundTo } from './rounding';
import { defaultFinancialAssumptions } from '@baobab/contracts/financial-tools';
import { message, type Message } from '@baobab/contracts/i18n/message';

/** The model's notes, written once as translation keys (decision 0023; French in the financial-tools catalog), sent as messages (decision 0046). */
export const financialModelTemplates = {
  /** `setting`: the field's name as the API spells it; `given`: the value as it came, a string (decision 0049). */
  treatedAs: '{{setting}} {{given}} was treated as {{value}}',
  noArpa: 'lifetimeValue is 0: customers and acquisition spend are not modelled',
} as const;

export type FinancialAssumptions = {
  /** Annual revenue growth, percent. */
  revenueGrowthRate: number;
  /** Annual revenue the company could at most capture, USD. */
  marketSize: number;
  /** Cost to acquire one customer, USD. */
  customerAcquisitionCost: number;
  /** Gross-margin lifetime value of one customer, USD. */
  lifetimeValue: number;
  /** Customers lost per month, percent. */
  churnRate: number;
  /** Gross margin, percent. */
  grossMargin: number;
};

export type ModelSettings = {
  /** MRR at the start, USD. */
  startingMonthlyRevenue: number;
  startingCash: number;
  /** Non-payroll operating costs per month, USD. */
  monthlyOperatingCosts: number;
  /** Fully loaded monthly cost of one employee, USD. */
  salaryPerHead: number;
  startingHeadcount: number;
  /** Annualised revenue one employee supports before the company hires, USD. */
  revenuePerEmployee: number;
  projectionYears: number;
};


/**
 * Optional starting figures that replace a setting by what the company recorded: a monthly net burn
 * (costs − gross profit) sets the month-0 costs, so the model starts from the burn the founder
 * reported instead of Baobab's default costs. See `costsFromBurn`.
 */
export type StartingActuals = { startingMonthlyBurn?: number };

/** Baobab's defaults for what the spec leaves out: a small seed-stage team. */
export const defaultModelSettings: ModelSettings = {
  startingMonthlyRevenue: 10_000,
  startingCash: 500_000,
  monthlyOperatingCosts: 10_000,
  salaryPerHead: 4_000,
  startingHeadcount: 5,
  revenuePerEmployee: 100_000,
  projectionYears: 5,
};

export type MonthProjection = {
  month: number;
  revenueCents: number;
  grossProfitCents: number;
  acquisitionSpendCents: number;
  payrollCents: number;
  ebitdaCents: number;
  cashFlowCents: number;
  cashBalanceCents: number;
  headcount: number;
  customers: number;
  newCustomers: number;
};

export type YearProjection = {
  year: number;
  revenueCents: number;
  grossProfitCents: number;
  /** Gross profit over revenue, percent; null without revenue. */
  grossMarginPercent: number | null;
  ebitdaCents: number;
  cashFlowCents: number;
  endingCashCents: number;
  headcount: number;
};

export type Projection = {
  assumptions: FinancialAssumptions;
  settings: ModelSettings;
  /** Monthly revenue per customer implied by LTV, churn and margin, USD. */
  arpa: number;
  /** MRR at month 0 after the market ceiling, USD. */
  startingMrr: number;
  months: MonthProjection[];
  years: YearProjection[];
  /** Every input the model clamped or could not use, as messages (decision 0046). */
  adjustments: Message[];
};

/** Allowed range; money is kept to whole cents and percentages to four decimals. */
type Bound = { min: number; max: number; decimals: number };

const assumptionBounds: Record<keyof FinancialAssumptions, Bound> = {
  revenueGrowthRate: { min: -100, max: 10_000, decimals: 4 },
  marketSize: { min: 0, max: 1e13, decimals: 2 },
  customerAcquisitionCost: { min: 0, max: 1e9, decimals: 2 },
  lifetimeValue: { min: 0, max: 1e9, decimals: 2 },
  churnRate: { min: 0, max: 100, decimals: 4 },
  grossMargin: { min: -1_000, max: 100, decimals: 4 },
};

const settingBounds: Record<keyof ModelSettings, Bound> = {
  startingMonthlyRevenue: { min: 0, max: 1e11, decimals: 2 },
  startingCash: { min: -1e13, max: 1e13, decimals: 2 },
  monthlyOperatingCosts: { min: 0, max: 1e11, decimals: 2 },
  salaryPerHead: { min: 0, max: 1e8, decimals: 2 },
  startingHeadcount: { min: 0, max: 1e6, decimals: 0 },
  revenuePerEmployee: { min: 1, max: 1e10, decimals: 2 },
  projectionYears: { min: 1, max: 10, decimals: 0 },
};

function sanitize<T extends Record<string, number>>(values: T, defaults: T, bounds: Record<keyof T, Bound>, adjustments: Message[]): T {
  const out = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const fallback = Number(defaults[key]);
    const raw = values[key] ?? fallback;
    const bound = bounds[key];
    const value = roundTo(clamp(raw, bound.min, bound.max, fallback), bound.decimals);
    if (value !== raw) adjustments.push(message(financialModelTemplates.treatedAs, { setting: key, given: String(raw), value }));
    out[key] = value as T[keyof T & string];
  }
  return out;
}

/** Project month by month, then aggregate by year (see the file comment for every rule). */
export function projectFinancials(input: FinancialAssumptions, settingsInput: Partial<ModelSettings> & StartingActuals = {}): Projection {
  const adjustments: Message[] = [];
  const a = sanitize(input, defaultFinancialAssumptions, assumptionBounds, adjustments);
  const { startingMonthlyBurn, ...given } = settingsInput;
  let s = sanitize({ ...defaultModelSettings, ...given }, defaultModelSettings, settingBounds, adjustments);
  if (startingMonthlyBurn !== undefined && Number.isFinite(startingMonthlyBurn)) s = { ...s, ...costsFromBurn(s, a.grossMargin, Math.max(0, startingMonthlyBurn)) };

  const monthlyGrowth = Math.pow(1 + a.revenueGrowthRate / 100, 1 / 12) - 1;
  const churn = a.churnRate / 100;
  const margin = a.grossMargin / 100;
  const lifetimeChurn = Math.max(churn, 1 / 60);
  const arpa = margin > 0 ? (a.lifetimeValue * lifetimeChurn) / margin : a.lifetimeValue * lifetimeChurn;
  if (arpa === 0) adjustments.push(message(financialModelTemplates.noArpa));
  const revenueCeiling = a.marketSize / 12;

  const months: MonthProjection[] = [];
  const startingMrr = Math.min(s.startingMonthlyRevenue, revenueCeiling);
  let mrr = startingMrr;
  let headcount = s.startingHeadcount;
  let cashCents = Math.round(s.startingCash * 100);
  for (let month = 1; month <= s.projectionYears * 12; month++) {
    const previous = mrr;
    mrr = Math.min(previous * (1 + monthlyGrowth), revenueCeiling);
    const grossNewMrr = Math.max(0, mrr - previous + previous * churn);
    const newCustomers = arpa > 0 ? grossNewMrr / arpa : 0;
    headcount = Math.max(headcount, Math.ceil((mrr * 12) / s.revenuePerEmployee));
    const revenueCents = Math.round(mrr * 100);
    const grossProfitCents = Math.round(mrr * margin * 100);
    const acquisitionSpendCents = Math.round(newCustomers * a.customerAcquisitionCost * 100);
    const payrollCents = Math.round(headcount * s.salaryPerHead * 100);
    const ebitdaCents = grossProfitCents - payrollCents - Math.round(s.monthlyOperatingCosts * 100) - acquisitionSpendCents;
    cashCents += ebitdaCents;
    months.push({
      month,
      revenueCents,
      grossProfitCents,
      acquisitionSpendCents,
      payrollCents,
      ebitdaCents,
      cashFlowCents: ebitdaCents,
      cashBalanceCents: cashCents,
      headcount,
      customers: arpa > 0 ? mrr / arpa : 0,
      newCustomers,
    });
  }
  return { assumptions: a, settings: s, arpa, startingMrr, months, years: aggregateYears(months), adjustments };
}

/**
 * The month-0 costs that give a recorded net burn: costs = burn + gross profit (burn = costs − gross
 * profit, EBITDA before acquisition spend). Payroll keeps its headcount × salary and the rest is other
 * operating costs; when payroll alone exceeds the costs, the salary is lowered to costs ÷ headcount
 * (to the cent, down) and other costs are 0. Acquisition spend is modelled on top from the first month.
 */
export function costsFromBurn(s: ModelSettings, grossMarginPercent: number, burn: number): Pick<ModelSettings, 'monthlyOperatingCosts' | 'salaryPerHead'> {
  const costs = roundTo(burn + s.startingMonthlyRevenue * (grossMarginPercent / 100), 2);
  const payroll = s.startingHeadcount * s.salaryPerHead;
  if (payroll <= costs) return { monthlyOperatingCosts: roundTo(costs - payroll, 2), salaryPerHead: s.salaryPerHead };
  return { monthlyOperatingCosts: 0, salaryPerHead: Math.max(0, Math.floor((costs / s.startingHeadcount) * 100) / 100) };
}

function aggregateYears(months: MonthProjection[]): YearProjection[] {
  const years: YearProjection[] = [];
  for (let start = 0; start < months.length; start += 12) {
    const slice = months.slice(start, start + 12);
    const sum = (pick: (m: MonthProjection) => number) => slice.reduce((total, m) => total + pick(m), 0);
    const revenueCents = sum((m) => m.revenueCents);
    const grossProfitCents = sum((m) => m.grossProfitCents);
    const last = slice.at(-1);
    years.push({
      year: start / 12 + 1,
      revenueCents,
      grossProfitCents,
      grossMarginPercent: revenueCents > 0 ? (grossProfitCents / revenueCents) * 100 : null,
      ebitdaCents: sum((m) => m.ebitdaCents),
      cashFlowCents: sum((m) => m.cashFlowCents),
      endingCashCents: last?.cashBalanceCents ?? 0,
      headcount: last?.headcount ?? 0,
    });
  }
  return years;
}
