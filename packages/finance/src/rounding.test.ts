import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { centsToDollars, clamp, dollarsToCents, floorDiv, roundDivHalfUp, roundTo } from './rounding';

describe('rounding', () => {
  it('floors an integer quotient exactly, even near an integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 50 }), fc.integer({ min: 1, max: 10_000 }), (a, b) => {
        const q = floorDiv(a, b);
        expect(q * b).toBeLessThanOrEqual(a);
        expect((q + 1) * b).toBeGreaterThan(a);
      }),
    );
  });

  it('rounds halves up: 9/2 → 5, 13.5 → 14', () => {
    expect(roundDivHalfUp(9, 2)).toBe(5);
    expect(roundDivHalfUp(27, 2)).toBe(14);
    expect(roundDivHalfUp(7, 3)).toBe(2);
  });

  it('rounds 1.005 to 1.01 and -1.005 to -1.01, as a person would', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(111.44372, 2)).toBe(111.44);
  });

  it('keeps every cent of a large amount when rounding to cents', () => {
    expect(roundTo(1_234_567_890_123.45, 2)).toBe(1_234_567_890_123.45);
  });

  it('converts between dollars and cents', () => {
    expect(dollarsToCents(19.99)).toBe(1_999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(centsToDollars(1_999)).toBe(19.99);
  });

  it('clamps into a range and replaces NaN', () => {
    expect(clamp(150, 0, 100)).toBe(100);
    expect(clamp(Number.NaN, 0, 100, 5)).toBe(5);
    expect(clamp(-Infinity, -10, 10)).toBe(-10);
  });
});
