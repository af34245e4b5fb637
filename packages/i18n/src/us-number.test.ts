import { describe, expect, it } from 'vitest';
import { formatUsNumber } from './us-number';

describe('formatUsNumber', () => {
  it('writes what toLocaleString("en-US") writes', () => {
    for (const value of [0, -0.5, 7, 1234, 1234567.891, -9876543.21, 0.0001, 1e21, Number.NaN]) {
      expect(formatUsNumber(value)).toBe(value.toLocaleString('en-US'));
    }
  });
  it('groups thousands', () => {
    expect(formatUsNumber(160000000)).toBe('160,000,000');
  });
});
