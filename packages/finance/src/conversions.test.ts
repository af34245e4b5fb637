import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { displayPercentages } from './allocation';
import { convertInPricedRound } from './conversions';
import { type ConvertibleNote, type PostMoneySafe, noteInterestCents, safeOwnershipAtCap, safesAsConvertedAtCaps } from './convertible-instruments';

const K = 1_000_00; // $1,000 in cents
const M = 1_000_000_00;

/**
 * YC Post-Money Safe User Guide (2018), Example 1: founders 9,250,000 shares, 300,000
 * options outstanding, 350,000 promised, 100,000 unissued (10,000,000 before the safes);
 * Investor A $200,000 at a $4M post-money cap; Investor B $800,000 at an $8M cap; Series A
 * $5M at a $15M pre-money with a 1,695,000-share pool increase.
 */
const ycSafes: PostMoneySafe[] = [
  { id: 'a', holderId: 'investor-a', investmentCents: 200 * K, valuationCapCents: 4 * M },
  { id: 'b', holderId: 'investor-b', investmentCents: 800 * K, valuationCapCents: 8 * M },
];
const ycCapitalization = { fullyDilutedShares: 10_000_000, unallocatedPool: 100_000 };

describe('post-money safes (YC Post-Money Safe User Guide)', () => {
  it('sells 5% with a $200k safe at a $4M post-money cap and 10% with $800k at $8M', () => {
    expect(safeOwnershipAtCap(200 * K, 4 * M)).toBe(0.05);
    expect(safeOwnershipAtCap(800 * K, 8 * M)).toBe(0.1);
  });

  it('converts Example 1 at Company Capitalization 11,764,705: A 588,235 shares, B 1,176,470', () => {
    const result = convertInPricedRound(ycCapitalization, { preMoneyValuationCents: 15 * M, investmentCents: 5 * M, closingDate: '2019-01-01', optionPool: { kind: 'shares', shares: 1_695_000 } }, ycSafes);
    expect(result.companyCapitalization).toBe(11_764_705);
    expect(result.conversions.map((c) => c.shares)).toEqual([588_235, 1_176_470]);
    expect(result.conversions.map((c) => c.basis)).toEqual(['valuation cap', 'valuation cap']);
    expect(result.conversions[0]?.conversionPriceCents).toBe(34);
  });

  it('prices Example 1 at $1.1144 a share and issues 4,486,719 new shares, 17,946,424 in all', () => {
    const result = convertInPricedRound(ycCapitalization, { preMoneyValuationCents: 15 * M, investmentCents: 5 * M, closingDate: '2019-01-01', optionPool: { kind: 'shares', shares: 1_695_000 } }, ycSafes);
    expect(result.pricePerShareCents).toBe(111.44);
    expect(result.newMoneyShares).toBe(4_486_719);
    expect(result.postMoneyShares).toBe(17_946_424);
  });

  it("shows Example 1's post-money ownership to two decimals, adding up to exactly 100.00%", () => {
    // From the guide's figures: common 9,250,000; options 650,000 (granted and promised);
    // pool 100,000 + 1,695,000; Investor A 588,235; Investor B 1,176,470; Series A
    // 4,486,719; 17,946,424 in all. Investor A owns 5% of the Company Capitalization before
    // the round and 3.28% after; B 10% and 6.56%; the Series A 25.00%.
    const result = convertInPricedRound(ycCapitalization, { preMoneyValuationCents: 15 * M, investmentCents: 5 * M, closingDate: '2019-01-01', optionPool: { kind: 'shares', shares: 1_695_000 } }, ycSafes);
    const [a = 0, b = 0] = result.conversions.map((c) => c.shares);
    expect(displayPercentages([a, b, 10_000_000], 2)).toEqual([5, 10, 85]);
    const rows = [9_250_000, 650_000, 100_000 + result.poolIncreaseShares, a, b, result.newMoneyShares];
    expect(rows.reduce((x, y) => x + y, 0)).toBe(result.postMoneyShares);
    const shown = displayPercentages(rows, 2);
    expect(shown).toEqual([51.54, 3.62, 10, 3.28, 6.56, 25]);
    expect(Math.round(shown.reduce((x, y) => x + y, 0) * 100)).toBe(10_000);
  });

  it("sizes Example 1's pool increase from its 10% post-money target and the rounded conversions: 1,694,570 shares", () => {
    // Sized from the conversions as issued (Company Capitalization 11,764,705), not from
    // their unrounded values: P = (11,764,705 − 100,000) ÷ (1 − 0.1 × 20/15) = 13,459,275
    // exactly, and the increase is 2/15 × P − 100,000 = 1,694,570 exactly. The unrounded
    // conversions gave 1,694,570.14, hence the 1,694,571 this test used to expect.
    const result = convertInPricedRound(ycCapitalization, { preMoneyValuationCents: 15 * M, investmentCents: 5 * M, closingDate: '2019-01-01', optionPool: { kind: 'target-percent', postMoneyPercent: 10 } }, ycSafes);
    expect(result.poolIncreaseShares).toBe(1_694_570);
    expect(result.companyCapitalization).toBe(11_764_705);
    expect(result.preMoneyShares).toBe(13_459_275);
    expect((100_000 + result.poolIncreaseShares) / result.postMoneyShares).toBeGreaterThanOrEqual(0.1);
  });

  it('converts $1M at a $10M post-money cap over 9,000,000 shares into exactly 1,000,000 shares', () => {
    // YC Post-Money Safe User Guide: the safe owns amount ÷ cap = 10% of the Company
    // Capitalization, 9,000,000 ÷ 0.9 = 10,000,000, i.e. 1,000,000 shares at $1.00.
    const safe: PostMoneySafe = { id: 's', holderId: 'x', investmentCents: 1 * M, valuationCapCents: 10 * M };
    const round = convertInPricedRound({ fullyDilutedShares: 9_000_000, unallocatedPool: 0 }, { preMoneyValuationCents: 20 * M, investmentCents: 5 * M, closingDate: '2024-01-01' }, [safe]);
    expect(round.conversions[0]).toMatchObject({ shares: 1_000_000, conversionPriceCents: 100, basis: 'valuation cap' });
    expect(round.companyCapitalization).toBe(10_000_000);
    expect(round.pricePerShareCents).toBe(200);
    expect(round.newMoneyShares).toBe(2_500_000);
    const now = safesAsConvertedAtCaps(9_000_000, [safe]);
    expect(now.conversions[0]?.shares).toBe(1_000_000);
    expect(now.companyCapitalization).toBe(10_000_000);
  });

  it('converts several safes exactly: $500k and $1.5M at a $20M post-money cap over 9,000,000 shares', () => {
    // They own 2.5% and 7.5% of C = 9,000,000 ÷ 0.9 = 10,000,000: 250,000 and 750,000 shares.
    const result = convertInPricedRound({ fullyDilutedShares: 9_000_000, unallocatedPool: 0 }, { preMoneyValuationCents: 30 * M, investmentCents: 5 * M, closingDate: '2024-01-01' }, [
      { id: 'a', holderId: 'a', investmentCents: 500 * K, valuationCapCents: 20 * M },
      { id: 'b', holderId: 'b', investmentCents: 1_500 * K, valuationCapCents: 20 * M },
    ]);
    expect(result.conversions.map((c) => c.shares)).toEqual([250_000, 750_000]);
  });

  it('converts a 12.5% discount safe exactly: $875,000 at a $10M pre-money over 9,000,000 shares is 1,000,000 shares', () => {
    // Shares s = $875,000 ÷ (0.875 × $10M ÷ (9,000,000 + s)) = (9,000,000 + s) ÷ 10, so
    // s = 1,000,000, the round price $1.00 and the discount price $0.875.
    const result = convertInPricedRound({ fullyDilutedShares: 9_000_000, unallocatedPool: 0 }, { preMoneyValuationCents: 10 * M, investmentCents: 2 * M, closingDate: '2024-01-01' }, [
      { id: 'd', holderId: 'd', investmentCents: 875 * K, discountPercent: 12.5 },
    ]);
    expect(result.conversions[0]).toMatchObject({ shares: 1_000_000, basis: 'discount', conversionPriceCents: 87.5 });
    expect(result.pricePerShareCents).toBe(100);
  });

  it('shows safes as converted at their caps without a round (the guide\'s "if it converted now")', () => {
    const now = safesAsConvertedAtCaps(10_000_000, ycSafes);
    expect(now.companyCapitalization).toBe(11_764_705);
    expect(now.conversions.map((c) => c.shares)).toEqual([588_235, 1_176_470]);
  });

  it('converts a discount-only safe at 80% of the round price', () => {
    // Derived from the YC Discount-only safe: $1M at 20% off; 8,000,000 common; $3M at $12M pre.
    // Pre-money shares S = 8,000,000 + S/9.6, so S = 8,930,232.56 and the price is $1.34375.
    const result = convertInPricedRound({ fullyDilutedShares: 8_000_000, unallocatedPool: 0 }, { preMoneyValuationCents: 12 * M, investmentCents: 3 * M, closingDate: '2024-01-01' }, [
      { id: 'd', holderId: 'x', investmentCents: 1 * M, discountPercent: 20 },
    ]);
    expect(result.conversions[0]?.shares).toBe(930_232);
    expect(result.conversions[0]?.basis).toBe('discount');
    expect(result.pricePerShareCents).toBe(134.38);
  });

  it('uses the cap when it gives more shares than the discount, and the round price when neither helps', () => {
    const round = { preMoneyValuationCents: 4 * M, investmentCents: 1 * M, closingDate: '2024-01-01' };
    const result = convertInPricedRound({ fullyDilutedShares: 1_000_000, unallocatedPool: 0 }, round, [
      { id: 'cap', holderId: 'x', investmentCents: 100 * K, valuationCapCents: 2 * M, discountPercent: 10 },
      { id: 'high-cap', holderId: 'y', investmentCents: 100 * K, valuationCapCents: 50 * M },
    ]);
    expect(result.conversions.map((c) => c.basis)).toEqual(['valuation cap', 'round price']);
  });

  it('gives an MFN safe the terms of a better later safe', () => {
    const result = convertInPricedRound({ fullyDilutedShares: 9_000_000, unallocatedPool: 0 }, { preMoneyValuationCents: 20 * M, investmentCents: 5 * M, closingDate: '2024-01-01' }, [
      { id: 'mfn', holderId: 'x', investmentCents: 100 * K, isMfn: true },
      { id: 'later', holderId: 'y', investmentCents: 1 * M, valuationCapCents: 10 * M },
    ]);
    const [mfn, later] = result.conversions;
    expect(mfn?.adoptedTermsOf).toBe('later');
    expect(mfn?.conversionPriceCents).toBe(later?.conversionPriceCents);
  });

  it('refuses safes that would own the whole company at their caps', () => {
    expect(() =>
      convertInPricedRound({ fullyDilutedShares: 1_000, unallocatedPool: 0 }, { preMoneyValuationCents: 1 * M, investmentCents: 0, closingDate: '2024-01-01' }, [
        { id: 'x', holderId: 'x', investmentCents: 1 * M, valuationCapCents: 1 * M },
      ]),
    ).toThrow(/100% or more/);
  });

  it('refuses a safe with neither a cap, a discount nor MFN terms', () => {
    expect(() =>
      convertInPricedRound({ fullyDilutedShares: 1_000, unallocatedPool: 0 }, { preMoneyValuationCents: 1 * M, investmentCents: 0, closingDate: '2024-01-01' }, [{ id: 'x', holderId: 'x', investmentCents: 1 * M }]),
    ).toThrow(/needs a valuation cap, a discount or MFN terms/);
  });

  it('gives every new investor their investment over the post-money, whatever converts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: 20_000_000 }),
        fc.integer({ min: 1, max: 50 }).map((m) => m * M),
        fc.integer({ min: 1, max: 20 }).map((m) => m * M),
        fc.array(fc.record({ amount: fc.integer({ min: 10, max: 500 }), cap: fc.integer({ min: 5, max: 60 }), discount: fc.constantFrom(undefined, 10, 20) }), { maxLength: 4 }),
        (shares, pre, investment, safes) => {
          // A round whose converting safes would be worth its whole pre-money cannot close.
          fc.pre(safes.reduce((sum, s) => sum + (s.amount * K) / (1 - (s.discount ?? 0) / 100), 0) < 0.8 * pre);
          const list: PostMoneySafe[] = safes.map((s, i) => ({ id: `s${i}`, holderId: `h${i}`, investmentCents: s.amount * K, valuationCapCents: s.cap * M, ...(s.discount ? { discountPercent: s.discount } : {}) }));
          const r = convertInPricedRound({ fullyDilutedShares: shares, unallocatedPool: 0 }, { preMoneyValuationCents: pre, investmentCents: investment, closingDate: '2024-01-01' }, list);
          // Shares conserve: the post-money count is the parts added up, every one whole.
          expect(r.postMoneyShares).toBe(shares + r.conversions.reduce((a, c) => a + c.shares, 0) + r.poolIncreaseShares + r.newMoneyShares);
          expect([r.newMoneyShares, r.poolIncreaseShares, ...r.conversions.map((c) => c.shares)].every(Number.isSafeInteger)).toBe(true);
          // Ownership shown to two decimals (largest remainder) adds up to exactly 100.00%.
          const shown = displayPercentages([shares, r.newMoneyShares, ...r.conversions.map((c) => c.shares)], 2);
          expect(Math.round(shown.reduce((a, b) => a + b, 0) * 100)).toBe(10_000);
          // New money owns investment ÷ post-money, up to the rounding of the price to
          // $0.0001 (half of 0.01 cent, relative to the price) and of whole shares.
          const q = investment / (pre + investment);
          const tolerance = q * (0.005 / r.pricePerShareCents) * 1.01 + 2 / r.postMoneyShares;
          expect(Math.abs(r.newMoneyShares / r.postMoneyShares - q)).toBeLessThanOrEqual(tolerance);
        },
      ),
    );
  });

  it('never leaves the option pool below its post-money target', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: 20_000_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 2, max: 50 }).map((m) => m * M),
        fc.integer({ min: 1, max: 20 }).map((m) => m * M),
        fc.constantFrom(5, 7.5, 10, 12.5, 15),
        fc.array(fc.record({ amount: fc.integer({ min: 10, max: 500 }), cap: fc.integer({ min: 5, max: 60 }) }), { maxLength: 3 }),
        (shares, unallocated, pre, investment, target, safes) => {
          // Rounds that can close: the pool shuffle and the safes leave the founders a real stake.
          fc.pre((target / 100) * ((pre + investment) / pre) < 0.5 && safes.reduce((sum, s) => sum + s.amount * K, 0) < 0.2 * pre);
          const list: PostMoneySafe[] = safes.map((s, i) => ({ id: `s${i}`, holderId: `h${i}`, investmentCents: s.amount * K, valuationCapCents: s.cap * M }));
          const r = convertInPricedRound({ fullyDilutedShares: shares, unallocatedPool: unallocated }, { preMoneyValuationCents: pre, investmentCents: investment, closingDate: '2024-01-01', optionPool: { kind: 'target-percent', postMoneyPercent: target } }, list);
          expect(r.conversions.every((c) => Number.isSafeInteger(c.shares))).toBe(true);
          // Integer comparison: pool × 1000 ≥ target‰ × post-money shares.
          expect((unallocated + r.poolIncreaseShares) * 1000).toBeGreaterThanOrEqual(target * 10 * r.postMoneyShares);
          // And not oversized beyond what the price's rounding to $0.0001 can move (the
          // formula uses the valuations, the shares come from the rounded price).
          const excess = unallocated + r.poolIncreaseShares - (target / 100) * r.postMoneyShares;
          if (r.poolIncreaseShares > 0) expect(excess).toBeLessThan(2 + r.postMoneyShares * (0.01 / r.pricePerShareCents));
        },
      ),
    );
  });
});

