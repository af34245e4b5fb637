import { describe, expect, it } from 'vitest';
import { formatCompact, formatCount } from './format';

// The reference: what en-US Intl writes, which these formatters match without loading Intl.
const intlCount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const intlCompact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const samples = [0, 1, 7, 42, 999, 1000, 1049, 1050, 1234, 9999, 12_345, 99_949, 99_950, 123_456, 999_949, 999_950, 999_999, 1_000_000, 1_250_000, 12_345_678, 999_950_000, 2_500_000_000, 7_100_000_000_000];

describe('formatCount', () => {
  it('writes whole numbers with thousands separators, as en-US Intl does', () => {
    for (const value of [...samples, -1234, -999_999]) expect(formatCount(value)).toBe(intlCount.format(value));
  });
});

describe('formatCompact', () => {
  it('writes short figures with at most one decimal, as en-US compact notation does', () => {
    for (const value of [...samples, 12.34, 0.5, -1234, -2_500_000]) expect(formatCompact(value)).toBe(intlCompact.format(value));
  });

  it('agrees with Intl across a sweep of magnitudes', () => {
    for (let value = 1; value < 1e13; value = Math.ceil(value * 1.37 + 1)) expect(formatCompact(value)).toBe(intlCompact.format(value));
  });
});
