/**
 * Revenue- and cash-flow-based methods: the Venture Capital method, First Chicago and
 * a discounted cash flow with survival probability. They need revenue: without it they
 * do not run (confidence 0), rather than value a projection of nothing.
 *
 * Shared projection: annual revenue today (monthly revenue × 12) grows for the years to
 * exit at the stated growth rate, decaying by 30% a year (growth persistence of 0.7,
 * Baobab's assumption: fast growth rarely holds for years). Without a stated growth
 * rate the revenue is held flat and the confidence drops.
 */
import { projectFinancials } from './financial-model';
import {
  type MethodResult,
  type StartupFacts,
  dilutionPerRound,
  type MoneyWriter,
  usdAmount,
  futureRounds,
  notApplicable,
  stageSuitability,
  targetAnnualReturn,
  yearsToExit,
} from './valuation-types';
import { message, type Text } from '@baobab/contracts/i18n/message';
import { joinText, valuationTemplates } from './valuation-texts';

export type IncomeOptions = {
  /** Exit value as a multiple of annual revenue; without it 4x is assumed and confidence drops. */
  exitRevenueMultiple?: number;
  years?: number;
  /** Annual target return as a fraction, e.g. 0.5. */
  targetReturn?: number;
};

const assumedExitMultiple = 4;
const growthPersistence = 0.7;

function exitRevenue(f: StartupFacts, years: number, growthScale: number): number {
  let revenue = (f.monthlyRevenueCents ?? 0) * 12;
  let growth = ((f.revenueGrowthRate ?? 0) / 100) * growthScale;
  for (let y = 0; y < years; y++) {
    revenue *= 1 + Math.max(-1, growth);
    growth *= growthPersistence;
  }
  return revenue;
}

function commonTerms(f: StartupFacts, o: IncomeOptions) {
  const years = o.years ?? yearsToExit[f.stage];
  const rate = o.targetReturn ?? targetAnnualReturn[f.stage];
  const multiple = o.exitRevenueMultiple ?? assumedExitMultiple;
  // Each missing input as its sentence, one translation key each.
  const missing: Text[] = [];
  if (f.revenueGrowthRate === undefined) missing.push(message('Missing: no growth rate (revenue held flat).'));
  if (o.exitRevenueMultiple === undefined) missing.push(message(valuationTemplates.missingMultiple, { multiple: assumedExitMultiple }));
  if (f.raiseAmountCents === undefined) missing.push(message('Missing: no raise amount (post-money taken as pre-money).'));
  // Each missing input costs a quarter of the method's confidence.
  return { years, rate, multiple, missing, completeness: 1 - missing.length / 4 };
}

/**
 * Venture Capital method (Sahlman and Scherlis, HBS 9-288-006, 1987): post-money today
 * = exit value × retention ÷ (1 + target return)^years, where retention = (1 − 20%)^rounds
 * for the further rounds expected before the exit; pre-money = post-money − the raise.
 */
export function ventureCapitalMethod(f: StartupFacts, o: IncomeOptions = {}, write: MoneyWriter = usdAmount): MethodResult {
  if (!((f.monthlyRevenueCents ?? 0) > 0)) return notApplicable(message('Venture Capital method: needs monthly revenue to project an exit value.'));
  const t = commonTerms(f, o);
  const terminal = exitRevenue(f, t.years, 1) * t.multiple;
  const retention = (1 - dilutionPerRound) ** futureRounds[f.stage];
  const post = (terminal * retention) / (1 + t.rate) ** t.years;
  const valueCents = Math.round(post - (f.raiseAmountCents ?? 0));
  // A discounted exit that does not even cover the raise says the inputs are too early for this
  // method; a $0 pre-money would only drag the recommendation down, so it abstains instead.
  if (valueCents <= 0) return notApplicable(message(valuationTemplates.vcUncovered, { value: write(post) }));
  return {
    valueCents,
    confidence: stageSuitability.ventureCapital[f.stage] * t.completeness,
    explanation: [
      message(valuationTemplates.vcValue, {
        value: write(valueCents),
        exit: write(terminal),
        years: t.years,
        multiple: t.multiple,
        retention: Math.round(retention * 100),
        rate: Math.round(t.rate * 100),
      }),
      ...t.missing,
    ],
  };
}

export type ChicagoScenario = { name: string; probability: number; exitValueCents: number };

/**
 * First Chicago method (Chicago venture practice, described by Sahlman and Scherlis,
 * 1987): a probability-weighted average of scenario exit values, each discounted at the
 * target return. Default scenarios: success at the stated growth (25%), sideways at half
 * the growth (50%), failure with nothing left for shareholders (25%).
 */
export function firstChicagoMethod(f: StartupFacts, o: IncomeOptions & { scenarios?: ChicagoScenario[] } = {}, write: MoneyWriter = usdAmount): MethodResult {
  const t = commonTerms(f, o);
  const scenarios = o.scenarios ?? defaultScenarios(f, t.years, t.multiple);
  if (scenarios.length === 0) return notApplicable(message('First Chicago: needs monthly revenue to build scenarios.'));
  const totalProbability = scenarios.reduce((sum, s) => sum + Math.max(0, s.probability), 0);
  if (!(totalProbability > 0)) return notApplicable(message('First Chicago: the scenario probabilities add up to zero.'));
  const retention = (1 - dilutionPerRound) ** futureRounds[f.stage];
  const weighted = scenarios.reduce((sum, s) => sum + (Math.max(0, s.probability) / totalProbability) * s.exitValueCents, 0);
  const post = (weighted * retention) / (1 + t.rate) ** t.years;
  const valueCents = Math.round(post - (f.raiseAmountCents ?? 0));
  if (valueCents <= 0) return notApplicable(message(valuationTemplates.chicagoUncovered, { value: write(post) }));
  return {
    valueCents,
    confidence: stageSuitability.firstChicago[f.stage] * (o.scenarios ? 1 : t.completeness),
    explanation: [
      message(valuationTemplates.chicagoValue, {
        value: write(valueCents),
        // A scenario's name is the caller's (a founder's own scenarios), or one of the three below.
        scenarios: joinText(scenarios.map((s) => message(valuationTemplates.chicagoScenario, { name: s.name, value: write(s.exitValueCents), percent: Math.round((s.probability / totalProbability) * 100) })), 'list'),
        rate: Math.round(t.rate * 100),
        years: t.years,
      }),
      ...(o.scenarios ? [] : t.missing),
    ],
  };
}

