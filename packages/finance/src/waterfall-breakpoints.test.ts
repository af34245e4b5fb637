import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { type CapTable, type Participation, defineShareClass } from './cap-table';
import { waterfallBreakpoints } from './waterfall-breakpoints';
import { classPayout, prepareWaterfall, solveWaterfall } from './waterfall-solver';

const M = 1_000_000_00;

/** Venture Deals' $5M Series A for 20% (2,000,000 shares at $2.50 beside 8,000,000 common). */
function table(participation: Participation): CapTable {
  return {
    classes: [
      defineShareClass({ id: 'common', name: 'Common', kind: 'common' }),
      defineShareClass({ id: 'a', name: 'Series A', kind: 'preferred', seniority: 1, issuePriceCents: 250, participation }),
    ],
    holders: [{ id: 'f', name: 'Founders', type: 'founder' }, { id: 'v', name: 'VC', type: 'investor' }],
    holdings: [{ holderId: 'f', classId: 'common', shares: 8_000_000 }, { holderId: 'v', classId: 'a', shares: 2_000_000 }],
    unallocatedOptionPool: 0,
  };
}

describe('waterfall breakpoints', () => {
  it('finds the $5M preference and the $25M conversion point of 1x non-participating preferred', () => {
    expect(waterfallBreakpoints(table({ kind: 'non-participating' }))).toEqual([
      { exitValueCents: 5 * M, changes: ['Series A preferences are fully paid'] },
      { exitValueCents: 25 * M, changes: ['Series A converts to common'] },
    ]);
  });

  it('finds the $55M cap and the $75M conversion of 3x-capped participating preferred', () => {
    expect(waterfallBreakpoints(table({ kind: 'participating', capMultiple: 3 })).map((b) => b.exitValueCents)).toEqual([5 * M, 55 * M, 75 * M]);
  });

  it('finds only the preference for fully participating preferred, which never converts', () => {
    expect(waterfallBreakpoints(table({ kind: 'participating' })).map((b) => b.exitValueCents)).toEqual([5 * M]);
  });

  it('reports the exit value at which options come into the money', () => {
    const withOptions: CapTable = {
      classes: [defineShareClass({ id: 'common', name: 'Common', kind: 'common' }), defineShareClass({ id: 'o', name: 'Options', kind: 'option' })],
      holders: [{ id: 'f', name: 'Founders', type: 'founder' }, { id: 'e', name: 'Employee', type: 'employee' }],
      holdings: [{ holderId: 'f', classId: 'common', shares: 1_000_000 }, { holderId: 'e', classId: 'o', shares: 100_000, exercisePriceCents: 50 }],
      unallocatedOptionPool: 0,
    };
    // Options exercise once common is worth more than $0.50 a share: 1,000,000 × $0.50 = $500,000.
    expect(waterfallBreakpoints(withOptions)).toEqual([
      { exitValueCents: 500_000_00, changes: ['options with an exercise price of $0.50 come into the money'] },
    ]);
  });

  it('stops at the maximum exit value it is given', () => {
    expect(waterfallBreakpoints(table({ kind: 'non-participating' }), { maxExitCents: 10 * M }).map((b) => b.exitValueCents)).toEqual([5 * M]);
  });

  it('lists only real changes: no flag that flips a cent after a kink without changing any payout', () => {
    // Series B (seniority 2) is paid its $953,837.68 preference first; above that Series A
    // and Seed share what follows. Series A (non-participating) counted as converting while
    // it got nothing either way, so "Series A stops converting" used to be listed one cent
    // after the real breakpoint, where no payout changes.
    const t: CapTable = {
      classes: [
        defineShareClass({ id: 'common', name: 'Common', kind: 'common' }),
        defineShareClass({ id: 'a', name: 'Series A', kind: 'preferred', seniority: 1, issuePriceCents: 500 }),
        defineShareClass({ id: 's', name: 'Seed', kind: 'preferred', seniority: 1, issuePriceCents: 495, participation: { kind: 'participating' } }),
        defineShareClass({ id: 'b', name: 'Series B', kind: 'preferred', seniority: 2, issuePriceCents: 412, participation: { kind: 'participating', capMultiple: 3 } }),
      ],
      holders: [{ id: 'h', name: 'Holder', type: 'investor' }],
      holdings: [
        { holderId: 'h', classId: 'common', shares: 1_000_000 },
        { holderId: 'h', classId: 'a', shares: 5_000_000 },
        { holderId: 'h', classId: 's', shares: 4_897_455 },
        { holderId: 'h', classId: 'b', shares: 231_514 },
      ],
      unallocatedOptionPool: 0,
    };
    const points = waterfallBreakpoints(t);
    expect(points[0]).toEqual({ exitValueCents: 95_383_768, changes: ['Series B preferences are fully paid'] });
    expect(points.map((p) => p.exitValueCents)).not.toContain(95_383_769);
  });

  it('over random tables, every breakpoint listed changes the rate at which some class is paid', () => {
    const preferred = fc.record({
      shares: fc.integer({ min: 1_000, max: 5_000_000 }),
      price: fc.integer({ min: 1, max: 500 }),
      seniority: fc.integer({ min: 0, max: 2 }),
      multiple: fc.constantFrom(1, 1.5, 2),
      participation: fc.constantFrom<Participation>({ kind: 'non-participating' }, { kind: 'participating' }, { kind: 'participating', capMultiple: 3 }),
    });
    fc.assert(
      fc.property(fc.array(preferred, { minLength: 1, maxLength: 3 }), fc.array(fc.record({ shares: fc.integer({ min: 1_000, max: 500_000 }), strike: fc.integer({ min: 1, max: 500 }) }), { maxLength: 2 }), (prefs, options) => {
        const t: CapTable = {
          classes: [
            defineShareClass({ id: 'common', name: 'Common', kind: 'common' }),
            defineShareClass({ id: 'o', name: 'Options', kind: 'option' }),
            ...prefs.map((p, i) => defineShareClass({ id: `p${i}`, name: `P${i}`, kind: 'preferred', seniority: p.seniority, issuePriceCents: p.price, liquidationPreferenceMultiple: p.multiple, participation: p.participation })),
          ],
          holders: [{ id: 'h', name: 'Holder', type: 'investor' }],
          holdings: [
            { holderId: 'h', classId: 'common', shares: 1_000_000 },
            ...prefs.map((p, i) => ({ holderId: 'h', classId: `p${i}`, shares: p.shares })),
            ...options.map((o) => ({ holderId: 'h', classId: 'o', shares: o.shares, exercisePriceCents: o.strike })),
          ],
          unallocatedOptionPool: 0,
        };
        const points = waterfallBreakpoints(t).map((b) => b.exitValueCents);
        const w = prepareWaterfall(t);
        const pay = (x: number) => w.classes.map((_, i) => classPayout(w, solveWaterfall(w, x), i));
        points.forEach((x, k) => {
          // Linear pieces: (previous, x − 1] and [x, next); compare the slopes on each side.
          const lo = k > 0 ? (points[k - 1] ?? 0) : 0;
          const hi = points[k + 1] ?? 2 * x + 100;
          const left = Math.max(1, Math.floor((x - 1 - lo) / 2));
          const right = Math.max(1, Math.floor((hi - x) / 2));
          if (x - 1 - left < lo) return;
          const [a, b, c, d] = [pay(x - 1 - left), pay(x - 1), pay(x), pay(x + right)];
          const changed = w.classes.some((_, i) => Math.abs(((b[i] ?? 0) - (a[i] ?? 0)) / left - ((d[i] ?? 0) - (c[i] ?? 0)) / right) > 1e-9);
          expect(changed).toBe(true);
        });
      }),
      { numRuns: 60 },
    );
  });
});
