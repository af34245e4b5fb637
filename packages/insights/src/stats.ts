/** Order statistics on plain numbers; inputs need not be sorted. */

/**
 * Quantile by linear interpolation between closest ranks (Hyndman & Fan type 7, the
 * default of R, NumPy and Excel's PERCENTILE.INC). p on 0–1. Empty input → null.
 */
export function quantile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * Math.min(1, Math.max(0, p));
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower] ?? 0;
  const high = sorted[upper] ?? low;
  return low + (high - low) * (position - lower);
}

export function median(values: readonly number[]): number | null {
  return quantile(values, 0.5);
}

/**
 * Percentile rank of x among values on 0–100, mid-rank convention: the share of values
 * below x plus half the share equal to it. Empty input → null.
 */
export function percentileRank(values: readonly number[], x: number): number | null {
  if (values.length === 0) return null;
  let below = 0;
  let equal = 0;
  for (const v of values) {
    if (v < x) below += 1;
    else if (v === x) equal += 1;
  }
  return ((below + equal / 2) / values.length) * 100;
}
