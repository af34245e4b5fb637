import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { add, ceilOf, compare, div, floorOf, frac, fromDecimal, mul, roundHalfUpOf, sub, toNumber } from './fraction';

describe('exact fractions', () => {
  it('reads 8.125 as 8125/1000, not as its binary value', () => {
    expect(fromDecimal(8.125)).toEqual(frac(65n, 8n));
    expect(fromDecimal(0.1)).toEqual(frac(1n, 10n));
    expect(fromDecimal(1e-7)).toEqual(frac(1n, 10_000_000n));
    expect(fromDecimal(-2.5)).toEqual(frac(-5n, 2n));
  });

  it('divides 9,000,000 by 0.9 to exactly 10,000,000', () => {
    expect(div(frac(9_000_000), fromDecimal(0.9))).toEqual(frac(10_000_000));
  });

  it('floors, ceils and rounds half up, negatives included', () => {
    expect([floorOf(frac(7, 2)), ceilOf(frac(7, 2)), roundHalfUpOf(frac(7, 2))]).toEqual([3n, 4n, 4n]);
    expect([floorOf(frac(-7, 2)), ceilOf(frac(-7, 2)), roundHalfUpOf(frac(-7, 2))]).toEqual([-4n, -3n, -3n]);
    expect(floorOf(frac(6, 3))).toBe(2n);
  });

  it('satisfies the field laws on random fractions', () => {
    const q = fc.tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 12n })).map(([n, d]) => frac(n, d));
    fc.assert(
      fc.property(q, q, (a, b) => {
        expect(sub(add(a, b), b)).toEqual(a);
        if (b.n !== 0n) expect(mul(div(a, b), b)).toEqual(a);
        // Antisymmetry as a sum: -compare(b, a) of two equal fractions is -0, which toBe (Object.is) tells from 0.
        expect(compare(a, b) + compare(b, a)).toBe(0);
        expect(floorOf(a) <= ceilOf(a)).toBe(true);
        expect(Math.abs(toNumber(a) - Number(a.n) / Number(a.d))).toBe(0);
      }),
    );
  });
});
