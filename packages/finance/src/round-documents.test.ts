import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { proFormaCapTable, termSheetSummary } from './round-documents';
import { type SpecCapTableInput, type SpecShareholderEntry, specCapTable, specPricedRound } from './spec-cap-table';

const vesting = { total: 0, vested: 0, cliff: 0, schedule: 'immediate' };
const entry = (shareholderName: string, shares: number, shareClass: string, shareholderType = 'founder'): SpecShareholderEntry =>
  ({ shareholderName, shareholderType, shares, shareClass, vesting, liquidationPreference: 1, antiDilution: 'None' });

/** A plain Series A: $2.5M at $10M pre-money on 10,000,000 fully diluted shares is $1.00 a share and 2,500,000 new shares. */
const plain: SpecCapTableInput = {
  shares: [entry('Amina', 6_000_000, 'Common'), entry('Kofi', 3_000_000, 'Common')],
  unallocatedOptionPool: 1_000_000,
  pricedRound: { seriesName: 'Series A', investorName: 'Sahel Ventures', preMoneyValuation: 10_000_000, investment: 2_500_000, closingDate: '2026-06-01' },
};

/** A seed round with a post-money SAFE, a note, a co-investor, a pool target and a 1.5x participating series capped at 3x. */
const seed: SpecCapTableInput = {
  shares: [entry('Amina', 7_000_000, 'Common'), entry('Kofi', 2_000_000, 'Common'), entry('Engineer', 250_000, 'Options', 'employee')],
  unallocatedOptionPool: 750_000,
  safes: [{ holderName: 'Angel Club', investment: 500_000, valuationCap: 8_000_000 }],
  notes: [{ holderName: 'Bridge Fund', principal: 200_000, interestRatePercent: 8, issueDate: '2025-06-01', discountPercent: 20 }],
  pricedRound: {
    seriesName: 'Seed Preferred',
    investorName: 'Lagos Capital',
    preMoneyValuation: 12_000_000,
    investment: 2_000_000,
    coInvestors: [{ investorName: 'Dakar Angels', investment: 500_000 }],
    closingDate: '2026-06-01',
    optionPoolTargetPercent: 10,
    proRataHolders: ['Amina'],
    seriesTerms: { liquidationPreference: 1.5, participation: 'participating', participationCap: 3, antiDilution: 'broad-based', proRata: true },
  },
};

describe('term-sheet summary', () => {
  it('states the plain Series A as its worked example: $1.00 a share, 2,500,000 new shares, $12.5M post-money', () => {
    const summary = termSheetSummary(plain);
    expect(summary.pricePerShare).toBe(1);
    expect(summary.investors).toEqual([{ name: 'Sahel Ventures', investment: 2_500_000, shares: 2_500_000 }]);
    expect(summary.postMoneyValuation).toBe(12_500_000);
    expect(summary.postMoneyShares).toBe(12_500_000);
    expect(summary.series).toMatchObject({ name: 'Series A', liquidationPreference: 1, participation: 'non-participating', seniority: 'senior', conversionRatio: 1, antiDilution: 'none', proRata: false });
    expect(summary.conversions).toEqual([]);
    expect(summary.pool).toEqual({ target: null, increaseShares: 0, timing: 'pre-money', unallocatedAfter: 1_000_000 });
  });

  it("carries the engine's price, series terms, conversions and new shares, never its own", () => {
    const summary = termSheetSummary(seed);
    const result = specCapTable(seed);
    const round = specPricedRound(seed)!;
    expect(summary.pricePerShare).toBe(result.roundPrice?.pricePerShare);
    expect(summary.series).toEqual(result.series);
    expect(summary.proRata).toEqual(result.proRata);
    expect(summary.series).toMatchObject({ liquidationPreference: 1.5, participation: 'participating', participationCap: 3, antiDilution: 'broad-based', proRata: true });
    expect(summary.investors.map((i) => i.shares)).toEqual(round.newMoney.map((n) => n.shares));
    expect(summary.investors.reduce((sum, i) => sum + i.shares, 0)).toBe(result.roundPrice?.newMoneyShares);
    expect(summary.totalInvestment).toBe(2_500_000);
    expect(summary.postMoneyValuation).toBe(14_500_000);
    expect(summary.pool.target).toEqual({ kind: 'percent', percent: 10 });
    expect(summary.pool.increaseShares).toBe(result.roundPrice?.poolIncreaseShares);
    // Each conversion's shares are the result's row for its holder, in the class the engine put it in.
    expect(summary.conversions.map((c) => c.instrument)).toEqual(['safe', 'note']);
    for (const c of summary.conversions) {
      const row = result.shareholders.find((s) => s.shareholderName === c.holder);
      expect(row?.shares).toBe(c.shares);
      expect(row?.shareClass).toBe(c.shareClass);
      expect(c.conversionPrice).toBeLessThan(summary.pricePerShare);
    }
    // The note's amount is its principal with 8% simple interest for the year to the closing date.
    const note = summary.conversions.find((c) => c.instrument === 'note')!;
    expect(note.interest).toBe(16_000);
    expect(note.amount).toBe(216_000);
    expect(note.basis).toBe('discount');
  });

  it('refuses a scenario with no priced round', () => {
    expect(() => termSheetSummary({ shares: plain.shares })).toThrow(RangeError);
    expect(() => proFormaCapTable({ shares: plain.shares })).toThrow(RangeError);
  });
});

