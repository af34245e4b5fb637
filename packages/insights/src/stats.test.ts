import { describe, expect, it } from 'vitest';
import { median, percentileRank, quantile } from './stats';

describe('order statistics', () => {
  // Worked example of type-7 quantiles (NumPy's default, `numpy.percentile([1, 2, 3, 4], 25)` = 1.75).
  it('interpolates quantiles between closest ranks', () => {
    expect(quantile([4, 1, 3, 2], 0.25)).toBe(1.75);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(quantile([10], 0.9)).toBe(10);
  });

  it('uses the mid-rank convention for percentile ranks', () => {
    expect(percentileRank([1, 2, 3, 4], 3)).toBe(62.5);
    expect(percentileRank([1, 2, 3, 4], 0)).toBe(0);
    expect(percentileRank([1, 2, 3, 4], 9)).toBe(100);
  });

  it('returns null for empty input', () => {
    expect(quantile([], 0.5)).toBeNull();
    expect(percentileRank([], 1)).toBeNull();
  });
});
