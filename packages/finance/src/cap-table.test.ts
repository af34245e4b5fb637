import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { type CapTable, capTableOwnership, defineShareClass, ownershipDisplayPercentages, pricePerShareCents, sharesByClass, validateCapTable } from './cap-table';

const table: CapTable = {
  classes: [
    defineShareClass({ id: 'common', name: 'Common', kind: 'common' }),
    defineShareClass({ id: 'seed', name: 'Seed Preferred', kind: 'preferred', seniority: 1, issuePriceCents: 50, conversionRatio: 2 }),
    defineShareClass({ id: 'options', name: 'Options', kind: 'option' }),
  ],
  holders: [
    { id: 'f1', name: 'Founder 1', type: 'founder' },
    { id: 'angel', name: 'Angel', type: 'investor' },
    { id: 'emp', name: 'Employee', type: 'employee' },
  ],
  holdings: [
    { holderId: 'f1', classId: 'common', shares: 7_000_000 },
    { holderId: 'angel', classId: 'seed', shares: 500_000 },
    { holderId: 'emp', classId: 'options', shares: 500_000, exercisePriceCents: 10 },
  ],
  unallocatedOptionPool: 1_000_000,
};

describe('ownership', () => {
  it('counts preferred as converted, options only fully diluted, and the pool in the fully diluted total', () => {
    const o = capTableOwnership(table);
    expect(o.totalIssued).toBe(8_000_000);
    expect(o.totalFullyDiluted).toBe(9_500_000);
    expect(o.rows.map((r) => r.issuedShares)).toEqual([7_000_000, 1_000_000, 0]);
    expect(o.rows[0]?.issuedFraction).toBe(7 / 8);
    expect(o.rows[2]?.fullyDilutedFraction).toBe(500_000 / 9_500_000);
  });

  it('shows fully diluted percentages to two decimals that add up to exactly 100', () => {
    const shown = ownershipDisplayPercentages(capTableOwnership(table));
    expect(shown.byHolder).toEqual([73.68, 10.53, 5.26]);
    expect(shown.pool).toBe(10.53);
  });

  it('conserves shares: holder rows and the pool add up to the fully diluted total', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 30 }), fc.integer({ min: 0, max: 5_000_000 }), (shares, pool) => {
        const t: CapTable = {
          classes: [defineShareClass({ id: 'c', name: 'Common', kind: 'common' })],
          holders: shares.map((_, i) => ({ id: `h${i}`, name: `H${i}`, type: 'founder' })),
          holdings: shares.map((s, i) => ({ holderId: `h${i}`, classId: 'c', shares: s })),
          unallocatedOptionPool: pool,
        };
        const o = capTableOwnership(t);
        expect(o.rows.reduce((sum, r) => sum + r.fullyDilutedShares, 0) + o.unallocatedOptionPool).toBe(o.totalFullyDiluted);
        expect(o.totalFullyDiluted).toBe(shares.reduce((a, b) => a + b, 0) + pool);
      }),
    );
  });

  it('totals shares by class', () => {
    expect(sharesByClass(table).map((c) => c.shares)).toEqual([7_000_000, 500_000, 500_000]);
  });
});

describe('price per share', () => {
  it('prices a $15M pre-money over 13,459,705 shares at $1.1144 (YC Post-Money Safe User Guide, Example 1)', () => {
    expect(pricePerShareCents(15_000_000_00, 13_459_705)).toBe(111.44);
  });
});

describe('validation', () => {
  it('rejects zero shares, unknown classes, vested above granted and a cap below the preference', () => {
    const bad = (patch: Partial<CapTable>) => () => validateCapTable({ ...table, ...patch });
    expect(bad({ holdings: [{ holderId: 'f1', classId: 'common', shares: 0 }] })).toThrow(/shares must be a whole number > 0/);
    expect(bad({ holdings: [{ holderId: 'f1', classId: 'series-z', shares: 1 }] })).toThrow(/unknown share class/);
    expect(bad({ holdings: [{ holderId: 'emp', classId: 'options', shares: 10, vestedShares: 11 }] })).toThrow(/vested shares/);
    expect(
      bad({ classes: [defineShareClass({ id: 'p', name: 'P', kind: 'preferred', liquidationPreferenceMultiple: 2, participation: { kind: 'participating', capMultiple: 1 } })], holdings: [] }),
    ).toThrow(/participation cap/);
  });
});
