import { describe, expect, it } from 'vitest';
import { type SpecCapTableInput, specCapTable, specPricedRound } from './spec-cap-table';
import { preMoneyForPrice } from './spec-round-price';

const vesting = { total: 0, vested: 0, cliff: 0, schedule: 'immediate' };
const founders = (shares: number) => [{ shareholderName: 'Founders', shareholderType: 'founder', shares, shareClass: 'Common', vesting, liquidationPreference: 1, antiDilution: 'None' }];
const round = { seriesName: 'Series A', investorName: 'Lead', preMoneyValuation: 1, investment: 2_000_000, closingDate: '2026-06-01' };
const exact = (input: SpecCapTableInput, preMoney: number) => preMoney / specPricedRound({ ...input, pricedRound: { ...input.pricedRound!, preMoneyValuation: preMoney } })!.conversion.preMoneyShares;

describe('pre-money for a price per share', () => {
  it('is shares × price when nothing converts and the pool does not move', () => {
    const input = { shares: founders(10_000_000), pricedRound: round };
    expect(preMoneyForPrice(input, 1)).toBe(10_000_000);
    expect(preMoneyForPrice(input, 0.35)).toBe(3_500_000);
  });

  it('is the smallest whole-dollar pre-money reaching the price with a discount SAFE, a note and a pool target in the pre-money', () => {
    const input: SpecCapTableInput = {
      shares: founders(8_000_000),
      unallocatedOptionPool: 500_000,
      safes: [{ holderName: 'Angel', investment: 250_000, discountPercent: 20 }],
      notes: [{ holderName: 'Lender', principal: 100_000, interestRatePercent: 8.125, issueDate: '2025-01-15', valuationCap: 6_000_000 }],
      pricedRound: { ...round, optionPoolTargetPercent: 12 },
    };
    const preMoney = preMoneyForPrice(input, 0.75);
    // More shares than the 8.5M issued: the conversions and the shuffle count in the pre-money.
    expect(preMoney).toBeGreaterThan(8_500_000 * 0.75);
    expect(exact(input, preMoney)).toBeGreaterThanOrEqual(0.75);
    expect(exact(input, preMoney - 1)).toBeLessThan(0.75);
    expect(specCapTable({ ...input, pricedRound: { ...input.pricedRound!, preMoneyValuation: preMoney } }).roundPrice?.pricePerShare).toBe(0.75);
  });

  it('searches past the pre-money values at which a large discount SAFE would take the whole company', () => {
    // Below $2.5M the $2M SAFE at a 20% discount would not settle; the price asked lies above.
    const input: SpecCapTableInput = { shares: founders(8_000_000), safes: [{ holderName: 'Angel', investment: 2_000_000, discountPercent: 20 }], pricedRound: round };
    const preMoney = preMoneyForPrice(input, 0.5);
    expect(exact(input, preMoney)).toBeGreaterThanOrEqual(0.5);
    expect(exact(input, preMoney - 1)).toBeLessThan(0.5);
  });

  it('refuses a price without a round, of zero, or out of reach', () => {
    expect(() => preMoneyForPrice({ shares: founders(1_000) }, 1)).toThrow(RangeError);
    expect(() => preMoneyForPrice({ shares: founders(1_000), pricedRound: round }, 0)).toThrow(RangeError);
    expect(() => preMoneyForPrice({ shares: founders(1_000_000_000), pricedRound: round }, 1e6)).toThrow('no pre-money valuation up to 10 trillion units');
  });
});