function defaultScenarios(f: StartupFacts, years: number, multiple: number): ChicagoScenario[] {
  if (!((f.monthlyRevenueCents ?? 0) > 0)) return [];
  return [
    { name: 'success', probability: 0.25, exitValueCents: exitRevenue(f, years, 1) * multiple },
    { name: 'sideways', probability: 0.5, exitValueCents: exitRevenue(f, years, 0.5) * multiple },
    { name: 'failure', probability: 0.25, exitValueCents: 0 },
  ];
}

/**
 * Annual survival probability by stage, Baobab's assumption calibrated on the US
 * Bureau of Labor Statistics business survival data (about 80% of new businesses
 * survive their first year, about half their fifth).
 */
export const annualSurvival = { 'Pre-Seed': 0.75, Seed: 0.8, 'Series A': 0.85, 'Series B': 0.9, 'Series C+': 0.93, Growth: 0.95 } as const;

/**
 * Discount rate by stage when failure is modelled separately through survival
 * (Damodaran, "Valuing Young, Start-up and Growth Companies", 2009: do not count the
 * risk of failure twice); Baobab's assumption.
 */
export const survivalDiscountRate = { 'Pre-Seed': 0.4, Seed: 0.35, 'Series A': 0.3, 'Series B': 0.25, 'Series C+': 0.2, Growth: 0.15 } as const;

const terminalGrowth = 0.03;

/**
 * DCF with survival: Σ survival^t × cash flow_t ÷ (1 + r)^t over the projection, plus a
 * Gordon terminal value CF_N × (1 + g) ÷ (r − g) with g = 3% when the last year's cash
 * flow is positive, weighted by survival to year N. Cash flows are the caller's
 * (`yearlyCashFlowsCents`) or a projection of the financial model from the facts.
 * A negative total is floored at 0 (equity cannot be worth less than nothing).
 */
export function discountedCashFlowMethod(f: StartupFacts, o: { yearlyCashFlowsCents?: number[] } = {}, write: MoneyWriter = usdAmount): MethodResult {
  const revenue = f.monthlyRevenueCents ?? 0;
  if (!o.yearlyCashFlowsCents && !(revenue > 0)) return notApplicable(message('Discounted cash flow: needs monthly revenue or projected cash flows.'));
  const assumed: Text[] = [];
  let flows = o.yearlyCashFlowsCents;
  if (!flows) {
    // Projected with the financial model: acquisition is left out (no CAC or LTV facts),
    // payroll and other costs come from the model's documented defaults.
    assumed.push(message('operating costs (model defaults)'));
    if (f.revenueGrowthRate === undefined) assumed.push(message('growth (held flat)'));
    if (f.grossMargin === undefined) assumed.push(message('gross margin (70%)'));
    if (f.marketSizeCents === undefined) assumed.push(message('market size (no ceiling below 100x today\'s revenue)'));
    const annualRevenueUsd = (revenue * 12) / 100;
    const projection = projectFinancials(
      {
        revenueGrowthRate: f.revenueGrowthRate ?? 0,
        marketSize: f.marketSizeCents !== undefined ? f.marketSizeCents / 100 : annualRevenueUsd * 100,
        customerAcquisitionCost: 0,
        lifetimeValue: 0,
        churnRate: 0,
        grossMargin: f.grossMargin ?? 70,
      },
      { startingMonthlyRevenue: revenue / 100, startingCash: 0, startingHeadcount: f.teamSize ?? 1 },
    );
    flows = projection.years.map((y) => y.cashFlowCents);
  }
  const r = survivalDiscountRate[f.stage];
  const s = annualSurvival[f.stage];
  let value = 0;
  flows.forEach((cf, index) => {
    const t = index + 1;
    value += (s ** t * cf) / (1 + r) ** t;
  });
  const last = flows.at(-1) ?? 0;
  const n = flows.length;
  if (last > 0) value += (s ** n * ((last * (1 + terminalGrowth)) / (r - terminalGrowth))) / (1 + r) ** n;
  const valueCents = Math.max(0, Math.round(value));
  // Each assumed input costs a fifth of the confidence; the caller's own cash flows cost nothing.
  const completeness = o.yearlyCashFlowsCents ? 1 : 1 - assumed.length / 5;
  return {
    valueCents,
    confidence: stageSuitability.discountedCashFlow[f.stage] * completeness * (value > 0 ? 1 : 0.3),
    ...(o.yearlyCashFlowsCents ? {} : { restsOnDefault: message("rests on the financial model's default payroll and operating costs, which the founder never entered") }),
    explanation: [
      message(last > 0 ? valuationTemplates.dcfTerminal : valuationTemplates.dcfValue, { value: write(valueCents), years: n, rate: Math.round(r * 100), survival: Math.round(s * 100) }),
      ...(assumed.length > 0 ? [message(valuationTemplates.assumed, { assumed: joinText(assumed, 'list') })] : []),
      ...(value <= 0 ? [message(valuationTemplates.dcfFloored, { zero: write(0) })] : []),
    ],
  };
}
