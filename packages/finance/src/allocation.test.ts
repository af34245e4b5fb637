import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { apportion, displayPercentages } from './allocation';

describe('largest-remainder apportionment', () => {
  it('splits 100 cents three ways as 34, 33, 33, giving the spare cent to the first of equal remainders', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
  });

  it('gives the spare units to the largest remainders', () => {
    // Quotas 4.5, 2.7, 2.8: floors 4, 2, 2 leave two units, for the remainders 0.8 and 0.7, not 0.5.
    expect(apportion(10, [45, 27, 28])).toEqual([4, 3, 3]);
  });

  it('never gives a unit to a zero weight', () => {
    expect(apportion(5, [0, 1, 0, 1])).toEqual([0, 3, 0, 2]);
  });

  it('refuses to place a positive total over zero weights or a negative weight', () => {
    expect(() => apportion(1, [0, 0])).toThrow(RangeError);
    expect(() => apportion(1, [1, -1])).toThrow(RangeError);
    expect(apportion(0, [0, 0])).toEqual([0, 0]);
  });

  it('sums exactly to the total and keeps each part within one unit of its quota', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.array(fc.double({ min: 0, max: 1e9, noNaN: true }), { minLength: 1, maxLength: 50 }), (total, weights) => {
        fc.pre(weights.some((w) => w > 0));
        const parts = apportion(total, weights);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        const sum = weights.reduce((a, b) => a + b, 0);
        parts.forEach((p, i) => {
          expect(Number.isInteger(p)).toBe(true);
          expect(Math.abs(p - ((weights[i] ?? 0) * total) / sum)).toBeLessThanOrEqual(1 + 1e-6 * total);
        });
      }),
    );
  });
});

describe('largest remainder against a plain sort', () => {
  /** Textbook Hamilton method: floors, then one unit each to the largest remainders, ties to the lower index. */
  function reference(total: number, weights: number[]): number[] {
    const sum = weights.reduce((a, b) => a + b, 0);
    const quotas = weights.map((w) => (w / sum) * total);
    const parts = quotas.map(Math.floor);
    let left = total - parts.reduce((a, b) => a + b, 0);
    const order = weights.map((_, i) => i).sort((a, b) => quotas[b]! - parts[b]! - (quotas[a]! - parts[a]!) || a - b);
    for (const i of order) {
      if (left > 0 && weights[i]! > 0) {
        parts[i] = parts[i]! + 1;
        left -= 1;
      }
    }
    return parts;
  }

  it('gives the same parts as sorting every remainder, ties included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 200 }), (total, weights) => {
        fc.pre(weights.some((w) => w > 0));
        expect(apportion(total, weights)).toEqual(reference(total, weights));
      }),
    );
  });
});

describe('display percentages', () => {
  it('shows thirds as 33.34, 33.33, 33.33 so that they add up to 100', () => {
    expect(displayPercentages([1, 1, 1])).toEqual([33.34, 33.33, 33.33]);
  });

  it('shows nothing as zeros', () => {
    expect(displayPercentages([0, 0])).toEqual([0, 0]);
  });
});
