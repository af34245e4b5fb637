/**
 * Burn and runway from a startup's monthly cash balances, for its company metrics. Pure: no I/O,
 * no clock.
 *
 * Definitions (the same as `burnRate` and `runwayMonths` in financial-metrics.ts, read from recorded
 * months instead of a projection):
 * - Net burn of month m = cash(m−1) − cash(m), the cash that left the company during m, shown as 0
 *   when cash grew (a month that made money burnt nothing). Only when the month before m has a
 *   recorded cash balance; otherwise the net burn the founder recorded for m, if any.
 * - Burn rate at m = average monthly net cash outflow over the last 3 months with a net burn, up to
 *   and including m. As in financialMetrics, months are netted before averaging (a month where cash
 *   grew by 10 offsets a month where it fell by 10), and the rate is 0 when the total is not an
 *   outflow. Three months is the usual trailing window for a founder's reported burn (e.g. Y
 *   Combinator's "Default Alive" calculator and most investor-update templates use the last 3 months),
 *   so one unusual month does not swing the runway.
 * - Runway at m = cash(m) ÷ burn rate at m, in months; null when not burning (burn rate 0, the cash
 *   never runs out at this rate); 0 when cash(m) ≤ 0 (no cash, no runway), as in financialMetrics.
 *
 * Units and rounding: money in integer minor units of the metric's currency; sums are exact integers
 * (BigInt). The burn rate is the exact average rounded half up to a whole minor unit (for display).
 * Runway divides the cash by the exact, unrounded average and is rounded half up to 0.1 month.
 */
import { refuse } from './engine-errors';

/** A month as 'YYYY-MM'. */
export type Month = string;

export type NetBurn = {
  /** Minor units, ≥ 0 for months read from cash (0 when cash grew); as recorded otherwise. */
  minor: number;
  source: 'cash' | 'recorded';
};

export type MonthCashMetrics = {
  month: Month;
  /** null when neither the two cash balances nor a recorded burn give this month's net burn. */
  netBurn: NetBurn | null;
  /** Average monthly net cash outflow over the last 3 months with a net burn (≤ this month); null without any. */
  burnRateMinor: number | null;
  /**
   * Runway read at this month: null when it cannot be read (no cash balance this month, or no burn rate yet);
   * otherwise `months`, which is null when the company is not burning cash.
   */
  runway: { months: number | null } | null;
};

export type CashSeries = {
  /** Cash balance at the end of each month, integer minor units. */
  cash: ReadonlyMap<Month, number>;
  /** Net burn the founder recorded by hand, integer minor units; used where cash cannot tell. */
  recordedBurn?: ReadonlyMap<Month, number>;
};

/** Months in the trailing window of the burn rate. */
export const BURN_RATE_WINDOW = 3;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function monthIndex(month: Month): number {
  const match = MONTH.exec(month);
  if (!match) throw refuse('notAMonth', { month });
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

function monthOf(index: number): Month {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month `count` months after `month` (before it when negative). */
export function addMonths(month: Month, count: number): Month {
  return monthOf(monthIndex(month) + count);
}

/** Every month from `from` to `to`, both included, oldest first; empty when `to` is before `from`. */
export function monthRange(from: Month, to: Month): Month[] {
  const start = monthIndex(from);
  return Array.from({ length: Math.max(0, monthIndex(to) - start + 1) }, (_, i) => monthOf(start + i));
}

function checkedMinor(value: number, refusal: 'cashMinorUnits' | 'burnMinorUnits', month: Month): bigint {
  if (!Number.isSafeInteger(value)) throw refuse(refusal, { month, value: String(value) });
  return BigInt(value);
}

/** round(numerator / denominator) half up (towards +∞), denominator > 0. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const twice = numerator * 2n + denominator;
  const divisor = denominator * 2n;
  // BigInt division truncates towards zero; floor it for negative quotients.
  const quotient = twice / divisor;
  return twice % divisor !== 0n && twice < 0n ? quotient - 1n : quotient;
}

/**
 * Net burn, burn rate and runway for every month from the earliest to the latest month of the series
 * (cash or recorded burn), oldest first. See the file comment for the definitions.
 */
export function cashMetricsByMonth({ cash, recordedBurn = new Map() }: CashSeries): MonthCashMetrics[] {
  const known = [...cash.keys(), ...recordedBurn.keys()].map(monthIndex);
  if (known.length === 0) return [];
  const cashAt = new Map([...cash].map(([month, value]) => [monthIndex(month), checkedMinor(value, 'cashMinorUnits', month)]));
  const burnAt = new Map([...recordedBurn].map(([month, value]) => [monthIndex(month), checkedMinor(value, 'burnMinorUnits', month)]));

  const out: MonthCashMetrics[] = [];
  // Signed net cash outflow of the months with a net burn so far (growth months negative), newest last.
  const outflows: bigint[] = [];
  for (let index = Math.min(...known); index <= Math.max(...known); index++) {
    const balance = cashAt.get(index);
    const before = cashAt.get(index - 1);
    const recorded = burnAt.get(index);
    let netBurn: NetBurn | null = null;
    if (balance !== undefined && before !== undefined) {
      const outflow = before - balance;
      outflows.push(outflow);
      netBurn = { minor: Number(outflow > 0n ? outflow : 0n), source: 'cash' };
    } else if (recorded !== undefined) {
      outflows.push(recorded);
      netBurn = { minor: Number(recorded), source: 'recorded' };
    }

    const window = outflows.slice(-BURN_RATE_WINDOW);
    const total = window.reduce((sum, value) => sum + value, 0n);
    const isBurning = total > 0n;
    const burnRateMinor = window.length === 0 ? null : isBurning ? Number(divideHalfUp(total, BigInt(window.length))) : 0;

    let runway: MonthCashMetrics['runway'] = null;
    if (balance !== undefined && burnRateMinor !== null) {
      if (balance <= 0n) runway = { months: 0 };
      else if (!isBurning) runway = { months: null };
      // cash ÷ (total ÷ n) in tenths of a month: cash × n × 10 ÷ total, half up.
      else runway = { months: Number(divideHalfUp(balance * BigInt(window.length) * 10n, total)) / 10 };
    }
    out.push({ month: monthOf(index), netBurn, burnRateMinor, runway });
  }
  return out;
}

/**
 * The figures of the latest month with a cash balance (its runway null when no burn rate is known yet);
 * null without any cash balance.
 */
export function latestCashPosition(series: CashSeries): MonthCashMetrics | null {
  const months = cashMetricsByMonth(series);
  return months.findLast((month) => series.cash.has(month.month)) ?? null;
}
