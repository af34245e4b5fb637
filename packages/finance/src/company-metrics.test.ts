import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultFinancialAssumptions } from '@baobab/contracts/financial-tools';
import { addMonths, cashMetricsByMonth, latestCashPosition, monthRange, type CashSeries, type Month } from './company-metrics';
import { financialMetrics } from './financial-metrics';
import { projectFinancials } from './financial-model';

const series = (cash: Record<Month, number>, recordedBurn: Record<Month, number> = {}): CashSeries => ({
  cash: new Map(Object.entries(cash)),
  recordedBurn: new Map(Object.entries(recordedBurn)),
});
const byMonth = (input: CashSeries) => Object.fromEntries(cashMetricsByMonth(input).map((m) => [m.month, m]));

describe('months', () => {
  it('steps across a year end both ways', () => {
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
  });
  it('lists a range oldest first, and nothing when it is backwards', () => {
    expect(monthRange('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthRange('2026-02', '2025-11')).toEqual([]);
  });
  it('refuses text that is not a month', () => {
    expect(() => addMonths('2026-13', 1)).toThrow(RangeError);
  });
});

describe('net burn, burn rate and runway from monthly cash', () => {
  it('works a founder-style example by hand: $500,000 falling by $30,000, $40,000 and $20,000', () => {
    // Cash in cents. Net burns: Feb 3,000,000; Mar 4,000,000; Apr 2,000,000 → rate 9,000,000 ÷ 3 = 3,000,000.
    // Runway in April: 41,000,000 ÷ 3,000,000 = 13.67 → 13.7 months.
    const m = byMonth(series({ '2026-01': 50_000_000, '2026-02': 47_000_000, '2026-03': 43_000_000, '2026-04': 41_000_000 }));
    expect(m['2026-01']).toEqual({ month: '2026-01', netBurn: null, burnRateMinor: null, runway: null });
    expect(m['2026-02']!.netBurn).toEqual({ minor: 3_000_000, source: 'cash' });
    expect(m['2026-02']!.runway).toEqual({ months: 15.7 }); // 47,000,000 ÷ 3,000,000 = 15.67
    expect(m['2026-03']!.burnRateMinor).toBe(3_500_000);
    expect(m['2026-04']!.burnRateMinor).toBe(3_000_000);
    expect(m['2026-04']!.runway).toEqual({ months: 13.7 });
  });

  it('averages only the last three months with data', () => {
    const m = byMonth(series({ '2026-01': 1_000_000, '2026-02': 900_000, '2026-03': 800_000, '2026-04': 700_000, '2026-05': 400_000 }));
    // Burns 100,000 ×3 then 300,000: the May rate is (100,000 + 100,000 + 300,000) ÷ 3 = 166,666.67 → 166,667.
    expect(m['2026-05']!.burnRateMinor).toBe(166_667);
    // Runway divides by the exact average: 400,000 × 3 ÷ 500,000 = 2.4.
    expect(m['2026-05']!.runway).toEqual({ months: 2.4 });
  });

  it('shows a month where cash grew as 0 burn, and nets it against the months around it', () => {
    const m = byMonth(series({ '2026-01': 1_000_000, '2026-02': 900_000, '2026-03': 950_000, '2026-04': 850_000 }));
    expect(m['2026-03']!.netBurn).toEqual({ minor: 0, source: 'cash' });
    // Outflows 100,000, −50,000 and 100,000: (150,000) ÷ 3 = 50,000, as financialMetrics nets its months.
    expect(m['2026-04']!.burnRateMinor).toBe(50_000);
    expect(m['2026-04']!.runway).toEqual({ months: 17 });
  });

  it('is not burning (runway null, rate 0) when cash grew over the window', () => {
    const m = byMonth(series({ '2026-01': 100_000, '2026-02': 150_000, '2026-03': 200_000 }));
    expect(m['2026-03']!.burnRateMinor).toBe(0);
    expect(m['2026-03']!.runway).toEqual({ months: null });
  });

  it('gives no runway without cash: 0 when the balance is zero or overdrawn', () => {
    const m = byMonth(series({ '2026-01': 100_000, '2026-02': 0, '2026-03': -20_000 }));
    expect(m['2026-02']!.runway).toEqual({ months: 0 });
    expect(m['2026-03']!.runway).toEqual({ months: 0 });
  });

  it('uses the recorded burn where cash is missing, and cash where it can', () => {
    const input = series({ '2026-01': 900_000, '2026-04': 600_000, '2026-05': 450_000 }, { '2026-02': 100_000, '2026-03': 100_000, '2026-05': 999_999 });
    const m = byMonth(input);
    expect(m['2026-02']!.netBurn).toEqual({ minor: 100_000, source: 'recorded' });
    // April has cash but March does not: its burn is unknown (no recorded one), so the window skips it.
    expect(m['2026-04']!.netBurn).toBeNull();
    expect(m['2026-04']!.burnRateMinor).toBe(100_000);
    expect(m['2026-04']!.runway).toEqual({ months: 6 });
    // May: April and May cash give 150,000; the recorded 999,999 is ignored.
    expect(m['2026-05']!.netBurn).toEqual({ minor: 150_000, source: 'cash' });
    expect(m['2026-05']!.burnRateMinor).toBe(116_667); // (100,000 + 100,000 + 150,000) ÷ 3
    expect(m['2026-05']!.runway).toEqual({ months: 3.9 }); // 450,000 × 3 ÷ 350,000 = 3.857
  });

  it('reads the latest month with cash, even before its burn rate is known', () => {
    expect(latestCashPosition(series({}))).toBeNull();
    expect(latestCashPosition(series({ '2026-01': 500 }))).toMatchObject({ month: '2026-01', runway: null });
    expect(latestCashPosition(series({ '2026-01': 500, '2026-02': 400 }, { '2026-03': 50 }))).toMatchObject({ month: '2026-02', runway: { months: 4 } });
  });

  it('keeps exact minor units far beyond 2^53 in the intermediate products', () => {
    // 9 trillion in minor units: cash × 3 × 10 overflows a double's exact range; BigInt keeps it exact.
    const m = byMonth(series({ '2026-01': 900_000_000_000_000, '2026-02': 899_999_999_999_999 }));
    expect(m['2026-02']!.burnRateMinor).toBe(1);
    expect(m['2026-02']!.runway).toEqual({ months: 899_999_999_999_999 });
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => cashMetricsByMonth(series({ '2026-01': 10.5 }))).toThrow(RangeError);
  });
});

describe('agreement with the financial model (financial-model.ts, financial-metrics.ts)', () => {
  /**
   * Constant-burn inputs, where the two definitions coincide: no revenue growth and no churn keep MRR,
   * payroll (headcount never changes) and operating costs the same every month, so every month's cash
   * flow is the same outflow. financialMetrics averages the first 12 months' net outflow and we average
   * the last 3 months': with a constant outflow both are that outflow. financialMetrics reads runway
   * from the starting cash (month 0), we read it from the latest recorded month k, so with a constant
   * burn ours is the model's minus the k months already spent: both say the cash runs out in the same
   * month.
   */
  const projection = projectFinancials(
    { ...defaultFinancialAssumptions, revenueGrowthRate: 0, churnRate: 0 },
    { startingMonthlyRevenue: 8_000, startingCash: 600_000, monthlyOperatingCosts: 9_000, salaryPerHead: 5_000, startingHeadcount: 6, revenuePerEmployee: 100_000, projectionYears: 2 },
  );
  const model = financialMetrics(projection);
  const monthsOfCash = (count: number): CashSeries => {
    const balances = [Math.round(projection.settings.startingCash * 100), ...projection.months.map((m) => m.cashBalanceCents)];
    return { cash: new Map(balances.slice(0, count + 1).map((balance, k) => [addMonths('2026-01', k), balance])) };
  };

  it('has a constant monthly outflow, so the comparison is fair', () => {
    expect(new Set(projection.months.map((m) => m.cashFlowCents)).size).toBe(1);
    expect(model.burnRate).toBeGreaterThan(0);
  });

  for (const k of [1, 3, 6, 12]) {
    it(`matches the model's burn rate and runway after ${k} recorded month(s)`, () => {
      const latest = latestCashPosition(monthsOfCash(k))!;
      // The model's burn rate is in dollars; ours in cents.
      expect(latest.burnRateMinor).toBe(Math.round(model.burnRate * 100));
      expect(latest.runway!.months! + k).toBeCloseTo(model.runwayMonths!, 1);
    });
  }

  it('agrees that a company whose revenue covers its costs is not burning', () => {
    const profitable = projectFinancials({ ...defaultFinancialAssumptions, revenueGrowthRate: 0, churnRate: 0 }, { startingMonthlyRevenue: 100_000, startingCash: 50_000, projectionYears: 1 });
    const balances = [5_000_000, ...profitable.months.slice(0, 3).map((m) => m.cashBalanceCents)];
    const ours = latestCashPosition({ cash: new Map(balances.map((b, k) => [addMonths('2026-01', k), b])) })!;
    expect(financialMetrics(profitable).burnRate).toBe(0);
    expect(financialMetrics(profitable).runwayMonths).toBeNull();
    expect(ours.burnRateMinor).toBe(0);
    expect(ours.runway).toEqual({ months: null });
  });

  it("nets a varying projection's last three months as the model nets its months", () => {
    const growing = projectFinancials(defaultFinancialAssumptions, { startingCash: 400_000, projectionYears: 1 });
    const balances = [40_000_000, ...growing.months.map((m) => m.cashBalanceCents)];
    const ours = latestCashPosition({ cash: new Map(balances.map((b, k) => [addMonths('2026-01', k), b])) })!;
    const lastThree = growing.months.slice(-3).reduce((sum, m) => sum + m.cashFlowCents, 0);
    expect(ours.burnRateMinor).toBe(lastThree < 0 ? Math.round(-lastThree / 3) : 0);
  });
});

describe('properties', () => {
  const month = (k: number) => addMonths('2024-01', k);
  /** Up to 24 consecutive months of cash, some months missing, and recorded burns here and there. */
  const cashSeries = fc
    .record({
      cash: fc.array(fc.option(fc.integer({ min: -1_000_000, max: 100_000_000 }), { nil: undefined, freq: 4 }), { minLength: 1, maxLength: 24 }),
      burns: fc.array(fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: undefined }), { minLength: 0, maxLength: 24 }),
    })
    .map(({ cash, burns }) => ({
      cash: new Map(cash.flatMap((value, k) => (value === undefined ? [] : [[month(k), value] as const]))),
      recordedBurn: new Map(burns.flatMap((value, k) => (value === undefined ? [] : [[month(k), value] as const]))),
    }));
  /** A longer runway compares greater; not burning (null) is the longest. */
  const length = (runway: { months: number | null } | null) => (runway === null ? null : (runway.months ?? Number.POSITIVE_INFINITY));

  it('more cash every month never shortens the runway', () => {
    fc.assert(
      fc.property(cashSeries, fc.integer({ min: 0, max: 50_000_000 }), (input, extra) => {
        const more = { ...input, cash: new Map([...input.cash].map(([m, v]) => [m, v + extra])) };
        const before = cashMetricsByMonth(input);
        const after = cashMetricsByMonth(more);
        before.forEach((m, i) => {
          const a = length(m.runway);
          const b = length(after[i]!.runway);
          if (a !== null) expect(b).toBeGreaterThanOrEqual(a);
        });
      }),
    );
  });

  it('more cash in the latest month never shortens the runway', () => {
    fc.assert(
      fc.property(cashSeries, fc.integer({ min: 0, max: 50_000_000 }), (input, extra) => {
        fc.pre(input.cash.size > 0);
        const latest = [...input.cash.keys()].sort().at(-1)!;
        const more = { ...input, cash: new Map(input.cash).set(latest, input.cash.get(latest)! + extra) };
        const a = length(latestCashPosition(input)!.runway);
        const b = length(latestCashPosition(more)!.runway);
        if (a !== null) expect(b).toBeGreaterThanOrEqual(a);
      }),
    );
  });

  it('a higher recorded burn never lengthens the runway', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 6 }),
        fc.nat({ max: 5 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        (cash, burns, which, raise) => {
          // Cash only in the latest month, so every burn in the window is the recorded one.
          const at = burns.length;
          const input = (b: number[]) => ({ cash: new Map([[month(at), cash]]), recordedBurn: new Map(b.map((v, k) => [month(k + 1), v] as const)) });
          const higher = burns.map((v, k) => (k === which % burns.length ? v + raise : v));
          const a = length(latestCashPosition(input(burns))!.runway)!;
          const b = length(latestCashPosition(input(higher))!.runway)!;
          expect(b).toBeLessThanOrEqual(a);
        },
      ),
    );
  });

  it('a steady burn B from cash C gives C ÷ B months, to the nearest tenth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 6 }), (burn, monthsLeft, recorded) => {
        const latestCash = burn * monthsLeft;
        const cash = new Map(Array.from({ length: recorded + 1 }, (_, k) => [month(k), latestCash + burn * (recorded - k)] as const));
        const latest = latestCashPosition({ cash })!;
        expect(latest.burnRateMinor).toBe(burn);
        expect(latest.runway).toEqual({ months: monthsLeft });
      }),
    );
  });
});

