/**
 * Largest-remainder (Hamilton) apportionment: split an integer total into integer
 * parts proportional to non-negative weights, so that the parts sum to the total
 * exactly. Each part is its floor quota plus at most one unit; the units left after
 * flooring go to the largest fractional remainders, ties to the earlier index.
 *
 * Used for exit payouts in cents (they must add up to the exit value to the cent)
 * and for display percentages that must add up to 100.
 */
import { refuse } from './engine-errors';

/**
 * Allocate `total` (an integer ≥ 0) in proportion to `weights` (each ≥ 0).
 * When every weight is zero the total cannot be placed: zero total gives zeros,
 * anything else throws.
 */
export function apportion(total: number, weights: ArrayLike<number>): number[] {
  if (!Number.isSafeInteger(total) || total < 0) {
    throw refuse('apportionTotal', { total: String(total) });
  }
  const n = weights.length;
  let weightSum = 0;
  for (let i = 0; i < n; i++) {
    const w = weights[i] ?? 0;
    if (!(w >= 0) || !Number.isFinite(w)) throw refuse('apportionWeight', { weight: String(w) });
    weightSum += w;
  }
  const parts = new Array<number>(n).fill(0);
  if (total === 0) return parts;
  if (weightSum === 0) throw refuse('apportionZeroWeights');

  const remainders = new Float64Array(n);
  let allocated = 0;
  for (let i = 0; i < n; i++) {
    // Share first, then scale: w ÷ Σw ≤ 1 cannot overflow even for tiny weight sums.
    const quota = Math.min(total, ((weights[i] ?? 0) / weightSum) * total);
    const whole = Math.floor(quota);
    parts[i] = whole;
    remainders[i] = quota - whole;
    allocated += whole;
  }
  const leftover = total - allocated;
  // Floating-point quotas can drift by a unit over many parts; both branches keep
  // the exact-sum guarantee whichever way the drift goes.
  if (leftover > 0) giveUnits(parts, remainders, weights, leftover);
  else if (leftover < 0) takeUnits(parts, remainders, -leftover);
  return parts;
}

/**
 * Add `units` to the parts with the largest remainders (ties: lower index first).
 * The cut-off remainder (the units-th largest) is found by selection in linear time,
 * which keeps this fast for the thousands of holdings a waterfall apportions.
 */
function giveUnits(parts: number[], remainders: Float64Array, weights: ArrayLike<number>, units: number): void {
  const eligible = new Int32Array(parts.length);
  let count = 0;
  for (let i = 0; i < parts.length; i++) if ((weights[i] ?? 0) > 0) eligible[count++] = i;
  let left = units;
  while (left >= count) {
    for (let e = 0; e < count; e++) {
      const i = eligible[e] ?? 0;
      parts[i] = (parts[i] ?? 0) + 1;
    }
    left -= count;
  }
  if (left === 0) return;
  const values = new Float64Array(count);
  for (let e = 0; e < count; e++) values[e] = remainders[eligible[e] ?? 0] ?? 0;
  const cutoff = selectKth(values, count - left);
  for (let e = 0; e < count; e++) {
    const i = eligible[e] ?? 0;
    if ((remainders[i] ?? 0) > cutoff) {
      parts[i] = (parts[i] ?? 0) + 1;
      left -= 1;
    }
  }
  for (let e = 0; e < count && left > 0; e++) {
    const i = eligible[e] ?? 0;
    if (remainders[i] === cutoff) {
      parts[i] = (parts[i] ?? 0) + 1;
      left -= 1;
    }
  }
}

/**
 * The k-th smallest value (0-based) of `values`, which it reorders: Hoare's
 * quickselect with a median-of-three pivot (deterministic, linear on average).
 */
function selectKth(values: Float64Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  const at = (i: number) => values[i] ?? 0;
  const swap = (i: number, j: number) => {
    const t = at(i);
    values[i] = at(j);
    values[j] = t;
  };
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (at(mid) < at(lo)) swap(mid, lo);
    if (at(hi) < at(lo)) swap(hi, lo);
    if (at(hi) < at(mid)) swap(hi, mid);
    const pivot = at(mid);
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (at(i) < pivot) i++;
      while (at(j) > pivot) j--;
      if (i <= j) {
        swap(i, j);
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return at(k);
  }
  return at(k);
}

/** Remove `units` from positive parts with the smallest remainders (ties: higher index first). */
function takeUnits(parts: number[], remainders: Float64Array, units: number): void {
  let left = units;
  while (left > 0) {
    const order: number[] = [];
    for (let i = 0; i < parts.length; i++) if ((parts[i] ?? 0) > 0) order.push(i);
    order.sort((a, b) => (remainders[a] ?? 0) - (remainders[b] ?? 0) || b - a);
    for (const i of order) {
      if (left === 0) break;
      parts[i] = (parts[i] ?? 0) - 1;
      left -= 1;
    }
  }
}

/**
 * Percentages for display, rounded to `decimals` places by largest remainder so
 * that they add up to exactly 100 (when any weight is positive). The exact values
 * stay with the caller; this is only for showing them.
 */
export function displayPercentages(weights: readonly number[], decimals = 2): number[] {
  const units = 100 * 10 ** decimals;
  if (weights.every((w) => w === 0)) return weights.map(() => 0);
  return apportion(units, weights).map((u) => u / 10 ** decimals);
}
