/**
 * XIRR: the annual rate r at which the net present value of dated cash flows is zero,
 *
 *   NPV(r) = Σ amountᵢ / (1 + r)^((dateᵢ − date₀) / 365) = 0,
 *
 * with date₀ the earliest flow's date and a 365-day year, exactly as Microsoft Excel's XIRR defines it
 * (support.microsoft.com, "XIRR function"). Units: amounts in any one currency (their unit cancels),
 * dates YYYY-MM-DD, the rate a fraction per year (0.1 = 10 %). No rounding: the rate is a float found to
 * a tolerance of 1e-10 on r.
 *
 * Root finding: Newton's method from 10 % (Excel's default guess) while it stays inside r > −1 and
 * converges; otherwise bisection on a bracket where NPV changes sign, found by scanning rates from just
 * above −100 % to +1,000,000 % a year. Bisection always converges once a bracket exists.
 *
 * No IRR: when every flow has the same sign (or all are zero) NPV never crosses zero; when every flow is
 * on one day no time has passed for a rate to act on; when the rate is above the scan's highest (a cent
 * returned as millions within weeks), it is too high to state, and is never reported, whichever method
 * found it, so that more money back can never turn a stated rate into none; and when no sign change is
 * found on the scan otherwise there is no rate to report. Each comes back as `{ rate: null, reason }`,
 * never as 0 or NaN, so a screen can say "no IRR" rather than show a made-up figure.
 */
export type DatedAmount = { date: string; amount: number };
export type XirrResult = { rate: number; reason: null } | { rate: null; reason: XirrMissingReason };
/**
 * `one-sign`: nothing both in and out; `same-day`: every flow on one day (no time passed, any rate or none fits);
 * `too-high`: the rate is above +1,000,000 % a year; `no-root`: NPV never reaches zero.
 */
export type XirrMissingReason = 'one-sign' | 'same-day' | 'too-high' | 'no-root';

const DAY_MS = 86_400_000;
const TOLERANCE = 1e-10;
const MAX_NEWTON_STEPS = 50;
const MAX_BISECTION_STEPS = 300;
/** The lowest rate scanned: −99.9999 % a year (at −100 % a later flow's value is infinite). */
const LOWEST_RATE = -0.999999;
const HIGHEST_RATE = 10_000;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

type Term = { years: number; amount: number };

function npv(terms: readonly Term[], rate: number): number {
  let sum = 0;
  for (const t of terms) sum += t.amount / Math.pow(1 + rate, t.years);
  return sum;
}

function npvDerivative(terms: readonly Term[], rate: number): number {
  let sum = 0;
  for (const t of terms) sum -= (t.years * t.amount) / Math.pow(1 + rate, t.years + 1);
  return sum;
}

function newton(terms: readonly Term[], guess: number): number | null {
  let rate = guess;
  for (let step = 0; step < MAX_NEWTON_STEPS; step++) {
    const value = npv(terms, rate);
    const slope = npvDerivative(terms, rate);
    if (!Number.isFinite(value) || !Number.isFinite(slope) || slope === 0) return null;
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= -1) return null;
    if (Math.abs(next - rate) < TOLERANCE) return next;
    rate = next;
  }
  return null;
}

/** Rates to scan for a sign change: dense near zero, where returns usually are, then growing geometrically. */
function scanRates(): number[] {
  const rates = [LOWEST_RATE];
  for (let r = -0.99; r < 1; r += 0.01) rates.push(r);
  for (let r = 1; r <= HIGHEST_RATE; r *= 1.2) rates.push(r);
  return rates;
}

function bisect(terms: readonly Term[], low: number, high: number): number {
  let lowValue = npv(terms, low);
  for (let step = 0; step < MAX_BISECTION_STEPS && high - low > TOLERANCE; step++) {
    const middle = (low + high) / 2;
    const value = npv(terms, middle);
    if (value === 0) return middle;
    if (Math.sign(value) === Math.sign(lowValue)) {
      low = middle;
      lowValue = value;
    } else high = middle;
  }
  return (low + high) / 2;
}

function bracketRoot(terms: readonly Term[]): number | null {
  const rates = scanRates();
  let previous = npv(terms, rates[0]!);
  for (let i = 1; i < rates.length; i++) {
    const value = npv(terms, rates[i]!);
    if (value === 0) return rates[i]!;
    if (Number.isFinite(previous) && Number.isFinite(value) && Math.sign(value) !== Math.sign(previous)) return bisect(terms, rates[i - 1]!, rates[i]!);
    previous = value;
  }
  return null;
}

export function xirr(flows: readonly DatedAmount[]): XirrResult {
  const nonZero = flows.filter((f) => f.amount !== 0);
  const hasIn = nonZero.some((f) => f.amount > 0);
  const hasOut = nonZero.some((f) => f.amount < 0);
  if (!hasIn || !hasOut) return { rate: null, reason: 'one-sign' };
  const start = Math.min(...nonZero.map((f) => dayNumber(f.date)));
  const terms = nonZero.map((f) => ({ years: (dayNumber(f.date) - start) / 365, amount: f.amount }));
  if (terms.every((t) => t.years === 0)) return { rate: null, reason: 'same-day' };
  const viaNewton = newton(terms, 0.1);
  // Newton may land on a root far from where NPV is small relative to the flows; accept it only when it is one.
  const scale = Math.max(...terms.map((t) => Math.abs(t.amount)));
  if (viaNewton !== null && Math.abs(npv(terms, viaNewton)) <= scale * 1e-9) return viaNewton > HIGHEST_RATE ? tooHigh : { rate: viaNewton, reason: null };
  const viaBisection = bracketRoot(terms);
  if (viaBisection !== null) return { rate: viaBisection, reason: null };
  return isRootAboveScan(terms) ? tooHigh : { rate: null, reason: 'no-root' };
}

const tooHigh: XirrResult = { rate: null, reason: 'too-high' };

/**
 * Whether NPV still has to change sign above the highest rate scanned: as the rate grows without bound NPV tends to
 * the first day's flows alone, so a different sign at the highest rate means a root lies beyond it.
 */
function isRootAboveScan(terms: readonly Term[]): boolean {
  const atHighest = npv(terms, HIGHEST_RATE);
  const atInfinity = terms.filter((t) => t.years === 0).reduce((sum, t) => sum + t.amount, 0);
  return Number.isFinite(atHighest) && atHighest !== 0 && atInfinity !== 0 && Math.sign(atHighest) !== Math.sign(atInfinity);
}
