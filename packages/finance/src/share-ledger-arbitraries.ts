/**
 * fast-check generators of share ledgers, shared by the ledger's property tests
 * (share-ledger-properties.test.ts, ledger-cap-table.test.ts). Test support only: nothing in the
 * engine imports it.
 */
import fc from 'fast-check';
import type { LedgerEntryInput } from '@baobab/contracts/financial-tools';
import { type LedgerRecord, ledgerOrder, validateLedger } from './share-ledger';

export const ledgerClasses = ['Common', 'Series A'];
/** A day between 2020-01-01 and the end of 2025, as YYYY-MM-DD. */
export const ledgerDay = fc.integer({ min: 0, max: 365 * 6 }).map((n) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
export const ledgerVesting = fc
  .record({ vestingStart: ledgerDay, vestingMonths: fc.integer({ min: 0, max: 60 }), cliffMonths: fc.integer({ min: 0, max: 24 }), frequency: fc.constantFrom('monthly' as const, 'quarterly' as const) })
  .map((v) => ({ ...v, cliffMonths: Math.min(v.cliffMonths, v.vestingMonths) }));

/** Every kind of entry among the given holders, most of which a real ledger would refuse. */
export function ledgerEntryArms(holders: readonly string[]): fc.Arbitrary<LedgerEntryInput>[] {
  const holder = fc.constantFrom(...holders);
  const shareClass = fc.constantFrom(...ledgerClasses);
  const day = ledgerDay;
  return [
    fc.record({ kind: fc.constant('issuance' as const), date: day, holder, shareClass, shares: fc.integer({ min: 1, max: 100_000 }), pricePerShareMinor: fc.constant(1), currency: fc.constant('USD' as const), isOption: fc.constant(false) }),
    fc.record({ kind: fc.constant('issuance' as const), date: day, holder, shareClass: fc.constant('Common'), shares: fc.integer({ min: 1, max: 100_000 }), pricePerShareMinor: fc.constant(0), currency: fc.constant('USD' as const), isOption: fc.constant(true), exercisePriceMinor: fc.constant(10), vesting: ledgerVesting }),
    fc.record({ kind: fc.constant('transfer' as const), date: day, fromHolder: holder, toHolder: holder, shareClass, shares: fc.integer({ min: 1, max: 50_000 }) }),
    fc.record({ kind: fc.constant('cancellation' as const), date: day, holder, shareClass, shares: fc.integer({ min: 1, max: 50_000 }) }),
    fc.record({ kind: fc.constant('cancellation' as const), date: day, holder, shareClass: fc.constant('Common'), shares: fc.integer({ min: 1, max: 50_000 }), grantId: fc.integer({ min: 1, max: 12 }) }),
    fc.record({ kind: fc.constant('exercise' as const), date: day, holder, grantId: fc.integer({ min: 1, max: 12 }), shares: fc.integer({ min: 1, max: 50_000 }) }),
    fc.record({ kind: fc.constant('repurchase' as const), date: day, holder, shareClass, shares: fc.integer({ min: 1, max: 50_000 }), pricePerShareMinor: fc.constant(100), currency: fc.constant('USD' as const) }),
  ];
}

/** A valid ledger: entries are kept, in ledger order, only when the ledger with them still validates. */
export function validLedgerOf(entry: fc.Arbitrary<LedgerEntryInput>, maxLength: number): fc.Arbitrary<LedgerRecord[]> {
  return fc.array(entry, { minLength: 1, maxLength }).map((entries) => {
    const kept: LedgerRecord[] = [];
    for (const record of ledgerOrder(entries.map((e, i) => ({ id: i + 1, entry: e })))) {
      if (validateLedger([...kept, record]) === null) kept.push(record);
    }
    return kept;
  });
}
