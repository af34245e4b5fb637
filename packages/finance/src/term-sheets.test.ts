/**
 * Term sheets as founders sign them (decision 0045): worked examples, each from its published
 * source, through the engines and the spec's cap table call.
 */
import { describe, expect, it } from 'vitest';
import { convertInPricedRound } from './conversions';
import { type PostMoneySafe, noteInterestCents } from './convertible-instruments';
import { type SpecCapTableInput, specCapTable } from './spec-cap-table';

const K = 1_000_00; // $1,000 in cents
const M = 1_000_000_00;

const entry = (name: string, shares: number, shareClass: string, type = 'founder') => ({
  shareholderName: name,
  shareholderType: type,
  shares,
  shareClass,
  vesting: { total: shares, vested: shares, cliff: 0, schedule: 'immediate' },
  liquidationPreference: 1,
  antiDilution: 'None',
});

const sharesOf = (result: ReturnType<typeof specCapTable>, name: string) => result.shareholders.filter((h) => h.shareholderName === name).reduce((sum, h) => sum + h.shares, 0);
const payoutOf = (result: ReturnType<typeof specCapTable>, scenario: number, name: string) => result.scenarios[scenario]?.distribution.find((d) => d.shareholder === name)?.payout;

describe('post-money and pre-money safes', () => {
  it('converts a post-money safe, named as such, as the YC Post-Money Safe User Guide (2018) Example 1 does: 588,235 and 1,176,470 shares', () => {
    // YC Post-Money Safe User Guide, Example 1: 10,000,000 shares before the safes; $200k at a
    // $4M post-money cap and $800k at $8M; Series A $5M at $15M pre-money, pool increase 1,695,000.
    const safes: PostMoneySafe[] = [
      { id: 'a', holderId: 'a', investmentCents: 200 * K, valuationCapCents: 4 * M, capType: 'post-money' },
      { id: 'b', holderId: 'b', investmentCents: 800 * K, valuationCapCents: 8 * M, capType: 'post-money' },
    ];
    const result = convertInPricedRound({ fullyDilutedShares: 10_000_000, unallocatedPool: 100_000 }, { preMoneyValuationCents: 15 * M, investmentCents: 5 * M, closingDate: '2019-01-01', optionPool: { kind: 'shares', shares: 1_695_000 } }, safes);
    expect(result.conversions.map((c) => c.shares)).toEqual([588_235, 1_176_470]);
    expect(result.pricePerShareCents).toBe(111.44);
  });

  it('converts a pre-money safe at cap ÷ the shares before the round: $200k at a $4M cap over 5,000,000 shares is 250,000 shares at $0.80', () => {
    // Teju Finance, "SAFE: Valuation Cap", Example 1 (vlp.teju-finance.com, chapter 561): a $200,000
    // safe with a $4M (pre-money) cap, 5,000,000 common shares, the round sold at $2.00 a share:
    // conversion price $4M ÷ 5M = $0.80, 250,000 shares. The round's $2.00 is $10M ÷ 5,000,000,
    // the safe's shares outside the pre-money count.
    const result = convertInPricedRound(
      { fullyDilutedShares: 5_000_000, unallocatedPool: 0 },
      { preMoneyValuationCents: 10 * M, investmentCents: 2 * M, closingDate: '2026-01-01', convertiblesInPreMoney: false },
      [{ id: 's', holderId: 's', investmentCents: 200 * K, valuationCapCents: 4 * M, capType: 'pre-money' }],
    );
    expect(result.pricePerShareCents).toBe(200);
    expect(result.conversions[0]).toMatchObject({ shares: 250_000, conversionPriceCents: 80, basis: 'valuation cap' });
  });

  it('counts the pool adopted for the round in a pre-money safe capitalization (YC safe primer: $100k at a $5M cap over 11,000,000 shares)', () => {
    // FundersClub / Y Combinator Safe Primer, "Numerical Example: SAFE, cap, no discount": $100,000
    // at a $5,000,000 cap; $1M of Series A at a $10M pre-money over 11,000,000 shares "including a
    // 1,000,000 share option pool to be adopted in connection with the financing"; safe price
    // $0.4545. The primer divides by that rounded price (220,022); the exact $5M ÷ 11M gives 220,000.
    const result = convertInPricedRound(
      { fullyDilutedShares: 10_000_000, unallocatedPool: 0 },
      { preMoneyValuationCents: 10 * M, investmentCents: 1 * M, closingDate: '2026-01-01', optionPool: { kind: 'shares', shares: 1_000_000 }, convertiblesInPreMoney: false },
      [{ id: 's', holderId: 's', investmentCents: 100 * K, valuationCapCents: 5 * M, capType: 'pre-money' }],
    );
    expect(result.conversions[0]?.shares).toBe(220_000);
    expect(result.conversions[0]?.conversionPriceCents).toBe(45.45);
    expect(result.pricePerShareCents).toBe(90.91);
  });

  it('gives $1M at a $9M pre-money cap over 9,000,000 shares 1,000,000 shares, where a post-money cap would give 1,125,000', () => {
    // The arithmetic of both YC forms: pre-money, $9M ÷ 9,000,000 = $1.00; post-money, $1M buys
    // 1/9 of the post-money capitalization 9,000,000 ÷ (1 − 1/9) = 10,125,000, i.e. 1,125,000.
    const round = { preMoneyValuationCents: 20 * M, investmentCents: 5 * M, closingDate: '2026-01-01' };
    const cap = { fullyDilutedShares: 9_000_000, unallocatedPool: 0 };
    const pre = convertInPricedRound(cap, round, [{ id: 's', holderId: 's', investmentCents: 1 * M, valuationCapCents: 9 * M, capType: 'pre-money' }]);
    const post = convertInPricedRound(cap, round, [{ id: 's', holderId: 's', investmentCents: 1 * M, valuationCapCents: 9 * M }]);
    expect(pre.conversions[0]?.shares).toBe(1_000_000);
    expect(post.conversions[0]?.shares).toBe(1_125_000);
  });
});

