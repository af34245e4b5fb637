/**
 * Burn above revenue decided on figures, with burn-above-revenue's reading (red-flags.ts): costs above revenue for
 * the same period, high when at least twice it, medium when above it. Either a table's costs above its revenue for
 * its latest period (its total row, or its cost rows added when it has none), or the largest monthly burn or costs
 * the text states above its largest monthly revenue in the same currency (no
 * conversion; a net burn is compared with revenue as stated, as the labelling guide says).
 */
import { message } from '@baobab/contracts/i18n/message';
import { wholeAmount } from '../money';
import type { RiskFlag } from '../types';
import type { MonthlyFigure } from './cash-burn';
import { figureFlag } from './figure-flag';
import { isMainRevenueRow, labelScale, type FigureSeries, type PeriodFigure } from './series';

const severity = (cost: number, revenue: number) => (cost >= 2 * revenue ? 'high' : 'medium');

const samePeriod = (a: PeriodFigure, b: PeriodFigure) => a.period.kind === b.period.kind && a.period.year === b.period.year && a.period.index === b.period.index;

// The costs of running the business beside what was sold, each under its own row ('Selling and export costs',
// 'Administration', 'Delivery, warehouse and staff', 'Frais de personnel').
const overheads = /\b(operating|opex|overheads?|administrative|administration|admin|general|frais generaux|d'exploitation|fixed|fixes|selling|distribution|delivery|warehouse|staff|personnel|frais commerciaux|commerciaux)\b/i;

/**
 * The overhead rows a period counts: all of them, unless one is the others' total (within a hundredth), which then
 * stands for them.
 */
function countedOverheads(rows: readonly FigureSeries[], at: (s: FigureSeries) => number): readonly FigureSeries[] {
  const sum = rows.reduce((total, s) => total + at(s), 0);
  const total = rows.length > 2 ? rows.find((s) => Math.abs(2 * at(s) - sum) <= 0.01 * at(s)) : undefined;
  return total ? [total] : rows;
}

/**
 * A table's costs for a period, each a cost whether written in brackets or not: its total row when it has one
 * ('Total costs', 'Charges totales'); else its cost of sales and its rows of overheads added, as a statement sets
 * them ('Cost of sales' then 'Selling costs' and 'Administrative costs'); else its largest cost row alone. Other rows are not added: a
 * table's cost rows may be parts of one another (purchases and the cost of sales, a product named 'Payroll add-on').
 */
function periodCosts(rows: readonly FigureSeries[], period: PeriodFigure, scale: (s: FigureSeries) => number): { amount: number; rows: readonly FigureSeries[] } {
  const at = (s: FigureSeries) => Math.abs(s.points.find((p) => samePeriod(p, period))?.value ?? 0) * scale(s);
  const total = rows.find((s) => /\btota(l|les?)\b/i.test(s.label));
  const costOfSales = rows.filter((s) => s.line === 'cost-of-sales');
  const overheadRows = rows.filter((s) => s.line === 'costs' && overheads.test(s.label));
  const counted = total ? [total] : costOfSales.length === 1 && overheadRows.length >= 1 ? [...costOfSales, ...countedOverheads(overheadRows, at)] : [...rows].sort((a, b) => at(b) - at(a)).slice(0, 1);
  return { amount: counted.reduce((sum, s) => sum + at(s), 0), rows: counted };
}

function costRowsAboveRevenue(series: readonly FigureSeries[]): RiskFlag | null {
  for (const revenue of series.filter((s) => s.line === 'revenue' && !s.projected && isMainRevenueRow(s, series))) {
    const latest = revenue.points[revenue.points.length - 1];
    const rows = series.filter((s) => (s.line === 'costs' || s.line === 'cost-of-sales') && s.group === revenue.group);
    if (!latest || latest.value <= 0 || rows.length === 0) continue;
    // Rows whose labels each give their unit ('Revenue (N$ million)', "Operating costs (N$ '000)") are brought to one.
    const scaled = [revenue, ...rows].every((s) => labelScale(s.label) !== null);
    const scale = (s: FigureSeries) => (scaled ? labelScale(s.label) ?? 1 : 1);
    const costs = periodCosts(rows, latest, scale);
    const earned = latest.value * scale(revenue);
    if (costs.amount > earned) return figureFlag('burn-above-revenue', severity(costs.amount, earned), [revenue.evidence, ...costs.rows.map((r) => r.evidence)]);
  }
  return null;
}

const largestByCurrency = (figures: readonly MonthlyFigure[]) => {
  const best = new Map<string, MonthlyFigure>();
  for (const f of figures) if (f.amount > (best.get(f.currency)?.amount ?? 0)) best.set(f.currency, f);
  return best;
};

/** Costs and revenue said in one sentence, one of them with no period of its own, are of one period: compared as written. */
const above = (cost: MonthlyFigure, revenue: MonthlyFigure) => (cost.sentence === revenue.sentence && !(cost.ownPeriod && revenue.ownPeriod) ? cost.stated > revenue.stated : cost.amount > revenue.amount);

function burnAboveMonthlyRevenue(burns: readonly MonthlyFigure[], revenues: readonly MonthlyFigure[]): RiskFlag | null {
  const revenueByCurrency = largestByCurrency(revenues);
  for (const burn of largestByCurrency(burns).values()) {
    const revenue = revenueByCurrency.get(burn.currency);
    if (!revenue || !above(burn, revenue)) continue;
    const title = message('Monthly burn ({{burn}}) exceeds monthly revenue ({{revenue}})', { burn: wholeAmount(burn.currency, burn.amount), revenue: wholeAmount(revenue.currency, revenue.amount) });
    return figureFlag('burn-above-revenue', severity(burn.amount, revenue.amount), [burn.sentence, revenue.sentence], title);
  }
  return null;
}

export function costsAboveRevenue(series: readonly FigureSeries[], burns: readonly MonthlyFigure[], costs: readonly MonthlyFigure[], revenues: readonly MonthlyFigure[]): RiskFlag | null {
  return costRowsAboveRevenue(series) ?? burnAboveMonthlyRevenue([...burns, ...costs], revenues);
}
