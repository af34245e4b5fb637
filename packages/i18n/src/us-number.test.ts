import { describe, expect, it } from 'vitest';
import { formatUsNumber } from './us-number';

describe('formatUsNumber', () => {
  it('writes what toLocaleString("en-US") writes', () => {
    for (const value of [0, -0, -0.5, 7, 1234, 1234567.891, -9876543.21, 0.0001, -0.0001, 0.0005, 2.0005, 99.9996, 1e20 + 0.5, 1e21, Number.NaN, Infinity]) {
      expect(formatUsNumber(value)).toBe(value.toLocaleString('en-US'));
    }
  });
  it('agrees with toLocaleString across magnitudes and decimals', () => {
    for (let value = 0.000123; value < 1e20; value = value * 1.7 + 0.013) {
      expect(formatUsNumber(value)).toBe(value.toLocaleString('en-US'));
      expect(formatUsNumber(-value)).toBe((-value).toLocaleString('en-US'));
    }
  });

  it('groups thousands', () => {
    expect(formatUsNumber(160000000)).toBe('160,000,000');
  });
});
