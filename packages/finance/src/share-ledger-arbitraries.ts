/**
 * fast-check generators of share ledgers, shared by the ledger's property tests
 * (share-ledger-properties.test.ts, ledger-cap-table.test.ts). Test support only: nothing in the
 * engine imports it.
 */
import fc from 'fast-check';
import type { LedgerEntryInput, OptionVesting } from '@baobab/contracts/financial-tools';
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

type PlanOp =
  | { op: 'plan'; gap: number; shares: number }
  | { op: 'increase'; gap: number; plan: number; shares: number }
  | { op: 'grant'; gap: number; holder: string; shares: number; plan: number; vesting: OptionVesting }
  | { op: 'exercise' | 'cancel'; gap: number; grant: number; shares: number };

/**
 * A valid ledger of equity incentive plans, increases of their pools, grants from them, and exercises and cancellations of those grants.
 * References are drawn among the entries made so far (the n-th plan, the n-th grant, with its holder), so most
 * entries can happen and the ones that cannot (a pool or a grant too small that day) are dropped as in `validLedgerOf`.
 */
export function validPlanLedger(holders: readonly string[], maxOps: number): fc.Arbitrary<LedgerRecord[]> {
  // Days after the entry before: entries mostly follow the ones they refer to, and a gap of 0 puts two on one day.
  const gap = fc.nat({ max: 240 });
  const pick = fc.nat({ max: 11 });
  const op: fc.Arbitrary<PlanOp> = fc.oneof(
    fc.record({ op: fc.constant('plan' as const), gap, shares: fc.integer({ min: 1, max: 100_000 }) }),
    fc.record({ op: fc.constant('increase' as const), gap, plan: pick, shares: fc.integer({ min: 1, max: 50_000 }) }),
    fc.record({ op: fc.constant('grant' as const), gap, holder: fc.constantFrom(...holders), shares: fc.integer({ min: 1, max: 60_000 }), plan: pick, vesting: ledgerVesting }),
    fc.record({ op: fc.constantFrom('exercise' as const, 'cancel' as const), gap, grant: pick, shares: fc.integer({ min: 1, max: 30_000 }) }),
  );
  return fc.array(op, { minLength: 1, maxLength: maxOps }).map((ops) => {
    const kept: LedgerRecord[] = [];
    const plans: number[] = [];
    const grants: { id: number; holder: string }[] = [];
    let day = Date.UTC(2020, 0, 1);
    ops.forEach((o, i) => {
      const id = i + 1;
      day += o.gap * 86_400_000;
      const date = new Date(day).toISOString().slice(0, 10);
      let entry: LedgerEntryInput | null = null;
      if (o.op === 'plan') entry = { kind: 'plan', date, planName: `Plan ${plans.length + 1}`, shareClass: 'Common', shares: o.shares };
      else if (o.op === 'increase' && plans.length > 0) entry = { kind: 'pool-increase', date, planId: plans[o.plan % plans.length] ?? 0, shares: o.shares };
      else if (o.op === 'grant' && plans.length > 0) {
        entry = { kind: 'issuance', date, holder: o.holder, shareClass: 'Common', shares: o.shares, pricePerShareMinor: 0, currency: 'USD', isOption: true, exercisePriceMinor: 10, vesting: o.vesting, planId: plans[o.plan % plans.length] };
      } else if ((o.op === 'exercise' || o.op === 'cancel') && grants.length > 0) {
        const g = grants[o.grant % grants.length];
        if (g) entry = o.op === 'exercise' ? { kind: 'exercise', date, holder: g.holder, grantId: g.id, shares: o.shares } : { kind: 'cancellation', date, holder: g.holder, shareClass: 'Common', shares: o.shares, grantId: g.id };
      }
      if (entry === null || validateLedger([...kept, { id, entry }]) !== null) return;
      kept.push({ id, entry });
      if (entry.kind === 'plan') plans.push(id);
      if (entry.kind === 'issuance') grants.push({ id, holder: entry.holder });
    });
    return ledgerOrder(kept);
  });
}
