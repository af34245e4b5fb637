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
