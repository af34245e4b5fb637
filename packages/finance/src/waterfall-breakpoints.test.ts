import { describe, it, expect } from 'vitest';
import { type CapTable, type Participation, defineShareClass } from './cap-table';
import { waterfallBreakpoints } from './waterfall-breakpoints';

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
});
