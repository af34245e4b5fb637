import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { displayPercentages } from './allocation';
import { defaultFinancialAssumptions } from '@baobab/contracts/financial-tools';
import { type SpecShareholderEntry, specCapTable } from './spec-cap-table';
import { specFinancialModel } from './spec-financial-model';
import { specValuation } from './spec-valuation';
import { valueStartup } from './valuation';

/** The spec's pre-filled shareholders. */
const founders: SpecShareholderEntry[] = [
  { shareholderName: 'Founder 1', shareholderType: 'founder', shares: 7_000_000, shareClass: 'Common', vesting: { total: 7_000_000, vested: 2_000_000, cliff: 12, schedule: '4-year' }, liquidationPreference: 1, antiDilution: 'Weighted Average' },
  { shareholderName: 'Founder 2', shareholderType: 'founder', shares: 3_000_000, shareClass: 'Common', vesting: { total: 3_000_000, vested: 1_000_000, cliff: 12, schedule: '4-year' }, liquidationPreference: 1, antiDilution: 'Weighted Average' },
];

describe('spec cap table', () => {
  it('gives the default founders 10,000,000 shares in one class, split 70% / 30%', () => {
    const result = specCapTable({ shares: founders });
    expect(result.totalShares).toBe(10_000_000);
    expect(result.shareClasses).toEqual(['Common']);
    expect(result.shareholders.map((s) => s.percentage)).toEqual([70, 30]);
  });

  it('builds four exit scenarios around a $10M reference when no valuation is known', () => {
    const result = specCapTable({ shares: founders });
    expect(result.scenarios.map((s) => [s.scenarioName, s.exitValue])).toEqual([
      ['Downside (0.5x)', 5_000_000],
      ['Flat (1x)', 10_000_000],
      ['Upside (3x)', 30_000_000],
      ['Home run (10x)', 100_000_000],
    ]);
    expect(result.scenarios[1]?.distribution).toEqual([
      { shareholder: 'Founder 1', payout: 7_000_000 },
      { shareholder: 'Founder 2', payout: 3_000_000 },
    ]);
  });

  it('uses the exit values it is given, and pays out every cent of each', () => {
    const result = specCapTable({ shares: founders, exitValues: [1_234_567.89] });
    const [scenario] = result.scenarios;
    expect(scenario?.scenarioName).toBe('Exit at $1,234,567.89');
    expect(scenario?.distribution.reduce((s, d) => s + Math.round(d.payout * 100), 0)).toBe(123_456_789);
  });

  it('converts a $500k safe at a $5M post-money cap to 10% before a Series A, which then sells 25%', () => {
    const result = specCapTable({
      shares: founders,
      safes: [{ holderName: 'Angel', investment: 500_000, valuationCap: 5_000_000 }],
      pricedRound: { seriesName: 'Series A', investorName: 'Lead VC', preMoneyValuation: 15_000_000, investment: 5_000_000, closingDate: '2026-06-01' },
    });
    const angel = result.shareholders.find((s) => s.shareholderName === 'Angel');
    const lead = result.shareholders.find((s) => s.shareholderName === 'Lead VC');
    expect(angel?.shares).toBe(1_111_111);
    expect(lead?.percentage).toBeCloseTo(25, 4);
    expect(result.shareClasses).toEqual(['Common', 'Series A', 'Series A-1']);
    // Reference for scenarios: the round's $20M post-money.
    expect(result.scenarios[1]?.exitValue).toBe(20_000_000);
  });

  it('shows capped safes as converted at their caps when there is no round yet', () => {
    const result = specCapTable({ shares: founders, safes: [{ holderName: 'Angel', investment: 500_000, valuationCap: 5_000_000 }] });
    expect(result.shareholders.find((s) => s.shareholderName === 'Angel')?.percentage).toBeCloseTo(10, 4);
  });

  it("pays a safe's purchase amount exactly at an exit that covers it, without a priced round", () => {
    // YC post-money safe, Liquidity Event: the holder takes the greater of the Purchase
    // Amount and the as-converted amount. $200,000 at a $4M cap over 10,000,000 shares is
    // 526,315 shares at $0.38; at a $1M exit converting is worth ~$50,000, so the safe
    // takes $200,000 (526,315 × $0.38 would have paid $199,999.70) and the founders split
    // $800,000 70/30.
    const result = specCapTable({ shares: founders, safes: [{ holderName: 'Angel', investment: 200_000, valuationCap: 4_000_000 }], exitValues: [1_000_000] });
    expect(result.shareholders.find((s) => s.shareholderName === 'Angel')?.shares).toBe(526_315);
    expect(result.scenarios[0]?.distribution).toEqual([
      { shareholder: 'Founder 1', payout: 560_000 },
      { shareholder: 'Founder 2', payout: 240_000 },
      { shareholder: 'Angel', payout: 200_000 },
    ]);
  });

  it('rounds an exit value once, to the cent, and pays out exactly that figure', () => {
    const given = specCapTable({ shares: founders, exitValues: [1_000_000.005] });
    expect(given.scenarios[0]?.exitValue).toBe(1_000_000.01);
    expect(given.scenarios[0]?.scenarioName).toBe('Exit at $1,000,000.01');
    expect(given.scenarios[0]?.distribution.reduce((s, d) => s + Math.round(d.payout * 100), 0)).toBe(100_000_001);
    const half = specCapTable({ shares: founders, latestPostMoneyValuation: 12_345_678.91 });
    expect(half.scenarios[0]?.exitValue).toBe(6_172_839.46);
    expect(half.scenarios[0]?.distribution.reduce((s, d) => s + Math.round(d.payout * 100), 0)).toBe(617_283_946);
  });

  it('over random tables: whole shares, payouts adding up to the exit, safes paid in full when covered, 100% shown', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1_000, max: 5_000_000 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.record({ investment: fc.integer({ min: 100_00, max: 200_000_00 }), capMultiple: fc.integer({ min: 5, max: 40 }) }), { maxLength: 3 }),
        fc.integer({ min: 0, max: 5_000_000_000_00 }),
        (holdings, safes, exitCents) => {
          const shares: SpecShareholderEntry[] = holdings.map((n, i) => ({ shareholderName: `F${i}`, shareholderType: 'founder', shares: n, shareClass: 'Common', vesting: { total: n, vested: n, cliff: 0, schedule: 'immediate' }, liquidationPreference: 1, antiDilution: 'None' }));
          const list = safes.map((x, i) => ({ holderName: `S${i}`, investment: x.investment / 100, valuationCap: (x.investment * x.capMultiple) / 100 }));
          const exit = exitCents / 100;
          const result = specCapTable({ shares, safes: list, exitValues: [exit] });
          for (const row of result.shareholders) expect(Number.isSafeInteger(row.shares)).toBe(true);
          const paid = result.scenarios[0]?.distribution ?? [];
          expect(paid.reduce((s, d) => s + Math.round(d.payout * 100), 0)).toBe(exitCents);
          for (const d of paid) expect(d.payout).toBeGreaterThanOrEqual(0);
          const safeTotal = safes.reduce((s, x) => s + x.investment, 0);
          if (exitCents >= safeTotal) {
            safes.forEach((x, i) => expect(Math.round((paid.find((d) => d.shareholder === `S${i}`)?.payout ?? 0) * 100)).toBeGreaterThanOrEqual(x.investment));
          }
          const percentages = result.shareholders.map((r) => r.percentage);
          expect(Math.abs(percentages.reduce((a, b) => a + b, 0) - 100)).toBeLessThan(1e-9);
          // Shown to two decimals by largest remainder, the rows add up to exactly 100.00%.
          const shown = displayPercentages(percentages);
          expect(Math.round(shown.reduce((a, b) => a + b, 0) * 100)).toBe(10_000);
        },
      ),
      { numRuns: 80 },
    );
  });

  it("accrues a note's interest at its three-decimal rate with the day count it states", () => {
    // $100,000 at 8.125% from 31 Jan to 31 Jul 2025: $4,029.11 Actual/365 (181 days),
    // $4,062.50 on 30/360 (180 days). At a 20% discount to a $8M pre-money over the
    // 10,000,000 founder shares plus the note's own shares s: s = A × P ÷ $6.4M with
    // P = 10,000,000 + s, so s = 165,231.6 for A = $104,029.11 and 165,285.6 for $104,062.50.
    const note = { holderName: 'Angel', principal: 100_000, interestRatePercent: 8.125, issueDate: '2025-01-31', discountPercent: 20 };
    const round = { seriesName: 'Seed', investorName: 'Lead', preMoneyValuation: 8_000_000, investment: 2_000_000, closingDate: '2025-07-31' };
    const shares = (dayCount?: '30/360') => specCapTable({ shares: founders, notes: [{ ...note, ...(dayCount ? { dayCount } : {}) }], pricedRound: round }).shareholders.find((s) => s.shareholderName === 'Angel')?.shares ?? 0;
    const actual = shares();
    const thirty = shares('30/360');
    expect([actual, thirty]).toEqual([165_231, 165_285]);
  });

  it('pays options their vested part net of the exercise price, and lists the free pool', () => {
    const result = specCapTable({
      shares: [...founders, { shareholderName: 'Engineer', shareholderType: 'employee', shares: 400_000, shareClass: 'Options', vesting: { total: 400_000, vested: 100_000, cliff: 12, schedule: '4-year' }, liquidationPreference: 0, antiDilution: 'None', exercisePrice: 0.1 }],
      unallocatedOptionPool: 600_000,
      exitValues: [10_100_000],
    });
    expect(result.totalShares).toBe(11_000_000);
    expect(result.shareholders.at(-1)).toMatchObject({ shareholderName: 'Available option pool', shares: 600_000 });
    // 10,000,000 common + 100,000 vested options: $10.1M + $10,000 exercise money over 10.1M shares = $1.0009901 a share.
    const engineer = result.scenarios[0]?.distribution.find((d) => d.shareholder === 'Engineer');
    expect(engineer?.payout).toBeCloseTo(100_000 * ((10_100_000 + 10_000) / 10_100_000 - 0.1), 1);
  });

  it('refuses a share class it does not know', () => {
    expect(() => specCapTable({ shares: [{ ...founders[0]!, shareClass: 'Series Z' }] })).toThrow(/unknown share class 'Series Z'/);
  });
});

