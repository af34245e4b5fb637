import { describe, it, expect } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import fc from 'fast-check';
import { financialMetrics } from './financial-metrics';
import { defaultFinancialAssumptions } from '@baobab/contracts/financial-tools';
import { type FinancialAssumptions, projectFinancials } from './financial-model';

const withDefaults = projectFinancials(defaultFinancialAssumptions);

describe('projection with the spec defaults', () => {
  it('reads an LTV/CAC of 10 from the defaults (500 / 50)', () => {
    expect(financialMetrics(withDefaults).ltvToCac).toBe(10);
  });

  it('doubles monthly revenue over a year at 100% annual growth', () => {
    expect(withDefaults.months[11]?.revenueCents).toBe(20_000_00);
  });

  it('derives $31.25 of monthly revenue per customer from LTV × churn ÷ gross margin (500 × 5% ÷ 80%)', () => {
    expect(withDefaults.arpa).toBe(31.25);
  });

  it('earns back the $50 CAC in 2 months ($31.25 × 80% = $25 of margin a month)', () => {
    expect(financialMetrics(withDefaults).cacPaybackMonths).toBe(2);
  });

  it('projects five years whose figures are the sums of their months', () => {
    expect(withDefaults.years).toHaveLength(5);
    const firstYear = withDefaults.months.slice(0, 12);
    expect(withDefaults.years[0]?.revenueCents).toBe(firstYear.reduce((s, m) => s + m.revenueCents, 0));
    expect(withDefaults.years[0]?.ebitdaCents).toBe(firstYear.reduce((s, m) => s + m.ebitdaCents, 0));
    expect(withDefaults.years[4]?.endingCashCents).toBe(withDefaults.months[59]?.cashBalanceCents);
  });

  it('burns cash at first but reports no runway when the projected cash never runs out', () => {
    // The first year's average burn put runway at 24.3 months while the projection's own
    // balance never went below zero; runway now reads the projection.
    const m = financialMetrics(withDefaults);
    expect(m.burnRate).toBeGreaterThan(0);
    expect(Math.min(...withDefaults.months.map((x) => x.cashBalanceCents))).toBeGreaterThan(0);
    expect(m.runwayMonths).toBeNull();
  });

  it('takes the starting cash as an input and ends the runway in the month the projected cash runs out', () => {
    const tight = projectFinancials(defaultFinancialAssumptions, { startingCash: 50_000 });
    const runway = financialMetrics(tight).runwayMonths ?? Number.NaN;
    const whole = Math.floor(runway);
    expect(whole).toBeGreaterThan(0);
    expect(tight.months[whole - 1]?.cashBalanceCents).toBeGreaterThanOrEqual(0);
    expect(tight.months[whole]?.cashBalanceCents).toBeLessThan(0);
    // The fraction is the share of that month's outflow the remaining cash covers.
    const before = tight.months[whole - 1]?.cashBalanceCents ?? 0;
    expect(runway - whole).toBeCloseTo(before / -(tight.months[whole]?.cashFlowCents ?? 1), 12);
    expect(withDefaults.adjustments).toEqual([]);
  });

  it('never reports a runway that disagrees with the projected balances', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: -50, max: 300 }), fc.integer({ min: 0, max: 200_000 }), (cash, growth, costs) => {
        const p = projectFinancials({ ...defaultFinancialAssumptions, revenueGrowthRate: growth }, { startingCash: cash, monthlyOperatingCosts: costs });
        const runway = financialMetrics(p).runwayMonths;
        if (runway === null) {
          expect(p.months.every((m) => m.cashBalanceCents >= 0)).toBe(true);
          return;
        }
        const whole = Math.floor(runway);
        if (whole > 0 && whole <= p.months.length) expect(p.months[whole - 1]?.cashBalanceCents).toBeGreaterThanOrEqual(0);
        if (whole < p.months.length) expect(p.months[whole]?.cashBalanceCents).toBeLessThan(0);
      }),
      { numRuns: 60 },
    );
  });

  it('gives a negative LTV/CAC when the gross margin is negative', () => {
    // LTV = ARPA × margin × lifetime: $500 of revenue over a lifetime at −20% is −$100.
    const losing = projectFinancials({ ...defaultFinancialAssumptions, grossMargin: -20 });
    expect(financialMetrics(losing).ltvToCac).toBe(-2);
    expect(financialMetrics(projectFinancials({ ...defaultFinancialAssumptions, grossMargin: 0 })).ltvToCac).toBe(0);
  });

  it('never lets revenue pass the market: at most market size ÷ 12 a month', () => {
    const small = projectFinancials({ ...defaultFinancialAssumptions, marketSize: 150_000 });
    for (const m of small.months) expect(m.revenueCents).toBeLessThanOrEqual(12_500_00);
  });

  it('never lowers headcount', () => {
    const shrinking = projectFinancials({ ...defaultFinancialAssumptions, revenueGrowthRate: -90 }, { startingMonthlyRevenue: 1_000_000 });
    const counts = shrinking.months.map((m) => m.headcount);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });
});

describe('defined results for zero and negative inputs', () => {
  it('reports no LTV/CAC when CAC is 0 and no runway when the company is not burning', () => {
    const profitable = projectFinancials({ ...defaultFinancialAssumptions, customerAcquisitionCost: 0 }, { startingMonthlyRevenue: 1_000_000, monthlyOperatingCosts: 0 });
    const m = financialMetrics(profitable);
    expect(m.ltvToCac).toBeNull();
    expect(m.burnRate).toBe(0);
    expect(m.runwayMonths).toBeNull();
    expect(m.burnMultiple).toBe(0);
  });

  it('reports no Rule of 40 without revenue and a zero runway without cash', () => {
    const idle = projectFinancials(defaultFinancialAssumptions, { startingMonthlyRevenue: 0, startingCash: -1_000 });
    const m = financialMetrics(idle);
    expect(m.ruleOf40).toBeNull();
    expect(m.runwayMonths).toBe(0);
    expect(m.burnMultiple).toBeNull();
  });

  it('treats a growth rate below -100% as -100% and says so', () => {
    const collapse = projectFinancials({ ...defaultFinancialAssumptions, revenueGrowthRate: -250 });
    expect(collapse.adjustments.map(englishOf)).toContain('revenueGrowthRate -250 was treated as -100');
    expect(collapse.months[0]?.revenueCents).toBe(0);
  });

  it('gives finite numbers or null for any inputs at all, NaN and infinities included', () => {
    const anyNumber = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(0, -1, Number.NaN, Infinity, -Infinity));
    fc.assert(
      fc.property(
        fc.record({ revenueGrowthRate: anyNumber, marketSize: anyNumber, customerAcquisitionCost: anyNumber, lifetimeValue: anyNumber, churnRate: anyNumber, grossMargin: anyNumber }),
        fc.record({ startingMonthlyRevenue: anyNumber, startingCash: anyNumber, monthlyOperatingCosts: anyNumber, salaryPerHead: anyNumber }),
        (assumptions: FinancialAssumptions, settings) => {
          const projection = projectFinancials(assumptions, settings);
          const metrics = financialMetrics(projection);
          for (const value of Object.values(metrics)) if (value !== null) expect(Number.isFinite(value)).toBe(true);
          for (const row of [...projection.months, ...projection.years]) {
            for (const value of Object.values(row)) if (value !== null) expect(Number.isFinite(value)).toBe(true);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