describe('convertible notes', () => {
  const note: ConvertibleNote = { id: 'n', holderId: 'x', principalCents: 100 * K, annualInterestPercent: 6, issueDate: '2023-01-01', discountPercent: 20 };

  it('accrues simple interest on an Actual/365 basis: $100,000 at 6% for 365 days is $6,000', () => {
    expect(noteInterestCents(note, '2024-01-01')).toBe(6_000_00);
    expect(noteInterestCents(note, '2023-07-02')).toBe(2_991_78);
  });

  it('uses a three-decimal rate as given: $100,000 at 8.125% for 365 days is $8,125.00, not $8,130', () => {
    expect(noteInterestCents({ ...note, annualInterestPercent: 8.125 }, '2024-01-01')).toBe(8_125_00);
    // 181 days Actual/365: 100,000 × 0.08125 × 181/365 = 4,029.1096 → $4,029.11.
    expect(noteInterestCents({ ...note, annualInterestPercent: 8.125, issueDate: '2023-01-31' }, '2023-07-31')).toBe(4_029_11);
  });

  it('uses the day count the note states: 30/360 counts 31 Jan to 31 Jul as 180 days ($4,062.50)', () => {
    // 30/360 US: (D1 = 31 → 30; D2 = 31 → 30 as D1 is 30) 360×0 + 30×6 + 0 = 180 days.
    const thirty = { ...note, annualInterestPercent: 8.125, issueDate: '2023-01-31', dayCount: '30/360' as const };
    expect(noteInterestCents(thirty, '2023-07-31')).toBe(4_062_50);
    expect(noteInterestCents({ ...thirty, issueDate: '2023-02-15' }, '2024-02-15')).toBe(8_125_00);
  });

  it('converts principal and interest at a 20% discount: $106,000 at $0.80 is 132,500 shares', () => {
    // $8M pre-money over 8,000,000 shares gives a $1.00 round price.
    const result = convertInPricedRound({ fullyDilutedShares: 8_000_000, unallocatedPool: 0 }, { preMoneyValuationCents: 8 * M + 106_000_00 / 0.8, investmentCents: 2 * M, closingDate: '2024-01-01' }, [], [note]);
    expect(result.pricePerShareCents).toBe(100);
    expect(result.conversions[0]).toMatchObject({ amountCents: 106_000_00, interestCents: 6_000_00, shares: 132_500, basis: 'discount', conversionPriceCents: 80 });
  });

  it('applies a pre-money cap to the capitalization before the round', () => {
    const capped = { ...note, valuationCapCents: 4 * M, discountPercent: undefined };
    const result = convertInPricedRound({ fullyDilutedShares: 8_000_000, unallocatedPool: 0 }, { preMoneyValuationCents: 16 * M, investmentCents: 4 * M, closingDate: '2024-01-01' }, [], [capped]);
    // Cap price $4M / 8,000,000 = $0.50: $106,000 buys 212,000 shares.
    expect(result.conversions[0]).toMatchObject({ shares: 212_000, basis: 'valuation cap', conversionPriceCents: 50 });
  });
});
