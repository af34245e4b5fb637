/** The facts the figures-first reader reads from a document, before any class is decided on them. */
import type { Period } from './periods';

/**
 * Which line of the accounts a series is: what the company sells, what the sold goods cost, what it spends, the
 * cash it holds at each period's end, the cash it gained (above zero) or lost (below zero) in each period, its burn,
 * or its gross margin as an amount (gross profit) or as a percentage of revenue.
 */
export type AccountLine = 'revenue' | 'cost-of-sales' | 'costs' | 'cash' | 'net-cash-flow' | 'burn' | 'gross-profit' | 'gross-margin-rate';

export interface PeriodFigure { period: Period; value: number }

/** One line's figures by period, in time order, all in one unit, with the document's words that state them. */
export interface FigureSeries {
  line: AccountLine;
  /** The label it was read under, as written ('Total operating costs', 'CA (kMAD)'). */
  label: string;
  points: PeriodFigure[];
  /** The rows, lines or sentence the figures were read from, as written. */
  evidence: string;
  /** Figures of a forecast, budget or plan: what the company expects, never its accounts. */
  projected: boolean;
  /** The series read with it from the same table or sentence, in the same unit (a table's revenue row beside its cost rows). */
  group: string;
}

/**
 * A table's revenue is its largest revenue row: with a total row ('Total des revenus') or a main line beside its parts
 * ('Revenus récurrents' then 'Revenus non récurrents'), a part is no measure of the whole, and costs or a cost of sales
 * set against it would be set against a share of the revenue only. False for a revenue row another row of its group
 * (same table, same unit) exceeds at its latest period.
 */
export function isMainRevenueRow(revenue: FigureSeries, series: readonly FigureSeries[]): boolean {
  const latest = (s: FigureSeries) => s.points[s.points.length - 1]?.value ?? 0;
  return !series.some((s) => s !== revenue && s.line === 'revenue' && s.group === revenue.group && s.projected === revenue.projected && latest(s) > latest(revenue));
}

/** The scale a row's label gives its figures ('Revenue (N$ million)', "Operating costs (N$ '000)"); null when it gives none. */
export function labelScale(label: string): number | null {
  const unit = /\((?:[^()]*[\s$\u20AC\u00A3\u20A6])?('000|000s|k|thousands?|milliers|m|mn|millions?|bn|billions?|milliards?|md)\)\s*$/i.exec(label)?.[1]?.toLowerCase();
  if (!unit) return null;
  if (/^('000|000s|k|thousands?|milliers)$/.test(unit)) return 1e3;
  if (/^(bn|billions?|milliards?|md)$/.test(unit)) return 1e9;
  return 1e6;
}
