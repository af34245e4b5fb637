/**
 * Costs against revenue when a text compares them without naming a month or a year for both:
 * 'Revenue for the year was $1.1 million and operating expenses were $2.3 million', or a statement's
 * lines 'Revenue | 40,000,000' and 'Cost of sales | 46,000,000' under one caption. Figures written side
 * by side in one sentence are for one period; so are a document's figures when none of its revenue
 * figures names a period (a statement's lines share the caption's). Spending that is not a period's
 * running cost (capital spending, a raise, payroll alone) is not compared.
 */
import { monthlyAmount, namedPeriodMonthly } from './money';
import type { ExtractedData, Finding } from './types';

/** Kinds that are a period's running costs; 'spend', 'capex', 'salaries' and 'net loss' are not compared. */
const runningCostKinds = new Set(['costs', 'expenses', 'OPEX', 'COGS', 'overheads', 'burn']);
/** Money passing through the company (GMV, bookings, billings, premiums written), not its revenue. */
export const volumeKinds = new Set(['GMV', 'bookings', 'billings', 'premiums']);

/** The two figures compared, as amounts for one period (per month when both name theirs), and the sentence to quote. */
export interface CostsOverRevenue { cost: number; revenue: number; currency: string; sentence: string }

/** The two amounts read for one period: both per month when both name a period, else as written. */
function samePeriod(cost: Finding, revenue: Finding): [number, number] | null {
  if (!cost.amount || !revenue.amount || cost.amount.currency !== revenue.amount.currency) return null;
  // 'Quarterly operating costs are $270k; monthly revenue is $110k': a period named before a figure counts too.
  const monthlyCost = monthlyAmount(cost.amount) ?? namedPeriodMonthly(cost);
  const monthlyRevenue = monthlyAmount(revenue.amount) ?? namedPeriodMonthly(revenue);
  if (monthlyCost !== null && monthlyRevenue !== null) return [monthlyCost, monthlyRevenue];
  return [cost.amount.amount, revenue.amount.amount];
}