describe('a pre-money and a post-money safe on the same company', () => {
  it('converts both in one round, each on its own capitalization: 220,000 shares at $0.4545 and 681,333 at $0.7339', () => {
    // The company of the FundersClub / Y Combinator Safe Primer ("Numerical Example: SAFE, cap, no
    // discount"): 10,000,000 shares, a $1M Series A at a $10M pre-money over 11,000,000 shares with
    // a 1,000,000 share pool adopted for the financing, and its pre-money safe of $100,000 at a $5M
    // cap: $5M ÷ 11,000,000 = $0.4545, 220,000 shares (the old YC safe's "Company Capitalization"
    // counts the pool made for the round and leaves out every safe and note). Beside it, a post-money
    // safe of $500,000 at an $8M cap. The YC Post-Money Safe (2018) Company Capitalization "includes
    // all Converting Securities" (the pre-money safe's 220,000 shares and its own) and excludes "any
    // increase to the Unissued Option Pool in connection with the Equity Financing", so it buys
    // $500k ÷ $8M = 6.25% of 10,000,000 + 220,000 + X: X = 6.25% × 10,220,000 ÷ 93.75% = 681,333.33,
    // 681,333 shares (rounded down) at $8M ÷ 10,901,333.33 = $0.7339. The Series A price is the
    // Primer's, $10M ÷ 11,000,000 = $0.9091: the safes' shares sit outside its pre-money.
    const result = convertInPricedRound(
      { fullyDilutedShares: 10_000_000, unallocatedPool: 0 },
      { preMoneyValuationCents: 10 * M, investmentCents: 1 * M, closingDate: '2026-01-01', optionPool: { kind: 'shares', shares: 1_000_000 }, convertiblesInPreMoney: false },
      [
        { id: 'pre', holderId: 'pre', investmentCents: 100 * K, valuationCapCents: 5 * M, capType: 'pre-money' },
        { id: 'post', holderId: 'post', investmentCents: 500 * K, valuationCapCents: 8 * M, capType: 'post-money' },
      ],
    );
    expect(result.pricePerShareCents).toBe(90.91);
    expect(result.conversions.map((c) => [c.id, c.shares, c.conversionPriceCents, c.basis])).toEqual([
      ['pre', 220_000, 45.45, 'valuation cap'],
      ['post', 681_333, 73.39, 'valuation cap'],
    ]);
    // The post-money safe holds its 6.25% of the capitalization its form defines, to the share.
    expect(681_333 / (10_000_000 + 220_000 + 681_333)).toBeCloseTo(0.0625, 6);
  });
});

