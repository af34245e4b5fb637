import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LedgerEntryInput } from '@baobab/contracts/financial-tools';
import { type LedgerRecord, holdingsOn, ledgerOrder, validateLedger, vestedOptions } from './share-ledger';

const holders = ['Ada', 'Ben', 'Cy', 'Dee'];
const classes = ['Common', 'Series A'];
const day = fc.integer({ min: 0, max: 365 * 6 }).map((n) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
const vesting = fc.record({
  vestingStart: day,
  vestingMonths: fc.integer({ min: 0, max: 60 }),
  cliffMonths: fc.integer({ min: 0, max: 24 }),
  frequency: fc.constantFrom('monthly' as const, 'quarterly' as const),
}).map((v) => ({ ...v, cliffMonths: Math.min(v.cliffMonths, v.vestingMonths) }));

/** Any mix of entries, most of which a real ledger would refuse; only the valid ones matter below. */
const entry: fc.Arbitrary<LedgerEntryInput> = fc.oneof(
  fc.record({ kind: fc.constant('issuance' as const), date: day, holder: fc.constantFrom(...holders), shareClass: fc.constantFrom(...classes), shares: fc.integer({ min: 1, max: 100_000 }), pricePerShareMinor: fc.constant(1), currency: fc.constant('USD' as const), isOption: fc.constant(false) }),
  fc.record({ kind: fc.constant('issuance' as const), date: day, holder: fc.constantFrom(...holders), shareClass: fc.constant('Common'), shares: fc.integer({ min: 1, max: 100_000 }), pricePerShareMinor: fc.constant(0), currency: fc.constant('USD' as const), isOption: fc.constant(true), exercisePriceMinor: fc.constant(10), vesting }),
  fc.record({ kind: fc.constant('transfer' as const), date: day, fromHolder: fc.constantFrom(...holders), toHolder: fc.constantFrom(...holders), shareClass: fc.constantFrom(...classes), shares: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ kind: fc.constant('cancellation' as const), date: day, holder: fc.constantFrom(...holders), shareClass: fc.constantFrom(...classes), shares: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ kind: fc.constant('cancellation' as const), date: day, holder: fc.constantFrom(...holders), shareClass: fc.constant('Common'), shares: fc.integer({ min: 1, max: 50_000 }), grantId: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ kind: fc.constant('exercise' as const), date: day, holder: fc.constantFrom(...holders), grantId: fc.integer({ min: 1, max: 12 }), shares: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ kind: fc.constant('repurchase' as const), date: day, holder: fc.constantFrom(...holders), shareClass: fc.constantFrom(...classes), shares: fc.integer({ min: 1, max: 50_000 }), pricePerShareMinor: fc.constant(100), currency: fc.constant('USD' as const) }),
);

/** A valid ledger: entries are kept, in ledger order, only when the ledger with them still validates. */
const validLedger = fc.array(entry, { minLength: 1, maxLength: 12 }).map((entries) => {
  const kept: LedgerRecord[] = [];
  for (const record of ledgerOrder(entries.map((e, i) => ({ id: i + 1, entry: e })))) {
    if (validateLedger([...kept, record]) === null) kept.push(record);
  }
  return kept;
});

describe('share ledger properties', () => {
  it('transfers conserve the total: adding a valid transfer never changes total shares on any date', () => {
    fc.assert(
      fc.property(validLedger, day, day, fc.constantFrom(...holders), fc.constantFrom(...holders), fc.constantFrom(...classes), fc.integer({ min: 1, max: 50_000 }), (ledger, date, asOf, from, to, shareClass, shares) => {
        fc.pre(from !== to);
        const withTransfer = [...ledger, { id: 99, entry: { kind: 'transfer' as const, date, fromHolder: from, toHolder: to, shareClass, shares } }];
        fc.pre(validateLedger(withTransfer) === null);
        const before = holdingsOn(ledger, asOf);
        const after = holdingsOn(withTransfer, asOf);
        expect(after.totalShares).toBe(before.totalShares);
        expect(after.totalFullyDiluted).toBe(before.totalFullyDiluted);
      }),
      { numRuns: 300 },
    );
  });

  it('vested options are monotone in the date and never above the grant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), vesting, day, day, (granted, v, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const vestedEarly = vestedOptions(granted, v, early);
        const vestedLate = vestedOptions(granted, v, late);
        expect(vestedEarly).toBeLessThanOrEqual(vestedLate);
        expect(vestedLate).toBeLessThanOrEqual(granted);
        expect(vestedEarly).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 1_000 },
    );
  });

  it('holdings are never negative for a valid ledger, and percentages add to exactly 100.00', () => {
    fc.assert(
      fc.property(validLedger, day, (ledger, asOf) => {
        const { rows } = holdingsOn(ledger, asOf);
        for (const row of rows) {
          for (const value of [row.shares, row.optionsGranted, row.optionsVested, row.optionsExercised, row.optionsCancelled, row.optionsOutstanding, row.optionsExercisable]) {
            expect(value).toBeGreaterThanOrEqual(0);
          }
          expect(row.optionsVested).toBeLessThanOrEqual(row.optionsGranted - row.optionsCancelled);
        }
        const hundredths = rows.reduce((sum, r) => sum + Math.round(r.fullyDilutedPercent * 100), 0);
        expect(hundredths).toBe(rows.length > 0 ? 10_000 : 0);
      }),
      { numRuns: 300 },
    );
  });
});