/** 'Revenue per delivery of EGP 38 against a cost per delivery of EGP 44': a unit's figures, not a period's. */
const perUnit = /\b(revenues?|sales|income|costs?|expenses|chiffre d'affaires|revenus?|couts?|charges)\s(per|par|for each|pour chaque|by)\s(?!(month|year|annum|quarter|mois|an|annee|trimestre)\b)[a-z]/i;

/**
 * Costs above revenue stated in one sentence or one table row; a period named for one figure holds
 * for the other. The cost is compared with the sentence's largest revenue figure, so a prior year's
 * figure in brackets ('(2023: $3.6 million)') is not taken for this year's.
 */
export function costsAboveRevenueInOneSentence(data: ExtractedData): CostsOverRevenue | null {
  for (const cost of data.expenses) {
    if (!cost.amount || !runningCostKinds.has(cost.kind) || perUnit.test(cost.sentence)) continue;
    const revenues = data.revenue.filter((r) => r.sentence === cost.sentence && !volumeKinds.has(r.kind) && r.amount?.currency === cost.amount?.currency);
    const pairs = revenues.map((revenue) => samePeriod(cost, revenue)).filter((pair): pair is [number, number] => pair !== null);
    if (pairs.length === 0) continue;
    const revenue = Math.max(...pairs.map(([, r]) => r));
    const costAmount = pairs[0]?.[0] ?? 0;
    if (costAmount > revenue) return { cost: costAmount, revenue, currency: cost.amount.currency, sentence: cost.sentence };
  }
  return null;
}

function largest(findings: readonly Finding[]): Finding | null {
  return findings.reduce<Finding | null>((best, f) => (!best || (f.amount?.amount ?? 0) > (best.amount?.amount ?? 0) ? f : best), null);
}

/**
 * Costs above revenue across a document whose revenue figures name no period: the largest revenue
 * figure against the largest running-cost figure of the same currency that names none either
 * (`kinds`: which cost kinds count, e.g. only cost of sales for a gross margin). A burn is left out: a
 * burn with no period is read as monthly elsewhere, and a revenue figure with none may be a year's.
 */
const monthlyNamed = /\b(monthly|mensuel(le)?s?)\b/;
const statementCostKinds = new Set(['costs', 'expenses', 'OPEX', 'COGS', 'overheads']);

export function costsAboveRevenueWithoutPeriod(data: ExtractedData, kinds: ReadonlySet<string> = statementCostKinds): CostsOverRevenue | null {
  const revenues = data.revenue.filter((f) => f.amount && !volumeKinds.has(f.kind) && !perUnit.test(f.sentence));
  const currencies = new Set(revenues.flatMap((f) => (f.amount ? [f.amount.currency] : [])));
  for (const currency of currencies) {
    const inCurrency = revenues.filter((f) => f.amount?.currency === currency);
    if (inCurrency.some((f) => f.amount?.period !== null)) continue;
    const revenue = largest(inCurrency);
    const cost = largest(data.expenses.filter((f) => kinds.has(f.kind) && f.amount?.currency === currency && f.amount?.period === null && !perUnit.test(f.sentence)));
    if (revenue?.amount && cost?.amount && cost.amount.amount > revenue.amount.amount) return { cost: cost.amount.amount, revenue: revenue.amount.amount, currency, sentence: cost.sentence };
  }
  return null;
}

const yearOf = (sentence: string) => new Set(sentence.match(/(?<!\d)20\d\d(?!\d)/g) ?? []);

/**
 * Costs above revenue on separate lines that name the same year and period ('Revenue 2024: KES 60 million'
 * then 'Cost of goods sold 2024: KES 66 million'): one period's figures, however far apart they are written.
 */
export function costsAboveRevenueSameYear(data: ExtractedData, kinds: ReadonlySet<string>): CostsOverRevenue | null {
  for (const cost of data.expenses) {
    if (!cost.amount || !kinds.has(cost.kind) || perUnit.test(cost.sentence)) continue;
    const years = yearOf(cost.sentence);
    if (years.size !== 1) continue;
    const [year] = years;
    // The year's revenue is its largest figure: a smaller one dated the same year is a part of it or an income beside
    // it ('la subvention de 120 k TND reçue en 2023 ... n'est pas incluse dans le chiffre d'affaires').
    const revenue = largest(data.revenue.filter((r) => r.amount && !volumeKinds.has(r.kind) && r.amount.currency === cost.amount?.currency
      && r.amount.period === cost.amount.period && yearOf(r.sentence).size === 1 && yearOf(r.sentence).has(year ?? '')));
    if (revenue?.amount && cost.amount.amount > revenue.amount.amount) return { cost: cost.amount.amount, revenue: revenue.amount.amount, currency: cost.amount.currency, sentence: cost.sentence };
  }
  return null;
}

/**
 * A month's running costs above the same month's revenue, on separate lines ('Chiffre d'affaires facturé du
 * mois : 38 000 USD' then 'Charges totales du mois : 71 000 USD'; 'Monthly revenue: $40k' then 'Monthly
 * operating costs: $65k'): both name the month as their period, so they are one period's figures and the
 * company spends more than it earns, which is a burn above revenue whatever the word for the costs. The
 * largest monthly revenue of a currency is compared with its largest monthly running cost.
 */
// A cost that names no period in a document whose title says it reports one month ('Update mensuel', `headingMonths` 1) is that month's.
export function costsAboveRevenueMonthly(data: ExtractedData, kinds: ReadonlySet<string> = statementCostKinds, headingMonths: number | null = null): CostsOverRevenue | null {
  const revenues = data.revenue.filter((f) => f.amount?.period === 'month' && !volumeKinds.has(f.kind) && !perUnit.test(f.sentence));
  for (const currency of new Set(revenues.flatMap((f) => (f.amount ? [f.amount.currency] : [])))) {
    const revenue = largest(revenues.filter((f) => f.amount?.currency === currency));
    // A cost whose clause names the month before it ('nos charges mensuelles totales ... à 1,9 M MAD') is a month's too.
    const monthly = (f: Finding) => (f.amount?.period === 'month' ? f.amount.amount : f.amount?.period !== null ? null : headingMonths === 1 ? f.amount.amount : monthlyNamed.test(f.sentence) ? namedPeriodMonthly(f) : null);
    const costs = data.expenses.filter((f) => kinds.has(f.kind) && f.amount?.currency === currency && monthly(f) !== null && !perUnit.test(f.sentence));
    const cost = costs.reduce<Finding | null>((best, f) => (!best || (monthly(f) ?? 0) > (monthly(best) ?? 0) ? f : best), null);
    const costAmount = cost ? monthly(cost) : null;
    if (revenue?.amount && cost && costAmount !== null && costAmount > revenue.amount.amount) return { cost: costAmount, revenue: revenue.amount.amount, currency, sentence: cost.sentence };
  }
  return null;
}

/** A quarter's label and its year when written ('T3', 'Q3 2025', 'Q3-25'), as a key: 'q3' or 'q3 2025'. */
const quarterKey = (label: string, year: string | undefined) => `q${label.slice(1)}${year ? ` ${year.length === 2 ? `20${year}` : year}` : ''}`;
const quarterIn = /\b([qt][1-4])(?:[\s-]?(?:fy\s?)?(20\d\d|\d\d)\b)?/gi;

/**
 * A named quarter's cost against the same quarter's revenue, written apart: 'Coût des ventes du T3 : 322 M FCFA' and a
 * revenue series 'Chiffre d'affaires trimestriel T1 2025: XOF 410M; ...; T3 2025: XOF 298M'. The cost's sentence names
 * one quarter; the revenue figure is the one written just after that quarter's label (a year on one side only still
 * matches). One period's figures, so costs above revenue.
 */
export function costsAboveRevenueSameQuarter(data: ExtractedData, kinds: ReadonlySet<string> = runningCostKinds): CostsOverRevenue | null {
  for (const cost of data.expenses) {
    if (!cost.amount || !kinds.has(cost.kind) || perUnit.test(cost.sentence)) continue;
    const named = [...cost.sentence.matchAll(quarterIn)];
    if (named.length !== 1) continue;
    const wanted = quarterKey((named[0]?.[1] ?? '').toLowerCase(), named[0]?.[2]);
    const revenue = data.revenue.find((r) => {
      if (!r.amount || volumeKinds.has(r.kind) || r.amount.currency !== cost.amount?.currency || r.sentence === cost.sentence) return false;
      const at = r.sentence.indexOf(r.text);
      const label = at < 0 ? null : /\b([qt][1-4])(?:[\s-]?(?:fy\s?)?(20\d\d|\d\d))?\s?:?\s?$/i.exec(r.sentence.slice(Math.max(0, at - 14), at));
      if (!label) return false;
      const found = quarterKey((label[1] ?? '').toLowerCase(), label[2]);
      return found === wanted || found.split(' ')[0] === wanted || wanted.split(' ')[0] === found;
    });
    if (revenue?.amount && cost.amount.amount > revenue.amount.amount) return { cost: cost.amount.amount, revenue: revenue.amount.amount, currency: cost.amount.currency, sentence: cost.sentence };
  }
  return null;
}