describe('notes and the MFN safe', () => {
  it('converts a $1M note at 5% a year, one year on, as $1,050,000 at its cap: 10.5% of a $10M company', () => {
    // FundersClub glossary, "Interest (in a convertible note)": "$1 million in a convertible note with
    // 5% interest, and a year later, is converted at a valuation of $10 million. The investor will own
    // $1 million * 1.05 = $1.05 million / $10 million = 10.5%". 365 days, Actual/365.
    const note = { id: 'n', holderId: 'n', principalCents: 1 * M, annualInterestPercent: 5, issueDate: '2025-01-01', valuationCapCents: 10 * M };
    expect(noteInterestCents(note, '2026-01-01')).toBe(50 * K);
    const result = convertInPricedRound({ fullyDilutedShares: 10_000_000, unallocatedPool: 0 }, { preMoneyValuationCents: 30 * M, investmentCents: 5 * M, closingDate: '2026-01-01' }, [], [note]);
    expect(result.conversions[0]).toMatchObject({ amountCents: 1_050 * K, interestCents: 50 * K, shares: 1_050_000, basis: 'valuation cap' });
  });

  it('lets an MFN safe take a later note’s cap: $225k then a note capped at $10M over 10,000,000 shares converts into 225,000 shares', () => {
    // Y Combinator, Post-Money Safe – MFN Only form, §1 and §2: the safe may be amended to the terms
    // of any "Subsequent Convertible Securities", defined as "including but not limited to, other
    // Safes, convertible debt instruments and other convertible securities". Without the note's
    // terms it would convert at the round price.
    const input: SpecCapTableInput = {
      shares: [entry('Founder', 10_000_000, 'Common')],
      safes: [{ holderName: 'MFN Angel', investment: 225_000, isMfn: true, issueDate: '2025-01-01' }],
      notes: [{ holderName: 'Lender', principal: 500_000, interestRatePercent: 0, issueDate: '2025-03-01', valuationCap: 10_000_000 }],
      pricedRound: { seriesName: 'Series A', investorName: 'VC', preMoneyValuation: 40_000_000, investment: 10_000_000, closingDate: '2026-01-01' },
    };
    expect(sharesOf(specCapTable(input), 'MFN Angel')).toBe(225_000);
    // A note issued before the MFN safe is not a subsequent security: the round price applies.
    const earlier = specCapTable({ ...input, safes: [{ holderName: 'MFN Angel', investment: 225_000, isMfn: true, issueDate: '2025-06-01' }] });
    expect(sharesOf(earlier, 'MFN Angel')).toBeLessThan(225_000);
  });

  it('shows the pro-rata allocation of a safe holder and a note holder whose side letters grant it, and of no one else', () => {
    const result = specCapTable({
      shares: [entry('Founder', 9_000_000, 'Common')],
      safes: [{ holderName: 'Angel', investment: 1_000_000, valuationCap: 10_000_000, proRata: true }, { holderName: 'Other', investment: 100_000, valuationCap: 10_000_000 }],
      notes: [{ holderName: 'Lender', principal: 500_000, interestRatePercent: 0, issueDate: '2025-01-01', valuationCap: 10_000_000, proRata: true }],
      pricedRound: { seriesName: 'Series A', investorName: 'VC', preMoneyValuation: 20_000_000, investment: 5_000_000, closingDate: '2026-01-01' },
    });
    expect(result.proRata?.map((p) => p.shareholder)).toEqual(['Angel', 'Lender']);
    // Each allocation starts from the shares the holder's conversion gave them.
    for (const allocation of result.proRata ?? []) {
      expect(allocation.shares).toBeGreaterThan(0);
      expect(allocation.sharesBefore).toBe(sharesOf(result, allocation.shareholder));
    }
  });
});

