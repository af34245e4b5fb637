import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { capTableExport, waterfallExport } from './cap-table-export';
import { type SpecCapTableInput, specCapTable } from './spec-cap-table';

const noVesting = { total: 0, vested: 0, cliff: 0, schedule: 'immediate' };
const input: SpecCapTableInput = {
  shares: [
    { shareholderName: 'Founder', shareholderType: 'founder', shares: 8_000_000, shareClass: 'Common', vesting: { total: 4_000_000, vested: 1_000_000, cliff: 12, schedule: '4-year' }, liquidationPreference: 1, antiDilution: 'None' },
    { shareholderName: 'Engineer', shareholderType: 'employee', shares: 400_000, shareClass: 'Options', vesting: { total: 400_000, vested: 100_000, cliff: 12, schedule: '4-year' }, liquidationPreference: 0, antiDilution: 'None', exercisePrice: 0.05 },
    { shareholderName: 'Advisor', shareholderType: 'advisor', shares: 100_000, shareClass: 'Options', vesting: noVesting, liquidationPreference: 0, antiDilution: 'None' },
    { shareholderName: 'Seed Fund', shareholderType: 'investor', shares: 1_000_000, shareClass: 'Seed', vesting: noVesting, liquidationPreference: 1, antiDilution: 'None' },
  ],
  shareClasses: [{ name: 'Seed', kind: 'preferred', issuePrice: 1 }],
  unallocatedOptionPool: 500_000,
};

describe('cap table export figures', () => {
  const data = capTableExport(input);

  it('counts vested shares as the engine does: stock less its unvested part, options their vested count', () => {
    // Founder: 4,000,000 of the 8,000,000 are on a schedule and 1,000,000 of those vested, so 5,000,000.
    // Engineer: 100,000 vested options. Advisor: options with nothing vested pay nothing at exit, so 0.
    expect(data.holders.map((h) => [h.holder, h.vestedShares])).toEqual([
      ['Founder', 5_000_000],
      ['Engineer', 100_000],
      ['Advisor', 0],
      ['Seed Fund', 1_000_000],
      ['Available option pool', 0],
    ]);
  });

  it('gives each holder the spec result\'s exact percentage, and each class its share of 10,000,000', () => {
    expect(data.holders.map((h) => h.fullyDilutedPercent)).toEqual(specCapTable(input).shareholders.map((s) => s.percentage));
    expect(data.totalShares).toBe(10_000_000);
    expect(data.classes).toEqual([
      { shareClass: 'Common', classKind: 'common', shares: 8_000_000, fullyDilutedPercent: 80 },
      { shareClass: 'Options', classKind: 'option', shares: 1_000_000, fullyDilutedPercent: 10 },
      { shareClass: 'Seed', classKind: 'preferred', shares: 1_000_000, fullyDilutedPercent: 10 },
    ]);
  });

  it('pays at $500,000 the Seed preference first: $500,000 to Seed Fund and nothing to common', () => {
    const w = waterfallExport(input, 500_000);
    expect(w.holders.find((h) => h.holder === 'Seed Fund')?.payout).toBe(500_000);
    expect(w.classes.map((c) => [c.shareClass, c.payout, c.converted])).toEqual([['Common', 0, false], ['Options', 0, false], ['Seed', 500_000, false]]);
  });

  it('pays holders and classes amounts that each add up to the exit value to the cent (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (exitCents) => {
        const w = waterfallExport(input, exitCents / 100);
        const sum = (xs: { payout: number }[]) => xs.reduce((total, x) => total + Math.round(x.payout * 100), 0);
        expect(sum(w.holders)).toBe(exitCents);
        expect(sum(w.classes)).toBe(exitCents);
        expect(w.holders.map((h) => h.payout)).toEqual(w.holders.map((h) => specCapTable({ ...input, exitValues: [exitCents / 100] }).scenarios[0]?.distribution.find((d) => d.shareholder === h.holder)?.payout));
      }),
      { numRuns: 50 },
    );
  });
});