/**
 * The one definition every screen states (decision 0028), as a founder would check it by hand on the
 * latest position: burn = average net outflow of the last 3 months with one, runway = cash ÷ burn.
 */
describe('the latest position, worked by hand', () => {
  it('with fewer than three months: averages the months there are (two months of cash give one month of burn)', () => {
    expect(latestCashPosition(series({ '2026-03': 90_000_00, '2026-04': 80_000_00 }))).toMatchObject({ burnRateMinor: 10_000_00, runway: { months: 8 } });
    // Three months of cash give two: (10,000 + 20,000) ÷ 2 = 15,000; 60,000 ÷ 15,000 = 4.
    expect(latestCashPosition(series({ '2026-02': 90_000_00, '2026-03': 80_000_00, '2026-04': 60_000_00 }))).toMatchObject({ burnRateMinor: 15_000_00, runway: { months: 4 } });
  });

  it('with positive cash flow: burn 0 and no runway limit, even after burning months before the window', () => {
    const growing = series({ '2026-01': 100_00, '2026-02': 50_00, '2026-03': 60_00, '2026-04': 70_00, '2026-05': 80_00 });
    expect(latestCashPosition(growing)).toMatchObject({ month: '2026-05', burnRateMinor: 0, runway: { months: null } });
  });

  it('with missing cash: the latest month that has cash is the as-of month, and a gap reads the recorded burn', () => {
    // March has no balance: April's burn cannot come from cash, so the recorded 30,000 is used.
    const gap = series({ '2026-01': 500_000_00, '2026-02': 470_000_00, '2026-04': 400_000_00 }, { '2026-04': 30_000_00 });
    expect(latestCashPosition(gap)).toMatchObject({ month: '2026-04', burnRateMinor: 30_000_00, runway: { months: 13.3 } });
    // Cash recorded for earlier months only: the position is as of the last of them.
    expect(latestCashPosition(series({ '2026-01': 500_000_00, '2026-02': 470_000_00 }, { '2026-03': 40_000_00 }))?.month).toBe('2026-02');
  });
});
