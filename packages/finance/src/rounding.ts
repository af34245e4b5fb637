/**
 * Integer and decimal rounding helpers shared by the engines. Money is handled in
 * integer cents and share counts are integers; these helpers keep the few places
 * where a quotient becomes an integer explicit and exact.
 */

/**
 * floor(a / b) for integers a ≥ 0, b > 0, exact even where the floating-point
 * quotient lands a hair above an integer (the correction steps fix that case).
 */
export function floorDiv(a: number, b: number): number {
  let q = Math.floor(a / b);
  if (q * b > a) q -= 1;
  if ((q + 1) * b <= a) q += 1;
  return q;
}

/** round(a / b) half up (towards +∞) for integers a ≥ 0, b > 0: floor((2a + b) / 2b). */
export function roundDivHalfUp(a: number, b: number): number {
  return floorDiv(2 * a + b, 2 * b);
}

/**
 * Round a finite number to `decimals` places, half away from zero. The scaled value is
 * nudged up by one unit in the last place first, so that 1.005 (stored as
 * 1.00499999…) rounds to 1.01 as a person would expect.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const rounded = Math.round(Math.abs(value) * factor * (1 + Number.EPSILON));
  return (Math.sign(value) * rounded) / factor;
}

/** Dollars (possibly with cents) to integer cents, half away from zero. */
export function dollarsToCents(dollars: number): number {
  return Math.round(roundTo(dollars, 2) * 100);
}

/** Integer cents to dollars (a number with at most two decimals). */
export function centsToDollars(cents: number): number {
  return roundTo(cents / 100, 2);
}

/** Clamp into [min, max]; NaN becomes `fallback`. */
export function clamp(value: number, min: number, max: number, fallback = min): number {
  if (Number.isNaN(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}
