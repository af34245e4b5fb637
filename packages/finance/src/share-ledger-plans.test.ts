import { describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import fc from 'fast-check';
import { type LedgerEntryInput, ledgerMessages as m } from '@baobab/contracts/financial-tools';
import { type LedgerRecord, holdingsOn, validateLedger } from './share-ledger';
import { ledgerDay, validPlanLedger } from './share-ledger-arbitraries';

const records = (...entries: LedgerEntryInput[]): LedgerRecord[] => entries.map((entry, i) => ({ id: i + 1, entry }));
const plan = (shares: number, date = '2024-01-01'): LedgerEntryInput => ({ kind: 'plan', date, planName: '2024 Plan', shareClass: 'Common', shares, boardApprovalDate: '2023-12-15' });
const vesting = { vestingStart: '2024-01-01', vestingMonths: 48, cliffMonths: 12, frequency: 'monthly' as const };
const grant = (holder: string, shares: number, date = '2024-01-01', planId = 1): LedgerEntryInput => ({
  kind: 'issuance', date, holder, shareClass: 'Common', shares, pricePerShareMinor: 0, currency: 'USD', isOption: true, exercisePriceMinor: 10, vesting, planId,
});

describe('equity incentive plans in the share ledger', () => {
  it('draws grants from the pool, returns cancelled options, and keeps exercised ones out of it', () => {
    const ledger = records(
      plan(100_000),
      grant('Ada', 48_000),
      grant('Ben', 24_000),
      { kind: 'exercise', date: '2025-06-01', holder: 'Ada', grantId: 2, shares: 10_000 },
      // Ben leaves after the cliff: his 24,000 are cancelled, unvested first, and all go back to the pool.
      { kind: 'cancellation', date: '2025-06-01', holder: 'Ben', shareClass: 'Common', shares: 24_000, grantId: 3 },
    );
    expect(validateLedger(ledger)).toBeNull();
    const { plans, rows } = holdingsOn(ledger, '2025-06-01');
    expect(plans).toEqual([
      { planId: 1, planName: '2024 Plan', shareClass: 'Common', date: '2024-01-01', boardApprovalDate: '2023-12-15', size: 100_000, granted: 72_000, exercised: 10_000, returned: 24_000, outstanding: 38_000, remaining: 52_000 },
    ]);
    const ada = rows.find((r) => r.holder === 'Ada');
    // 17 months of 48 vested on 2025-06-01: 17,000; 10,000 exercised, 38,000 outstanding, 7,000 exercisable.
    expect(ada).toMatchObject({ shares: 10_000, optionsGranted: 48_000, optionsVested: 17_000, optionsExercised: 10_000, optionsOutstanding: 38_000, optionsExercisable: 7_000 });
  });

  it('refuses a grant larger than the pool left on its date, naming the plan and the field', () => {
    const ledger = records(plan(50_000), grant('Ada', 40_000), grant('Ben', 10_001));
    expect(validateLedger(ledger)).toEqual({ id: 3, message: m.poolExceeded('2024-01-01', '2024 Plan', 10_001, 10_000) });
    expect(englishOf(m.poolExceeded('2024-01-01', '2024 Plan', 10_001, 10_000))).toMatch(/\(shares\)$/);
  });

  it('lets a grant use options a cancellation gave back, but only after the cancellation', () => {
    const cancel: LedgerEntryInput = { kind: 'cancellation', date: '2024-03-01', holder: 'Ada', shareClass: 'Common', shares: 30_000, grantId: 2 };
    expect(validateLedger(records(plan(50_000), grant('Ada', 40_000), cancel, grant('Ben', 40_000, '2024-03-01')))).toBeNull();
    expect(validateLedger(records(plan(50_000), grant('Ada', 40_000), cancel, grant('Ben', 40_000, '2024-02-28')))?.id).toBe(4);
  });

  it('refuses a grant naming no plan, a plan not yet created, or another class than the plan reserves', () => {
    expect(validateLedger(records(grant('Ada', 1, '2024-01-01', 7)))).toEqual({ id: 1, message: m.unknownPlan('2024-01-01') });
    expect(validateLedger(records(plan(10, '2024-06-01'), grant('Ada', 1, '2024-01-01')))).toEqual({ id: 2, message: m.planNotYetCreated('2024-01-01') });
    const preferred = { ...grant('Ada', 1), shareClass: 'Series A' } as LedgerEntryInput;
    expect(validateLedger(records(plan(10), preferred))).toEqual({ id: 2, message: m.grantClassNotPlan('2024-01-01', 'Series A', '2024 Plan', 'Common') });
  });

  it('shows no plan before the date it was created', () => {
    expect(holdingsOn(records(plan(10, '2024-06-01')), '2024-05-31').plans).toEqual([]);
    expect(holdingsOn(records(plan(10, '2024-06-01')), '2024-06-01').plans).toHaveLength(1);
  });
});

describe('equity incentive plan properties', () => {
  const ledgers = validPlanLedger(['Ada', 'Ben', 'Cy'], 14);

  it('on every date: remaining + outstanding + exercised = size, remaining = size − granted + returned, never negative; holdings add up to the pools', () => {
    fc.assert(
      fc.property(ledgers, ledgerDay, (ledger, someDay) => {
        const dates = [someDay, ...ledger.map((r) => r.entry.date)];
        for (const asOf of dates) {
          const { plans, rows } = holdingsOn(ledger, asOf);
          for (const pool of plans) {
            expect(pool.remaining).toBeGreaterThanOrEqual(0);
            expect(pool.remaining + pool.outstanding + pool.exercised).toBe(pool.size);
            // The same identity counted the other way: what was granted and not exercised, less what came back.
            expect(pool.remaining + (pool.granted - pool.exercised) + pool.exercised - pool.returned).toBe(pool.size);
          }
          // Every grant these ledgers keep is drawn from a plan, so the holders' options are the pools' options.
          expect(rows.reduce((sum, r) => sum + r.optionsOutstanding, 0)).toBe(plans.reduce((sum, p) => sum + p.outstanding, 0));
          expect(rows.reduce((sum, r) => sum + r.optionsExercised, 0)).toBe(plans.reduce((sum, p) => sum + p.exercised, 0));
          expect(rows.reduce((sum, r) => sum + r.shares, 0)).toBe(plans.reduce((sum, p) => sum + p.exercised, 0));
        }
      }),
      { numRuns: 400 },
    );
  });
});
