import { describe, expect, it } from 'vitest';
import { xirr } from './xirr';

describe('xirr', () => {
  // Microsoft, "XIRR function" (support.microsoft.com/office/xirr-function-de1242ec-6477-445b-b11b-a303ad9adc9d):
  // the example table's five flows return 0.373362535, "37.34 %".
  it('returns 37.34 % on the flows of Microsoft’s XIRR example', () => {
    const result = xirr([
      { date: '2008-01-01', amount: -10_000 },
      { date: '2008-03-01', amount: 2_750 },
      { date: '2008-10-30', amount: 4_250 },
      { date: '2009-02-15', amount: 3_250 },
      { date: '2009-04-01', amount: 2_750 },
    ]);
    expect(result.reason).toBeNull();
    expect(result.rate).toBeCloseTo(0.373362535, 8);
  });

  it('gives the rate a one-year doubling implies: 100 %', () => {
    expect(xirr([{ date: '2023-01-01', amount: -100 }, { date: '2024-01-01', amount: 200 }]).rate).toBeCloseTo(1, 9);
  });

  it('finds a total loss but for a cent: a rate near −100 %, through bisection', () => {
    const result = xirr([{ date: '2020-01-01', amount: -1_000_000 }, { date: '2021-01-01', amount: 1 }]);
    expect(result.rate).toBeCloseTo(-0.999999, 6);
  });

  it('returns no IRR when every flow has the same sign, and says why', () => {
    expect(xirr([{ date: '2020-01-01', amount: -500 }, { date: '2021-01-01', amount: -500 }])).toEqual({ rate: null, reason: 'one-sign' });
    expect(xirr([])).toEqual({ rate: null, reason: 'one-sign' });
  });

  it('returns no IRR when NPV never crosses zero although the signs differ', () => {
    // −100, +250, −200 a year apart: NPV(r) = −100 + 250x − 200x² (x = 1/(1+r)) is below zero for every x (discriminant < 0).
    expect(xirr([{ date: '2020-01-01', amount: -100 }, { date: '2021-01-01', amount: 250 }, { date: '2022-01-01', amount: -200 }])).toEqual({ rate: null, reason: 'no-root' });
  });

  it('states no rate above +1,000,000 % a year, whether Newton or the scan would find it, and says it is too high', () => {
    // A cent returned as 645,480 dollars 294 days later: Newton finds a rate near 3.9e9 (the case that broke the property
    // "a larger distribution never lowers the IRR"); adding to it moved the root past where Newton converges.
    expect(xirr([{ date: '2019-03-13', amount: -1 }, { date: '2020-01-01', amount: 64_548_063 }])).toEqual({ rate: null, reason: 'too-high' });
    expect(xirr([{ date: '2019-03-13', amount: -1 }, { date: '2020-01-01', amount: 64_548_063 + 179_771_944 }])).toEqual({ rate: null, reason: 'too-high' });
    // Inside the range a rate is still stated: x101 in 365 days is 10,000 % a year.
    expect(xirr([{ date: '2020-01-01', amount: -100 }, { date: '2020-12-31', amount: 10_100 }]).rate).toBeCloseTo(100, 6);
  });

  it('reads a total loss (everything paid in, nothing back, nothing left) as no IRR rather than −100 %', () => {
    expect(xirr([{ date: '2020-01-01', amount: -100 }, { date: '2022-01-01', amount: 0 }]).rate).toBeNull();
  });
});