describe('spec financial model', () => {
  it('returns an LTV/CAC of 10 and five yearly projections for the defaults', () => {
    const result = specFinancialModel(defaultFinancialAssumptions);
    expect(result.metrics.ltv_cac).toBe(10);
    expect(result.projections.map((p) => p.year)).toEqual([1, 2, 3, 4, 5]);
    expect(Object.keys(result.projections[0] ?? {})).toEqual(expect.arrayContaining(['year', 'revenue', 'ebitda', 'cashFlow', 'headcount']));
  });

  it('numbers the years from the calendar year given', () => {
    expect(specFinancialModel({ ...defaultFinancialAssumptions, startYear: 2027 }).projections[0]?.year).toBe(2027);
  });
});

describe('spec valuation', () => {
  it('lists only the methods that ran, in dollars, with the recommendation', () => {
    const valuation = valueStartup({ facts: { stage: 'Pre-Seed', productStage: 'prototype', teamSize: 3 } });
    const result = specValuation(valuation);
    expect(Object.keys(result.methods)).toEqual(['berkus']);
    expect(result.methods.berkus).toEqual({ value: 550_000, confidence: expect.any(Number) });
    expect(result.recommendation.fairValue).toBe(550_000);
    expect(result.recommendation.range).toEqual({ min: 550_000, max: 550_000 });
  });
});
