import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { type CapTable, type Holding, type Participation, type ShareClass, defineShareClass } from './cap-table';
import { computeWaterfalls, createWaterfallModel, holderPayouts, runWaterfall } from './waterfall';

const M = 1_000_000_00; // $1M in cents

const common = defineShareClass({ id: 'common', name: 'Common', kind: 'common' });

/**
 * The classic liquidation-preference illustration, as in Feld & Mendelson, Venture Deals
 * (liquidation preference section): a $5M Series A at a $20M pre-money owns 20%. Here:
 * 8,000,000 common and 2,000,000 Series A shares bought at $2.50. Each expected figure
 * is worked out by hand in the test's name or comment.
 */
function ventureDealsTable(participation: Participation): CapTable {
  return {
    classes: [common, defineShareClass({ id: 'a', name: 'Series A', kind: 'preferred', seniority: 1, issuePriceCents: 250, participation })],
    holders: [{ id: 'founders', name: 'Founders', type: 'founder' }, { id: 'vc', name: 'VC', type: 'investor' }],
    holdings: [{ holderId: 'founders', classId: 'common', shares: 8_000_000 }, { holderId: 'vc', classId: 'a', shares: 2_000_000 }],
    unallocatedOptionPool: 0,
  };
}

const payouts = (table: CapTable, exits: number[]) => computeWaterfalls(table, exits).map((r) => r.holderPayoutsCents);

describe('liquidation preferences (Venture Deals worked examples)', () => {
  it('pays 1x non-participating preferred its $5M at a $10M exit and common the other $5M', () => {
    expect(payouts(ventureDealsTable({ kind: 'non-participating' }), [10 * M])).toEqual([[5 * M, 5 * M]]);
  });

  it('converts non-participating preferred at a $100M exit, where 20% ($20M) beats the $5M preference', () => {
    const [result] = computeWaterfalls(ventureDealsTable({ kind: 'non-participating' }), [100 * M]);
    expect(result?.holderPayoutsCents).toEqual([80 * M, 20 * M]);
    expect(result?.classes.find((c) => c.classId === 'a')?.converted).toBe(true);
  });

  it('gives fully participating preferred $5M plus 20% of the remaining $95M ($24M) at a $100M exit', () => {
    expect(payouts(ventureDealsTable({ kind: 'participating' }), [100 * M])).toEqual([[76 * M, 24 * M]]);
  });

  it('lets 3x-capped participating preferred convert at $100M, since 20% ($20M) beats the $15M cap', () => {
    expect(payouts(ventureDealsTable({ kind: 'participating', capMultiple: 3 }), [100 * M])).toEqual([[80 * M, 20 * M]]);
  });

  it('holds 3x-capped participating preferred at its $15M cap between the cap and the conversion point', () => {
    // Cap reached at $55M (5 + 20% of 50), conversion pays more above $75M (20% of 75 = 15).
    expect(payouts(ventureDealsTable({ kind: 'participating', capMultiple: 3 }), [60 * M, 70 * M])).toEqual([
      [45 * M, 15 * M],
      [55 * M, 15 * M],
    ]);
  });

  it('names each holder beside their payout', () => {
    const table = ventureDealsTable({ kind: 'non-participating' });
    const [result] = computeWaterfalls(table, [10 * M]);
    expect(result && holderPayouts(table, result)).toEqual([
      { holderId: 'founders', name: 'Founders', payoutCents: 5 * M },
      { holderId: 'vc', name: 'VC', payoutCents: 5 * M },
    ]);
  });

  it('pays everything to the preferred when the exit is below its preference', () => {
    expect(payouts(ventureDealsTable({ kind: 'non-participating' }), [3 * M])).toEqual([[0, 3 * M]]);
  });
});

