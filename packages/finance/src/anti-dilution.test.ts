import { describe, it, expect } from 'vitest';
import { adjustedConversionPrice, conversionPriceOf } from './anti-dilution';
import { type AntiDilution, type CapTable, capTableOwnership, defineShareClass } from './cap-table';
import { frac } from './fraction';
import { applyPricedRound } from './priced-round';

const M = 1_000_000_00;

/**
 * A Series A of 1,000,000 shares bought at $1.00 (conversion price $1.00), 4,000,000
 * founders' common and 1,000,000 options granted; then a Series B down round at $0.50:
 * a $3,000,000 pre-money over 6,000,000 fully diluted shares, $1,000,000 of new money for
 * 2,000,000 Series B shares.
 */
function seriesA(antiDilution: AntiDilution): CapTable {
  return {
    classes: [
      defineShareClass({ id: 'common', name: 'Common', kind: 'common' }),
      defineShareClass({ id: 'options', name: 'Options', kind: 'option' }),
      defineShareClass({ id: 'series-a', name: 'Series A', kind: 'preferred', seniority: 1, issuePriceCents: 100, antiDilution }),
    ],
    holders: [
      { id: 'founders', name: 'Founders', type: 'founder' },
      { id: 'team', name: 'Team', type: 'employee' },
      { id: 'a-fund', name: 'A Fund', type: 'investor' },
      { id: 'b-fund', name: 'B Fund', type: 'investor' },
    ],
    holdings: [
      { holderId: 'founders', classId: 'common', shares: 4_000_000 },
      { holderId: 'team', classId: 'options', shares: 1_000_000, exercisePriceCents: 10 },
      { holderId: 'a-fund', classId: 'series-a', shares: 1_000_000 },
    ],
    unallocatedOptionPool: 0,
  };
}

const downRound = (antiDilution: AntiDilution) =>
  applyPricedRound({
    table: seriesA(antiDilution),
    round: { preMoneyValuationCents: 3 * M, closingDate: '2026-06-01', investors: [{ holderId: 'b-fund', investmentCents: 1 * M }], series: { id: 'series-b', name: 'Series B' } },
  });

const aFundShares = (antiDilution: AntiDilution) => capTableOwnership(downRound(antiDilution).table).rows.find((r) => r.holderId === 'a-fund')?.fullyDilutedShares;

describe('anti-dilution in a down round (NVCA Model Certificate of Incorporation §4.4.4)', () => {
  it('prices the Series B at $0.50 for 2,000,000 shares', () => {
    const { conversion } = downRound('none');
    expect(conversion.pricePerShareCents).toBe(50);
    expect(conversion.newMoneyShares).toBe(2_000_000);
  });

  it('leaves a class without anti-dilution converting one for one', () => {
    expect(downRound('none').antiDilution).toEqual([]);
    expect(aFundShares('none')).toBe(1_000_000);
  });

  it('full ratchet: the conversion price falls to $0.50, which doubles the conversion shares', () => {
    // CP2 = the new issue's price = $0.50; 1,000,000 × $1.00 ÷ $0.50 = 2,000,000 common.
    const [adjustment] = downRound('full-ratchet').antiDilution;
    expect(adjustment).toEqual({ classId: 'series-a', className: 'Series A', method: 'full-ratchet', conversionPriceBeforeCents: 100, conversionPriceAfterCents: 50, asConvertedBefore: 1_000_000, asConvertedAfter: 2_000_000 });
    expect(aFundShares('full-ratchet')).toBe(2_000_000);
    // 4,000,000 + 1,000,000 + 2,000,000 + 2,000,000 fully diluted after the round.
    expect(capTableOwnership(downRound('full-ratchet').table).totalFullyDiluted).toBe(9_000_000);
  });

  it('broad-based weighted average: CP2 = $1.00 × (6,000,000 + 1,000,000) ÷ (6,000,000 + 2,000,000) = $0.875', () => {
    // A = 4,000,000 common + 1,000,000 Series A as converted + 1,000,000 options granted
    //   = 6,000,000 (NVCA counts outstanding options and convertible securities);
    // B = $1,000,000 ÷ CP1 $1.00 = 1,000,000; C = 2,000,000 Series B shares issued.
    // CP2 = 100¢ × 7,000,000 ÷ 8,000,000 = 87.5¢ exactly (no rounding at $0.0001);
    // conversion shares = 1,000,000 × $1.00 ÷ $0.875 = 1,142,857.14…, rounded down (§4.3: no
    // fractional shares) to 1,142,857.
    const [adjustment] = downRound('broad-based').antiDilution;
    expect(adjustment?.conversionPriceAfterCents).toBe(87.5);
    expect(adjustment?.asConvertedAfter).toBe(1_142_857);
    expect(aFundShares('broad-based')).toBe(1_142_857);
  });

  it('narrow-based weighted average counts only the outstanding shares, so it adjusts further', () => {
    // A = 4,000,000 common + 1,000,000 Series A = 5,000,000 (no options, no convertibles);
    // CP2 = 100¢ × 6,000,000 ÷ 7,000,000 = 85.714285…¢, to the nearest hundredth of a cent
    // 85.71¢; conversion shares = 1,000,000 × 100 ÷ 85.71 = 1,166,725.0029… → 1,166,725.
    const [adjustment] = downRound('narrow-based').antiDilution;
    expect(adjustment?.conversionPriceAfterCents).toBe(85.71);
    expect(adjustment?.asConvertedAfter).toBe(1_166_725);
  });

  it('does not adjust when the round is at or above the conversion price', () => {
    const flat = applyPricedRound({
      table: seriesA('full-ratchet'),
      round: { preMoneyValuationCents: 6 * M, closingDate: '2026-06-01', investors: [{ holderId: 'b-fund', investmentCents: 1 * M }], series: { id: 'series-b', name: 'Series B' } },
    });
    expect(flat.conversion.pricePerShareCents).toBe(100);
    expect(flat.antiDilution).toEqual([]);
  });

  it('starts from a declared conversion ratio: CP1 = issue price ÷ ratio', () => {
    const cp1 = conversionPriceOf(defineShareClass({ id: 's', name: 'Seed', kind: 'preferred', issuePriceCents: 50, conversionRatio: 2 }));
    expect(cp1).toEqual(frac(25));
    // A round at 20¢ with a broad base of 1,000 shares, $100 for 500 shares:
    // CP2 = (25 × 1,000 + 10,000) ÷ (1,000 + 500) = 23.333…¢ → 23.33¢.
    expect(adjustedConversionPrice('broad-based', cp1, { pricePerShareCents: 20, investmentCents: 10_000, newMoneyShares: 500, conversionShares: 0 }, 1_000)).toBe(23.33);
  });
});
