/**
 * Time-based vesting: a total number of shares vesting monthly over N months after
 * a cliff, with the Open Cap Format (OCF) allocation conventions for turning a
 * fractional monthly amount into whole shares, and single / double trigger
 * acceleration.
 *
 * Source for the allocation types: OCF schema `enums/AllocationType.schema.json`
 * (18 shares over 4 tranches: cumulative rounding 5-4-5-4, cumulative round down
 * 4-5-4-5, front loaded 5-5-4-4, back loaded 4-4-5-5, front loaded to single tranche
 * 6-4-4-4, back loaded to single tranche 4-4-4-6). The OCF sample "Four Year / One
 * Year Cliff" vests 12/48 at the cliff, then 1/48 monthly, with CUMULATIVE_ROUNDING;
 * that is the default here.
 *
 * Units: shares are integers; months are whole calendar months from the vesting start.
 */
import { floorDiv, roundDivHalfUp } from './rounding';
import { refuse } from './engine-errors';

export const allocationTypes = [
  'CUMULATIVE_ROUNDING',
  'CUMULATIVE_ROUND_DOWN',
  'FRONT_LOADED',
  'BACK_LOADED',
  'FRONT_LOADED_TO_SINGLE_TRANCHE',
  'BACK_LOADED_TO_SINGLE_TRANCHE',
] as const;
export type AllocationType = (typeof allocationTypes)[number];

export type Acceleration = {
  /** single: on a change of control; double: change of control and termination without cause. */
  trigger: 'single' | 'double';
  /** Share of the then-unvested shares that vests on the trigger, 0–100. */
  percentOfUnvested: number;
};

export type VestingTerms = {
  totalShares: number;
  /** Length of the schedule in months (48 for '4-year'); 0 vests everything at once. */
  vestingMonths: number;
  /** Months before anything vests; at the cliff the months so far vest together. */
  cliffMonths: number;
  allocation?: AllocationType;
  acceleration?: Acceleration;
};

export type VestingEvent = { month: number; shares: number; cumulative: number };

export type AccelerationEvents = { changeOfControl: boolean; terminatedWithoutCause: boolean };

/**
 * Months in a schedule label: '4-year' → 48, '36-month' → 36, 'immediate' → 0.
 * Returns null for anything else so callers can report the field.
 */
export function parseVestingSchedule(label: string): number | null {
  const text = label.trim().toLowerCase();
  if (text === 'immediate') return 0;
  const match = /^(\d{1,3})[- ]?(year|yr|month|mo)s?$/.exec(text);
  if (!match) return null;
  const count = Number(match[1]);
  return match[2]?.startsWith('y') ? count * 12 : count;
}

/**
 * Split `total` shares into `periods` whole-share tranches per the OCF allocation type.
 * Cumulative types round the running exact total (total × k / periods) and take
 * differences, so tranches always sum to `total` exactly.
 */
export function trancheAmounts(total: number, periods: number, allocation: AllocationType = 'CUMULATIVE_ROUNDING'): number[] {
  assertWholeShares(total);
  if (!Number.isInteger(periods) || periods < 1) throw refuse('periods', { periods: String(periods) });
  const base = floorDiv(total, periods);
  const extra = total - base * periods;
  const tranches: number[] = [];
  switch (allocation) {
    case 'CUMULATIVE_ROUNDING':
    case 'CUMULATIVE_ROUND_DOWN': {
      const cumulativeAt = allocation === 'CUMULATIVE_ROUNDING'
        ? (k: number) => roundDivHalfUp(total * k, periods)
        : (k: number) => floorDiv(total * k, periods);
      for (let k = 1; k <= periods; k++) tranches.push(cumulativeAt(k) - cumulativeAt(k - 1));
      return tranches;
    }
    case 'FRONT_LOADED':
      for (let k = 0; k < periods; k++) tranches.push(base + (k < extra ? 1 : 0));
      return tranches;
    case 'BACK_LOADED':
      for (let k = 0; k < periods; k++) tranches.push(base + (k >= periods - extra ? 1 : 0));
      return tranches;
    case 'FRONT_LOADED_TO_SINGLE_TRANCHE':
      for (let k = 0; k < periods; k++) tranches.push(base + (k === 0 ? extra : 0));
      return tranches;
    case 'BACK_LOADED_TO_SINGLE_TRANCHE':
      for (let k = 0; k < periods; k++) tranches.push(base + (k === periods - 1 ? extra : 0));
      return tranches;
  }
}

/**
 * The vesting events of a schedule: one at the cliff carrying the months up to it,
 * then one per month. Monthly tranches are allocated over the whole schedule first
 * and the cliff lumps the first `cliffMonths` of them, as in the OCF sample.
 */