describe('series terms in the waterfall', () => {
  // A 2x participating preferred capped at 3x: NVCA Model Term Sheet (2020), "Liquidation Preference",
  // the capped-participation alternative, and Amit Singh, "Putting A Cap On Participating Preferred
  // Stock" (startupblog.com): preference first, then pro rata with common "until the distribution
  // equals 3x the original purchase price", converting to common when that pays more. Series A: $10M
  // for 10,000,000 shares at $1.00 beside 10,000,000 common. By hand: $30M: 20 + 10 × ½ = $25M;
  // $50M: 20 + 15 capped at $30M (converting pays 25); $70M: converting pays $35M > 30.
  const input: SpecCapTableInput = {
    shares: [entry('Founder', 10_000_000, 'Common')],
    pricedRound: { seriesName: 'Series A', investorName: 'VC', preMoneyValuation: 10_000_000, investment: 10_000_000, closingDate: '2026-01-01', seriesTerms: { liquidationPreference: 2, participation: 'participating', participationCap: 3 } },
    exitValues: [30_000_000, 50_000_000, 70_000_000],
  };

  it('pays a 2x participating Series A capped at 3x $25M, $30M and $35M at exits of $30M, $50M and $70M', () => {
    const result = specCapTable(input);
    expect([0, 1, 2].map((i) => payoutOf(result, i, 'VC'))).toEqual([25_000_000, 30_000_000, 35_000_000]);
    expect([0, 1, 2].map((i) => payoutOf(result, i, 'Founder'))).toEqual([5_000_000, 20_000_000, 35_000_000]);
    expect(result.series).toEqual({ name: 'Series A', originalIssuePrice: 1, liquidationPreference: 2, participation: 'participating', participationCap: 3, seniority: 'senior', conversionRatio: 1, antiDilution: 'none', proRata: false });
  });

  it('pays a 1x non-participating series $10M at a $10M exit where the same money in 2x participating is paid $20M', () => {
    const plain = specCapTable({ ...input, pricedRound: { ...input.pricedRound!, seriesTerms: {} }, exitValues: [10_000_000] });
    expect(payoutOf(plain, 0, 'VC')).toBe(10_000_000);
    const double = specCapTable({ ...input, exitValues: [20_000_000] });
    expect(payoutOf(double, 0, 'VC')).toBe(20_000_000);
  });

  it('stacks a senior series above the Series A, and shares a shortfall pari passu when the term sheet says so', () => {
    // $4M Series A (1x at $1.00) and a $4M Series B at an $8M pre-money ($1.00): an exit of $4M pays
    // the senior B everything; pari passu, each class takes half of its $4M preference.
    const base: SpecCapTableInput = {
      shares: [entry('Founder', 4_000_000, 'Common'), entry('A Fund', 4_000_000, 'Series A', 'investor')],
      shareClasses: [{ name: 'Series A', kind: 'preferred', issuePrice: 1 }],
      pricedRound: { seriesName: 'Series B', investorName: 'B Fund', preMoneyValuation: 8_000_000, investment: 4_000_000, closingDate: '2026-01-01' },
      exitValues: [4_000_000],
    };
    const stacked = specCapTable(base);
    expect(payoutOf(stacked, 0, 'B Fund')).toBe(4_000_000);
    const pariPassu = specCapTable({ ...base, pricedRound: { ...base.pricedRound!, seriesTerms: { seniority: 'pari-passu' } } });
    expect(payoutOf(pariPassu, 0, 'B Fund')).toBe(2_000_000);
    expect(payoutOf(pariPassu, 0, 'A Fund')).toBe(2_000_000);
    expect(pariPassu.series?.seniority).toBe('pari-passu');
  });
});

