import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { holdingsOn, validateLedger, vestedOptions } from './share-ledger';
import { ledgerClasses, ledgerDay, ledgerEntryArms, ledgerVesting, validLedgerOf } from './share-ledger-arbitraries';

const holders = ['Ada', 'Ben', 'Cy', 'Dee'];
const classes = ledgerClasses;
const day = ledgerDay;
const vesting = ledgerVesting;
const validLedger = validLedgerOf(fc.oneof(...ledgerEntryArms(holders)), 12);

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