export function vestingSchedule(terms: VestingTerms): VestingEvent[] {
  validateTerms(terms);
  const { totalShares, vestingMonths, cliffMonths } = terms;
  if (vestingMonths === 0) return totalShares > 0 ? [{ month: 0, shares: totalShares, cumulative: totalShares }] : [];
  const tranches = trancheAmounts(totalShares, vestingMonths, terms.allocation);
  const events: VestingEvent[] = [];
  let cumulative = 0;
  let pending = 0;
  tranches.forEach((amount, index) => {
    const month = index + 1;
    pending += amount;
    if (month < cliffMonths) return;
    cumulative += pending;
    events.push({ month, shares: pending, cumulative });
    pending = 0;
  });
  return events;
}

/** Shares vested after `monthsElapsed` whole months (before any acceleration). */
export function vestedAtMonth(terms: VestingTerms, monthsElapsed: number): number {
  validateTerms(terms);
  if (monthsElapsed < 0) return 0;
  if (terms.vestingMonths === 0) return terms.totalShares;
  if (monthsElapsed < terms.cliffMonths) return 0;
  const months = Math.min(Math.floor(monthsElapsed), terms.vestingMonths);
  const tranches = trancheAmounts(terms.totalShares, terms.vestingMonths, terms.allocation);
  let vested = 0;
  for (let i = 0; i < months; i++) vested += tranches[i] ?? 0;
  return vested;
}

/**
 * Whole months from `start` to `asOf` (ISO dates, YYYY-MM-DD), counting a month as
 * complete on the vesting day of month, or the month's last day when it is shorter
 * (OCF `VESTING_START_DAY_OR_LAST_DAY_OF_MONTH`). −1 for any date before the start.
 */
export function monthsElapsed(start: string, asOf: string): number {
  const a = parseIsoDate(start);
  const b = parseIsoDate(asOf);
  if (asOf < start) return -1;
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  const vestDay = Math.min(a.day, daysInMonth(b.year, b.month));
  if (b.day < vestDay) months -= 1;
  return months;
}

/** Shares vested on `asOf` for a schedule starting on `start`, with acceleration if triggered. */
export function vestedOnDate(terms: VestingTerms, start: string, asOf: string, events?: AccelerationEvents): number {
  const vested = vestedAtMonth(terms, monthsElapsed(start, asOf));
  return events ? applyAcceleration(terms, vested, events) : vested;
}

/**
 * Vested shares after acceleration. Single trigger fires on a change of control;
 * double trigger needs a change of control and a termination without cause. The
 * accelerated part is `percentOfUnvested` of the unvested shares, rounded down to
 * whole shares so that vesting never exceeds the grant.
 */
export function applyAcceleration(terms: VestingTerms, vested: number, events: AccelerationEvents): number {
  const rule = terms.acceleration;
  if (!rule) return vested;
  const fires = rule.trigger === 'single' ? events.changeOfControl : events.changeOfControl && events.terminatedWithoutCause;
  if (!fires) return vested;
  if (!(rule.percentOfUnvested >= 0 && rule.percentOfUnvested <= 100)) {
    throw refuse('accelerationPercent', { percent: String(rule.percentOfUnvested) });
  }
  const unvested = terms.totalShares - vested;
  // percent may carry decimals: scale to basis points of a percent to stay in integers.
  const bp = Math.round(rule.percentOfUnvested * 100);
  return vested + floorDiv(unvested * bp, 10_000);
}

/** Whole percent of vested over total for display (half up); 0 when nothing was granted. */
export function vestedPercent(vested: number, total: number): number {
  if (total <= 0) return 0;
  return roundDivHalfUp(Math.max(0, Math.min(vested, total)) * 100, total);
}

function validateTerms(terms: VestingTerms): void {
  assertWholeShares(terms.totalShares);
  if (!Number.isInteger(terms.vestingMonths) || terms.vestingMonths < 0) {
    throw refuse('vestingMonths', { months: String(terms.vestingMonths) });
  }
  if (!Number.isInteger(terms.cliffMonths) || terms.cliffMonths < 0 || terms.cliffMonths > Math.max(terms.vestingMonths, 0)) {
    throw refuse('cliffMonths', { months: String(terms.cliffMonths) });
  }
}

function assertWholeShares(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw refuse('totalShares', { shares: String(value) });
}

type IsoDate = { year: number; month: number; day: number };

function parseIsoDate(text: string): IsoDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw refuse('isoDate', { text });
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > daysInMonth(date.year, date.month)) {
    throw refuse('calendarDate', { text });
  }
  return date;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
