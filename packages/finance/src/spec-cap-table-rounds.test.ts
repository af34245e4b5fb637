import { describe, it, expect } from 'vitest';
import { type SpecCapTableInput, type SpecShareholderEntry, specCapTable } from './spec-cap-table';

const vesting = { total: 0, vested: 0, cliff: 0, schedule: 'immediate' };
const entry = (shareholderName: string, shares: number, shareClass: string, antiDilution = 'None'): SpecShareholderEntry =>
  ({ shareholderName, shareholderType: shareClass === 'Common' ? 'founder' : 'investor', shares, shareClass, vesting, liquidationPreference: 1, antiDilution });

/** The down round of anti-dilution.test.ts in the spec's shape: a Series A at $1.00, a Series B at $0.50. */
const downRound = (antiDilution: string, declared?: 'full-ratchet' | 'broad-based' | 'narrow-based' | 'none'): SpecCapTableInput => ({
  shares: [entry('Founders', 4_000_000, 'Common'), entry('Team', 1_000_000, 'Options'), entry('A Fund', 1_000_000, 'Series A', antiDilution)],
  shareClasses: [{ name: 'Series A', kind: 'preferred', issuePrice: 1, ...(declared ? { antiDilution: declared } : {}) }],
  pricedRound: { seriesName: 'Series B', investorName: 'B Fund', preMoneyValuation: 3_000_000, investment: 1_000_000, closingDate: '2026-06-01' },
});

const percentOf = (result: ReturnType<typeof specCapTable>, name: string) => result.shareholders.filter((s) => s.shareholderName === name).reduce((sum, s) => sum + s.percentage, 0);

describe('spec cap table: down rounds and round options', () => {
  it("reads an entry's Weighted Average as the NVCA broad-based weighted average", () => {
    const result = specCapTable(downRound('Weighted Average'));
    expect(result.antiDilutionAdjustments).toEqual([{ shareClass: 'Series A', method: 'broad-based', conversionPriceBefore: 1, conversionPriceAfter: 0.875, asConvertedSharesBefore: 1_000_000, asConvertedSharesAfter: 1_142_857 }]);
    // 4,000,000 + 1,000,000 + 1,142,857 + 2,000,000 = 8,142,857 fully diluted.
    expect(result.totalShares).toBe(8_142_857);
    expect(percentOf(result, 'A Fund')).toBeCloseTo((1_142_857 / 8_142_857) * 100, 10);
  });

  it('lets a declared method win over the entries, and Full Ratchet double the conversion shares', () => {
    expect(specCapTable(downRound('Weighted Average', 'narrow-based')).antiDilutionAdjustments?.[0]?.conversionPriceAfter).toBe(0.8571);
    expect(specCapTable(downRound('Full Ratchet')).antiDilutionAdjustments?.[0]?.asConvertedSharesAfter).toBe(2_000_000);
    expect(specCapTable(downRound('Weighted Average', 'none')).antiDilutionAdjustments).toEqual([]);
  });

  it('pays a down round exactly the exit value, the adjusted class converting when it gains', () => {
    const result = specCapTable({ ...downRound('Full Ratchet'), exitValues: [90_000_000] });
    const distribution = result.scenarios[0]?.distribution ?? [];
    expect(distribution.reduce((sum, d) => Math.round((sum + d.payout) * 100) / 100, 0)).toBe(90_000_000);
    // At $90M everyone converts; the team's options are unvested, so they take nothing and A
    // Fund's 2,000,000 of the 8,000,000 common paid (4M + 2M + Series B's 2M) is $22.5M.
    expect(distribution.find((d) => d.shareholder === 'A Fund')?.payout).toBe(22_500_000);
  });

  it('adds co-investors, a post-money pool and pro-rata allocations', () => {
    const result = specCapTable({
      shares: [entry('Founders', 6_000_000, 'Common'), entry('Seed fund', 2_000_000, 'Common')],
      pricedRound: { seriesName: 'Series A', investorName: 'Lead', preMoneyValuation: 20_000_000, investment: 3_750_000, coInvestors: [{ investorName: 'Seed fund', investment: 1_250_000 }], closingDate: '2026-06-01', proRataHolders: ['Seed fund'] },
    });
    // $2.50 a share, 2,000,000 new shares; the seed fund's 25% is 500,000 of them, $1,250,000.
    expect(result.proRata).toEqual([{ shareholder: 'Seed fund', sharesBefore: 2_000_000, shares: 500_000, amount: 1_250_000 }]);
    expect(percentOf(result, 'Seed fund')).toBe(25);
    const postPool = specCapTable({
      shares: [entry('Founders', 8_000_000, 'Common')],
      unallocatedOptionPool: 1_000_000,
      pricedRound: { seriesName: 'Series A', investorName: 'Lead', preMoneyValuation: 9_000_000, investment: 3_000_000, closingDate: '2026-06-01', optionPoolTargetPercent: 10, poolTiming: 'post-money' },
    });
    expect(postPool.totalShares).toBe(12_222_223);
    expect(postPool.shareholders.find((s) => s.shareholderName === 'Available option pool')?.shares).toBe(1_222_223);
  });
});