describe('seniority and pari passu', () => {
  // A stacked-preference example in the style of Carta's liquidation-preference guide:
  // Series B ($10M, senior) over Series A ($5M), both 1x non-participating, 10M common.
  const stacked: CapTable = {
    classes: [
      common,
      defineShareClass({ id: 'a', name: 'Series A', kind: 'preferred', seniority: 1, issuePriceCents: 100 }),
      defineShareClass({ id: 'b', name: 'Series B', kind: 'preferred', seniority: 2, issuePriceCents: 200 }),
    ],
    holders: [{ id: 'f', name: 'Founders', type: 'founder' }, { id: 'a', name: 'A investor', type: 'investor' }, { id: 'b', name: 'B investor', type: 'investor' }],
    holdings: [
      { holderId: 'f', classId: 'common', shares: 10_000_000 },
      { holderId: 'a', classId: 'a', shares: 5_000_000 },
      { holderId: 'b', classId: 'b', shares: 5_000_000 },
    ],
    unallocatedOptionPool: 0,
  };

  it('pays the senior Series B first: at a $12M exit B takes $10M and A the remaining $2M', () => {
    expect(payouts(stacked, [12 * M])).toEqual([[0, 2 * M, 10 * M]]);
  });

  it('shares a shortfall pro rata to the preference amounts when the series are pari passu', () => {
    const flat: CapTable = { ...stacked, classes: stacked.classes.map((c) => (c.kind === 'preferred' ? { ...c, seniority: 1 } : c)) };
    // $12M against $5M + $10M of preferences: A gets 5/15, B 10/15.
    expect(payouts(flat, [12 * M])).toEqual([[0, 4 * M, 8 * M]]);
  });

  it('settles the conversion choices at a fixed point: B converts at $60M while A keeps its preference', () => {
    // At $60M: B as converted 5/20 of (60 − 5) = $13.75M > $10M, so B converts; A then
    // compares $5M with 5/20 of $60M = $15M and converts too; with both converted
    // everyone gets $3 a share.
    const [result] = computeWaterfalls(stacked, [60 * M]);
    expect(result?.holderPayoutsCents).toEqual([30 * M, 15 * M, 15 * M]);
    expect(result?.classes.map((c) => c.converted)).toEqual([false, true, true]);
  });

  it('converts only the class for which converting pays: at $26M B keeps $10M and A converts', () => {
    // B converting: 5/20 × (26 − 5) = $5.25M < $10M, so B stays; A converting: 5/15 × (26 − 10) = $5.33M > $5M.
    const [result] = computeWaterfalls(stacked, [26 * M]);
    expect(result?.classes.map((c) => c.converted)).toEqual([false, true, false]);
    expect(result?.holderPayoutsCents).toEqual([1_066_666_667, 533_333_333, 10 * M]);
  });
});

describe('options', () => {
  const withOptions: CapTable = {
    classes: [common, defineShareClass({ id: 'opt', name: 'Options', kind: 'option' })],
    holders: [{ id: 'f', name: 'Founder', type: 'founder' }, { id: 'e1', name: 'Early employee', type: 'employee' }, { id: 'e2', name: 'Late employee', type: 'employee' }],
    holdings: [
      { holderId: 'f', classId: 'common', shares: 9_000_000 },
      { holderId: 'e1', classId: 'opt', shares: 1_000_000, vestedShares: 500_000, exercisePriceCents: 10 },
      { holderId: 'e2', classId: 'opt', shares: 500_000, exercisePriceCents: 300 },
    ],
    unallocatedOptionPool: 2_000_000,
  };

  it('deducts the exercise price and pays vested options only; out-of-the-money options take nothing', () => {
    // $10M: with e1's 500,000 vested options, p solves 9M·p + 0.5M·(p − $0.10) = $10M → p = $1.0579; e2's $3.00 strike is out of the money.
    const [result] = computeWaterfalls(withOptions, [10 * M]);
    const [founder, early, late] = result?.holderPayoutsCents ?? [];
    const price = (10 * M + 500_000 * 10) / 9_500_000;
    expect(founder).toBe(Math.round(9_000_000 * price));
    expect(early).toBe(10 * M - Math.round(9_000_000 * price));
    expect(late).toBe(0);
  });

  it('exercises the $3.00 options once the common price passes $3.00', () => {
    const [result] = computeWaterfalls(withOptions, [40 * M]);
    expect(result?.holderPayoutsCents[2]).toBeGreaterThan(0);
    expect(result?.holderPayoutsCents.reduce((s, p) => s + p, 0)).toBe(40 * M);
  });
});

describe('tables without common stock', () => {
  const lone = (participation: Participation): CapTable => ({
    classes: [defineShareClass({ id: 'p', name: 'Preferred', kind: 'preferred', seniority: 1, issuePriceCents: 100, participation })],
    holders: [{ id: 'a', name: 'A', type: 'investor' }, { id: 'b', name: 'B', type: 'investor' }],
    holdings: [{ holderId: 'a', classId: 'p', shares: 600_000 }, { holderId: 'b', classId: 'p', shares: 400_000 }],
    unallocatedOptionPool: 0,
  });

  it('lets a lone non-participating class convert to take everything above its preference', () => {
    expect(payouts(lone({ kind: 'non-participating' }), [500_000_00, 3 * M])).toEqual([
      [300_000_00, 200_000_00],
      [1_800_000_00, 1_200_000_00],
    ]);
  });

  it('gives a lone capped participating class the money above its cap, as nobody else can take it', () => {
    expect(payouts(lone({ kind: 'participating', capMultiple: 2 }), [5 * M])).toEqual([[3 * M, 2 * M]]);
  });
});