describe('a down round with broad-based weighted average, in both orderings', () => {
  // NVCA Model Certificate of Incorporation (2020), §4.4.4: CP2 = CP1 × (A + B) ÷ (A + C). Series A
  // 2,000,000 shares at $2.00 beside 7,000,000 common (A = 9,000,000); Series B $3M at an $8M
  // pre-money with a 10% post-money pool: B = $3M ÷ $2.00 = 1,500,000, C = the new-money shares.
  const input = (antiDilutionOrdering: 'pre-money' | 'after-round'): SpecCapTableInput => ({
    shares: [entry('Founder', 7_000_000, 'Common'), entry('A Fund', 2_000_000, 'Series A', 'investor')],
    shareClasses: [{ name: 'Series A', kind: 'preferred', issuePrice: 2, antiDilution: 'broad-based' }],
    pricedRound: { seriesName: 'Series B', investorName: 'B Fund', preMoneyValuation: 8_000_000, investment: 3_000_000, closingDate: '2026-01-01', optionPoolTargetPercent: 10, antiDilutionOrdering },
  });
  const cp2 = (newShares: number) => Math.round(2 * ((9_000_000 + 1_500_000) / (9_000_000 + newShares)) * 10_000) / 10_000;

  it('after the round: $0.7667 a share, 3,912,873 new shares, CP2 $1.6263 and 2,459,570 as-converted Series A shares', () => {
    // Pool shuffle without the adjustment: P = 9,000,000 ÷ (1 − 10% × 11/8) = 10,434,783 (pool
    // 1,434,783, rounded up); $8M ÷ P = $0.7667; $3M ÷ $0.7667 = 3,912,873 (down).
    const result = specCapTable(input('after-round'));
    expect(result.roundPrice).toEqual({ pricePerShare: 0.7667, preMoneyShares: 10_434_783, newMoneyShares: 3_912_873, poolIncreaseShares: 1_434_783 });
    expect(result.antiDilutionAdjustments?.[0]).toMatchObject({ conversionPriceAfter: cp2(3_912_873), asConvertedSharesAfter: Math.floor((2_000_000 * 2) / cp2(3_912_873)) });
    expect(cp2(3_912_873)).toBe(1.6263);
    expect(result.roundOrdering?.ordering).toBe('after-round');
    // The adjustment dilutes the new investor below $3M ÷ $11M.
    expect(sharesOf(result, 'B Fund') / result.totalShares).toBeLessThan(3 / 11);
  });

  it('in the pre-money: the new investor holds $3M ÷ $11M = 27.27% and the pool its 10%, the adjustment counted in the price', () => {
    const result = specCapTable(input('pre-money'));
    const price = result.roundPrice!;
    const adjustment = result.antiDilutionAdjustments![0]!;
    const extra = adjustment.asConvertedSharesAfter - adjustment.asConvertedSharesBefore;
    // The fixed point, checked from its definition: the adjustment is the NVCA one at the round's own
    // new shares, and the pre-money share count holds the adjustment and the pool top-up.
    expect(adjustment.conversionPriceAfter).toBe(cp2(price.newMoneyShares));
    expect(adjustment.asConvertedSharesAfter).toBe(Math.floor((2_000_000 * 2) / adjustment.conversionPriceAfter));
    expect(price.preMoneyShares).toBe(9_000_000 + extra + price.poolIncreaseShares);
    expect(price.pricePerShare).toBe(Math.round((8_000_000 / price.preMoneyShares) * 10_000) / 10_000);
    expect(sharesOf(result, 'B Fund') / result.totalShares).toBeCloseTo(3 / 11, 4);
    expect(price.poolIncreaseShares / result.totalShares).toBeCloseTo(0.1, 4);
    expect(result.roundOrdering).toEqual({ ordering: 'pre-money', key: expect.stringContaining('count in the pre-money'), values: { shares: extra } });
  });

  it('refuses a full ratchet in the pre-money when the protected money exceeds the pre-money (no price settles)', () => {
    // $4M of Series A ratcheted to a round priced at a $3M pre-money would own more than all of it.
    const spiral = input('pre-money');
    spiral.shareClasses = [{ name: 'Series A', kind: 'preferred', issuePrice: 2, antiDilution: 'full-ratchet' }];
    spiral.pricedRound = { ...spiral.pricedRound!, preMoneyValuation: 3_000_000 };
    expect(() => specCapTable(spiral)).toThrow('no round price settles the anti-dilution in the pre-money');
  });

  it('keeps the shares column adding up to the total after the adjustment', () => {
    for (const ordering of ['pre-money', 'after-round'] as const) {
      const result = specCapTable(input(ordering));
      expect(result.shareholders.reduce((sum, h) => sum + h.shares, 0)).toBe(result.totalShares);
      expect(result.shareholders.find((h) => h.shareholderName === 'A Fund')?.issuedShares).toBe(2_000_000);
    }
  });
});

describe('bounds', () => {
  it('refuses a pre-money above $10 trillion and an investment that buys no share', () => {
    const round = { seriesName: 'Series A', investorName: 'VC', preMoneyValuation: 1e30, investment: 1_000_000, closingDate: '2026-01-01' };
    expect(() => specCapTable({ shares: [entry('Founder', 9_000_000, 'Common')], pricedRound: round })).toThrow('the pre-money valuation must be at most $10 trillion');
    expect(() => specCapTable({ shares: [entry('Founder', 9_000_000, 'Common')], pricedRound: { ...round, preMoneyValuation: 9_000_000_000, investment: 500 } })).toThrow(/buys no share/);
  });
});
