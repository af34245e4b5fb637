import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  type AllocationType,
  allocationTypes,
  applyAcceleration,
  monthsElapsed,
  parseVestingSchedule,
  trancheAmounts,
  vestedAtMonth,
  vestedOnDate,
  vestedPercent,
  vestingSchedule,
} from './vesting';

describe('OCF allocation types', () => {
  // Open Cap Format, schema/enums/AllocationType.schema.json: 18 shares over 4 tranches.
  const expected: Record<AllocationType, number[]> = {
    CUMULATIVE_ROUNDING: [5, 4, 5, 4],
    CUMULATIVE_ROUND_DOWN: [4, 5, 4, 5],
    FRONT_LOADED: [5, 5, 4, 4],
    BACK_LOADED: [4, 4, 5, 5],
    FRONT_LOADED_TO_SINGLE_TRANCHE: [6, 4, 4, 4],
    BACK_LOADED_TO_SINGLE_TRANCHE: [4, 4, 4, 6],
  };
  for (const type of allocationTypes) {
    it(`splits 18 shares over 4 tranches as ${expected[type].join('-')} with ${type}`, () => {
      expect(trancheAmounts(18, 4, type)).toEqual(expected[type]);
    });
  }

  it('keeps every tranche within one share of the exact amount, summing to the total, for any allocation type', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), fc.integer({ min: 1, max: 120 }), fc.constantFrom(...allocationTypes), (total, periods, type) => {
        const tranches = trancheAmounts(total, periods, type);
        expect(tranches.reduce((a, b) => a + b, 0)).toBe(total);
        for (const t of tranches) expect(t).toBeGreaterThanOrEqual(0);
        if (type.startsWith('CUMULATIVE') || type === 'FRONT_LOADED' || type === 'BACK_LOADED') {
          for (const t of tranches) expect(Math.abs(t - total / periods)).toBeLessThan(1);
        }
      }),
    );
  });
});

describe('a four-year schedule with a one-year cliff', () => {
  const founder1 = { totalShares: 7_000_000, vestingMonths: 48, cliffMonths: 12 };

  it("parses the spec's '4-year' schedule as 48 months", () => {
    expect(parseVestingSchedule('4-year')).toBe(48);
    expect(parseVestingSchedule('36-month')).toBe(36);
    expect(parseVestingSchedule('immediate')).toBe(0);
    expect(parseVestingSchedule('forever')).toBeNull();
  });

  it('vests nothing before the cliff and 12/48 of 7,000,000 (1,750,000) at it', () => {
    expect(vestedAtMonth(founder1, 11)).toBe(0);
    expect(vestedAtMonth(founder1, 12)).toBe(1_750_000);
  });

  it('vests 1/48 a month after the cliff and everything after 48 months', () => {
    expect(vestedAtMonth(founder1, 13) - vestedAtMonth(founder1, 12)).toBe(145_833);
    expect(vestedAtMonth(founder1, 48)).toBe(7_000_000);
    expect(vestedAtMonth(founder1, 60)).toBe(7_000_000);
  });

  it('lists a cliff event then 36 monthly events that add up to the grant', () => {
    const events = vestingSchedule(founder1);
    expect(events).toHaveLength(37);
    expect(events[0]).toEqual({ month: 12, shares: 1_750_000, cumulative: 1_750_000 });
    expect(events.at(-1)?.cumulative).toBe(7_000_000);
  });

  it('never vests less as months pass and never more than the grant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 60 }), fc.nat(60), (total, months, cliffPick) => {
        const terms = { totalShares: total, vestingMonths: months, cliffMonths: cliffPick % (months + 1) };
        let previous = 0;
        for (let m = 0; m <= months + 2; m++) {
          const vested = vestedAtMonth(terms, m);
          expect(vested).toBeGreaterThanOrEqual(previous);
          expect(vested).toBeLessThanOrEqual(total);
          previous = vested;
        }
        expect(previous).toBe(total);
      }),
    );
  });
});

describe('dates', () => {
  it('counts a month as complete on the vesting day, or the last day of a shorter month', () => {
    expect(monthsElapsed('2024-01-31', '2024-02-28')).toBe(0);
    expect(monthsElapsed('2024-01-31', '2024-02-29')).toBe(1);
    expect(monthsElapsed('2024-01-15', '2025-01-14')).toBe(11);
    expect(monthsElapsed('2024-01-15', '2025-01-15')).toBe(12);
    expect(monthsElapsed('2024-01-15', '2023-12-31')).toBe(-1);
  });

  it('reads the vested shares on a date', () => {
    expect(vestedOnDate({ totalShares: 4_800, vestingMonths: 48, cliffMonths: 12 }, '2024-03-01', '2025-03-01')).toBe(1_200);
  });

  it('rejects a date that is not on the calendar', () => {
    expect(() => monthsElapsed('2024-02-30', '2025-01-01')).toThrow(RangeError);
  });
});

describe('acceleration', () => {
  const terms = { totalShares: 4_800, vestingMonths: 48, cliffMonths: 12 };

  it('vests all unvested shares on a change of control with single-trigger acceleration', () => {
    const single = { ...terms, acceleration: { trigger: 'single' as const, percentOfUnvested: 100 } };
    expect(applyAcceleration(single, 1_200, { changeOfControl: true, terminatedWithoutCause: false })).toBe(4_800);
  });

  it('needs both a change of control and a termination for double-trigger acceleration', () => {
    const double = { ...terms, acceleration: { trigger: 'double' as const, percentOfUnvested: 50 } };
    expect(applyAcceleration(double, 1_200, { changeOfControl: true, terminatedWithoutCause: false })).toBe(1_200);
    expect(applyAcceleration(double, 1_200, { changeOfControl: true, terminatedWithoutCause: true })).toBe(3_000);
  });

  it('rounds a partial acceleration down to whole shares', () => {
    const partial = { ...terms, acceleration: { trigger: 'single' as const, percentOfUnvested: 33.33 } };
    // 33.33% of 3,599 unvested = 1,199.55 → 1,199.
    expect(applyAcceleration(partial, 1_201, { changeOfControl: true, terminatedWithoutCause: false })).toBe(2_400);
  });
});

describe('display', () => {
  it("shows the spec founders' vesting as whole percents: 2,000,000 of 7,000,000 is 29%", () => {
    expect(vestedPercent(2_000_000, 7_000_000)).toBe(29);
    expect(vestedPercent(1_000_000, 3_000_000)).toBe(33);
    expect(vestedPercent(0, 0)).toBe(0);
  });

  it('rejects a cliff longer than the schedule', () => {
    expect(() => vestedAtMonth({ totalShares: 100, vestingMonths: 12, cliffMonths: 13 }, 12)).toThrow(RangeError);
  });
});