it('rejects a negative or fractional exit value', () => {
  const model = createWaterfallModel(ventureDealsTable({ kind: 'non-participating' }));
  expect(() => runWaterfall(model, -1)).toThrow(RangeError);
  expect(() => runWaterfall(model, 10.5)).toThrow(RangeError);
});

// ---- Properties over random cap tables ----------------------------------------------

const participationArb: fc.Arbitrary<Participation> = fc.oneof(
  fc.constant<Participation>({ kind: 'non-participating' }),
  fc.constant<Participation>({ kind: 'participating' }),
  fc.constantFrom(2, 3).map((capMultiple): Participation => ({ kind: 'participating', capMultiple })),
);

const tableArb: fc.Arbitrary<CapTable> = fc
  .record({
    preferred: fc.array(
      fc.record({
        seniority: fc.integer({ min: 1, max: 3 }),
        issuePriceCents: fc.integer({ min: 1, max: 1_000 }),
        multiple: fc.constantFrom(1, 1.5),
        participation: participationArb,
      }),
      { maxLength: 4 },
    ),
    holdings: fc.array(
      fc.record({ classPick: fc.nat(), shares: fc.integer({ min: 1, max: 2_000_000 }), strike: fc.integer({ min: 0, max: 500 }), vestedShare: fc.double({ min: 0, max: 1, noNaN: true }) }),
      { minLength: 1, maxLength: 12 },
    ),
  })
  .map(({ preferred, holdings }) => {
    const classes: ShareClass[] = [common, defineShareClass({ id: 'opt', name: 'Options', kind: 'option' })];
    preferred.forEach((p, i) =>
      classes.push(defineShareClass({ id: `p${i}`, name: `Series ${i}`, kind: 'preferred', seniority: p.seniority, issuePriceCents: p.issuePriceCents, liquidationPreferenceMultiple: p.multiple, participation: p.participation })),
    );
    const list: Holding[] = holdings.map((h, i) => {
      // The first holding is common so that every table has someone to pay.
      const shareClass = i === 0 ? common : (classes[h.classPick % classes.length] ?? common);
      return shareClass.kind === 'option'
        ? { holderId: `h${i}`, classId: shareClass.id, shares: h.shares, vestedShares: Math.floor(h.shares * h.vestedShare), exercisePriceCents: h.strike }
        : { holderId: `h${i}`, classId: shareClass.id, shares: h.shares };
    });
    return { classes, holders: list.map((h) => ({ id: h.holderId, name: h.holderId, type: 'investor' })), holdings: list, unallocatedOptionPool: 0 };
  });

const exitArb = fc.integer({ min: 0, max: 50_000 * M });

describe('waterfall properties', () => {
  it('pays whole cents that add up to the exit value exactly, and nobody a negative amount', () => {
    fc.assert(
      fc.property(tableArb, fc.array(exitArb, { minLength: 1, maxLength: 5 }), (table, exits) => {
        for (const result of computeWaterfalls(table, exits)) {
          const total = result.holderPayoutsCents.reduce((s, p) => s + p, 0);
          expect(total).toBe(result.exitValueCents);
          expect(result.classes.reduce((s, c) => s + c.payoutCents, 0)).toBe(result.exitValueCents);
          for (const payout of result.holderPayoutsCents) {
            expect(Number.isInteger(payout)).toBe(true);
            expect(payout).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it("never lowers a holder's payout when the exit value grows (beyond one cent of rounding)", () => {
    fc.assert(
      fc.property(tableArb, exitArb, exitArb, (table, x, y) => {
        const [low, high] = computeWaterfalls(table, [Math.min(x, y), Math.max(x, y)]);
        low?.holderPayoutsCents.forEach((payout, i) => {
          expect(high?.holderPayoutsCents[i] ?? 0).toBeGreaterThanOrEqual(payout - 1);
        });
      }),
      { numRuns: 200 },
    );
  });
});