describe('pro-forma cap table', () => {
  it('shows the plain Series A before and after: 90% and 10% become 72%, 8% and 20%', () => {
    const table = proFormaCapTable(plain);
    expect(table.totalBefore).toBe(10_000_000);
    expect(table.totalAfter).toBe(12_500_000);
    expect(table.holders.map((h) => [h.holder, h.sharesBefore, h.basisPointsBefore, h.sharesAfter, h.basisPointsAfter])).toEqual([
      ['Amina', 6_000_000, 6_000, 6_000_000, 4_800],
      ['Kofi', 3_000_000, 3_000, 3_000_000, 2_400],
      ['Available option pool', 1_000_000, 1_000, 1_000_000, 800],
      ['Sahel Ventures', 0, 0, 2_500_000, 2_000],
    ]);
    expect(table.classes.map((c) => [c.shareClass, c.sharesBefore, c.sharesAfter, c.basisPointsAfter])).toEqual([
      ['Common', 9_000_000, 9_000_000, 7_200],
      ['Options', 1_000_000, 1_000_000, 800],
      ['Series A', 0, 2_500_000, 2_000],
    ]);
  });

  it("has the engine's after figures: each holder's shares and exact percentage are the scenario result's", () => {
    const table = proFormaCapTable(seed);
    const result = specCapTable(seed);
    for (const row of result.shareholders) {
      const found = table.holders.find((h) => h.holder === row.shareholderName && h.shareClass === row.shareClass);
      expect(found?.sharesAfter).toBe(row.shares);
      expect(found?.percentAfter).toBe(row.percentage);
    }
    // The SAFE and the note are not shares before the round.
    expect(table.holders.find((h) => h.holder === 'Angel Club')?.sharesBefore).toBe(0);
  });

  // The rounding rule the documents state: exact percentages add up to 100 (to float precision); printed
  // ones are rounded to 0.01% by largest remainder, so each column adds up to exactly 100.00% and no row
  // is 0.01% or more from its exact figure.
  const checkTotals = (input: SpecCapTableInput) => {
    const table = proFormaCapTable(input);
    for (const rows of [table.holders, table.classes]) {
      expect(rows.reduce((sum, r) => sum + r.sharesBefore, 0)).toBe(table.totalBefore);
      expect(rows.reduce((sum, r) => sum + r.sharesAfter, 0)).toBe(table.totalAfter);
      expect(rows.reduce((sum, r) => sum + r.percentBefore, 0)).toBeCloseTo(100, 9);
      expect(rows.reduce((sum, r) => sum + r.percentAfter, 0)).toBeCloseTo(100, 9);
      expect(rows.reduce((sum, r) => sum + r.basisPointsBefore, 0)).toBe(10_000);
      expect(rows.reduce((sum, r) => sum + r.basisPointsAfter, 0)).toBe(10_000);
      for (const r of rows) {
        expect(Math.abs(r.basisPointsBefore / 100 - r.percentBefore)).toBeLessThan(0.01);
        expect(Math.abs(r.basisPointsAfter / 100 - r.percentAfter)).toBeLessThan(0.01);
      }
    }
  };

  const pricesRound = (input: SpecCapTableInput) => {
    try {
      specCapTable(input);
      return true;
    } catch (error) {
      if (error instanceof RangeError) return false;
      throw error;
    }
  };

  it('adds up to its totals and to 100.00% in the seed round', () => checkTotals(seed));

  it('adds up to its totals and to 100.00% for any holders, pool and round (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 100_000, max: 9_000_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 1_000_000, max: 50_000_000 }),
        fc.integer({ min: 100_000, max: 10_000_000 }),
        fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
        (holdings, pool, preMoney, investment, target) => {
          const input: SpecCapTableInput = {
            shares: holdings.map((shares, i) => entry(`Holder ${i + 1}`, shares, i % 2 ? 'Options' : 'Common')),
            unallocatedOptionPool: pool,
            pricedRound: { seriesName: 'Series A', investorName: 'Fund', preMoneyValuation: preMoney, investment, closingDate: '2026-06-01', ...(target ? { optionPoolTargetPercent: target } : {}) },
          };
          // Only rounds the engine can price have documents (a price below 0.0001 a share is refused).
          fc.pre(pricesRound(input));
          checkTotals(input);
        },
      ),
      { numRuns: 40 },
    );
  });
});
