import { describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { type LedgerEntryInput, ledgerMessages as m } from '@baobab/contracts/financial-tools';
import { type LedgerRecord, holdingsOn, validateLedger, vestedOptions } from './share-ledger';

const grant = (frequency: 'monthly' | 'quarterly') => ({ vestingStart: '2024-01-15', vestingMonths: 48, cliffMonths: 12, frequency });
const usd = { pricePerShareMinor: 0.01, currency: 'USD' as const, isOption: false };
const records = (...entries: LedgerEntryInput[]): LedgerRecord[] => entries.map((entry, i) => ({ id: i + 1, entry }));

describe('vestedOptions: 48,000 options over four years with a one-year cliff', () => {
  it('vests nothing the day before the cliff, 12,000 on it, then 1,000 a month and all 48,000 at four years', () => {
    const v = grant('monthly');
    expect(vestedOptions(48_000, v, '2024-01-14')).toBe(0);
    expect(vestedOptions(48_000, v, '2025-01-14')).toBe(0);
    expect(vestedOptions(48_000, v, '2025-01-15')).toBe(12_000);
    expect(vestedOptions(48_000, v, '2025-02-14')).toBe(12_000);
    expect(vestedOptions(48_000, v, '2025-02-15')).toBe(13_000);
    expect(vestedOptions(48_000, v, '2028-01-14')).toBe(47_000);
    expect(vestedOptions(48_000, v, '2028-01-15')).toBe(48_000);
    expect(vestedOptions(48_000, v, '2035-01-01')).toBe(48_000);
  });

  it('steps by 3,000 a quarter when vesting is quarterly', () => {
    const v = grant('quarterly');
    expect(vestedOptions(48_000, v, '2025-01-14')).toBe(0);
    expect(vestedOptions(48_000, v, '2025-01-15')).toBe(12_000);
    expect(vestedOptions(48_000, v, '2025-02-15')).toBe(12_000);
    expect(vestedOptions(48_000, v, '2025-03-15')).toBe(12_000);
    expect(vestedOptions(48_000, v, '2025-04-15')).toBe(15_000);
    expect(vestedOptions(48_000, v, '2025-07-15')).toBe(18_000);
    expect(vestedOptions(48_000, v, '2028-01-15')).toBe(48_000);
  });

  it('rounds each running total down to whole options and still vests the whole grant at the end', () => {
    const v = { vestingStart: '2024-01-31', vestingMonths: 36, cliffMonths: 0, frequency: 'monthly' as const };
    // 1,000 × 1 ÷ 36 = 27.7…; the month completes on the last day of a shorter month.
    expect(vestedOptions(1_000, v, '2024-02-29')).toBe(27);
    expect(vestedOptions(1_000, v, '2024-03-31')).toBe(55);
    expect(vestedOptions(1_000, v, '2027-01-31')).toBe(1_000);
  });
});

describe('validateLedger', () => {
  const founders = [
    { kind: 'issuance', date: '2024-01-01', holder: 'Ada', shareClass: 'Common', shares: 1_000, ...usd },
    { kind: 'issuance', date: '2024-01-01', holder: 'Ben', shareClass: 'Common', shares: 500, ...usd },
  ] as const satisfies LedgerEntryInput[];

  it('accepts a ledger whose every entry can happen on its date', () => {
    expect(validateLedger(records(...founders, { kind: 'transfer', date: '2024-06-01', fromHolder: 'Ada', toHolder: 'Cy', shareClass: 'Common', shares: 1_000 }))).toBeNull();
  });

  it('refuses a transfer of more than the holder holds on its date, naming it, even when shares arrive later', () => {
    const ledger = records(
      ...founders,
      { kind: 'transfer', date: '2024-03-01', fromHolder: 'Ben', toHolder: 'Cy', shareClass: 'Common', shares: 600 },
      { kind: 'transfer', date: '2024-04-01', fromHolder: 'Ada', toHolder: 'Ben', shareClass: 'Common', shares: 200 },
    );
    expect(validateLedger(ledger)).toEqual({ id: 3, message: m.exceedsHolding('2024-03-01', 'transfer', 'Ben', 'Common', 600, 500) });
  });

  it('refuses cancelling or repurchasing more than held, and shares of a class the holder does not have', () => {
    expect(validateLedger(records(...founders, { kind: 'repurchase', date: '2024-02-01', holder: 'Ada', shareClass: 'Common', shares: 1_001, pricePerShareMinor: 1, currency: 'USD' }))?.message).toEqual(
      m.exceedsHolding('2024-02-01', 'repurchase', 'Ada', 'Common', 1_001, 1_000),
    );
    expect(validateLedger(records(...founders, { kind: 'cancellation', date: '2024-02-01', holder: 'Ada', shareClass: 'Series A', shares: 1 }))?.message).toEqual(
      m.exceedsHolding('2024-02-01', 'cancellation', 'Ada', 'Series A', 1, 0),
    );
  });

  it('refuses an exercise beyond the vested and unexercised options on its date', () => {
    const option = { kind: 'issuance', date: '2024-01-15', holder: 'Dee', shareClass: 'Common', shares: 48_000, ...usd, isOption: true, exercisePriceMinor: 10, vesting: grant('monthly') } as const;
    const before = records(option, { kind: 'exercise', date: '2025-01-14', holder: 'Dee', grantId: 1, shares: 1 });
    expect(validateLedger(before)).toEqual({ id: 2, message: m.exceedsVested('2025-01-14', 'Dee', 1, 0) });
    const twice = records(option, { kind: 'exercise', date: '2025-01-15', holder: 'Dee', grantId: 1, shares: 10_000 }, { kind: 'exercise', date: '2025-02-01', holder: 'Dee', grantId: 1, shares: 2_001 });
    expect(validateLedger(twice)).toEqual({ id: 3, message: m.exceedsVested('2025-02-01', 'Dee', 2_001, 2_000) });
    const ofAnother = records(option, { kind: 'exercise', date: '2025-06-01', holder: 'Ada', grantId: 1, shares: 1 });
    expect(validateLedger(ofAnother)?.message).toEqual(m.grantOfAnotherHolder('2025-06-01', 'exercise', 'Ada'));
    expect(validateLedger(records({ kind: 'exercise', date: '2025-06-01', holder: 'Dee', grantId: 9, shares: 1 }))?.message).toEqual(m.unknownGrant('2025-06-01', 'exercise'));
    const early = records({ kind: 'exercise', date: '2023-06-01', holder: 'Dee', grantId: 2, shares: 1 }, option);
    expect(validateLedger(early)?.message).toEqual(m.grantNotYetMade('2023-06-01', 'exercise'));
  });

  it('cancels unvested options first, and never more than are left unexercised', () => {
    const option = { kind: 'issuance', date: '2024-01-15', holder: 'Dee', shareClass: 'Common', shares: 48_000, ...usd, isOption: true, exercisePriceMinor: 10, vesting: grant('monthly') } as const;
    const ledger = records(option, { kind: 'exercise', date: '2025-01-15', holder: 'Dee', grantId: 1, shares: 12_000 }, { kind: 'cancellation', date: '2025-01-20', holder: 'Dee', shareClass: 'Common', grantId: 1, shares: 36_000 });
    expect(validateLedger(ledger)).toBeNull();
    const row = holdingsOn(ledger, '2030-01-01').rows[0];
    expect(row).toMatchObject({ shares: 12_000, optionsGranted: 48_000, optionsVested: 12_000, optionsExercised: 12_000, optionsCancelled: 36_000, optionsOutstanding: 0, fullyDiluted: 12_000 });
    const tooMany = records(option, { kind: 'exercise', date: '2025-01-15', holder: 'Dee', grantId: 1, shares: 12_000 }, { kind: 'cancellation', date: '2025-01-20', holder: 'Dee', shareClass: 'Common', grantId: 1, shares: 36_001 });
    expect(validateLedger(tooMany)?.message).toEqual(m.exceedsOptions('2025-01-20', 'Dee', 36_001, 36_000));
    // Cancelling 40,000 of a grant with 13,000 vested leaves 8,000 options, all vested.
    const deep = records(option, { kind: 'cancellation', date: '2025-02-20', holder: 'Dee', shareClass: 'Common', grantId: 1, shares: 40_000 });
    expect(holdingsOn(deep, '2025-03-01').rows[0]).toMatchObject({ optionsVested: 8_000, optionsOutstanding: 8_000, optionsExercisable: 8_000 });
  });

  it('refuses an entry dated before the founding date, and share counts that are not whole and positive', () => {
    expect(validateLedger(records(...founders), { foundedOn: '2024-02-01' })).toEqual({ id: 1, message: m.beforeFounding('2024-01-01', '2024-02-01') });
    for (const shares of [0, -5, Number.NaN, 1.5, Number.POSITIVE_INFINITY]) {
      expect(validateLedger(records({ ...founders[0], shares }))).toEqual({ id: 1, message: m.invalidShares('2024-01-01', 'issuance') });
    }
  });
});

describe('holdingsOn', () => {
  it('computes the cap table on a date: shares, options vested today, fully diluted and percentages adding to 100', () => {
    const ledger = records(
      { kind: 'issuance', date: '2024-01-01', holder: 'Ada', shareClass: 'Common', shares: 600_000, ...usd },
      { kind: 'issuance', date: '2024-01-01', holder: 'Ben', shareClass: 'Common', shares: 400_000, ...usd },
      { kind: 'issuance', date: '2024-01-15', holder: 'Dee', shareClass: 'Common', shares: 48_000, ...usd, isOption: true, exercisePriceMinor: 10, vesting: grant('monthly') },
      { kind: 'exercise', date: '2025-03-01', holder: 'Dee', grantId: 3, shares: 5_000 },
      { kind: 'transfer', date: '2025-04-01', fromHolder: 'Ben', toHolder: 'Eve', shareClass: 'Common', shares: 100_000 },
    );
    const beforeCliff = holdingsOn(ledger, '2025-01-14');
    expect(beforeCliff.rows.find((r) => r.holder === 'Dee')).toMatchObject({ shares: 0, optionsGranted: 48_000, optionsVested: 0, optionsOutstanding: 48_000 });
    expect(beforeCliff.rows.find((r) => r.holder === 'Eve')).toBeUndefined();
    const later = holdingsOn(ledger, '2025-06-15');
    expect(later.rows.map((r) => [r.holder, r.shares, r.optionsVested, r.optionsExercisable, r.optionsOutstanding, r.fullyDiluted])).toEqual([
      ['Ada', 600_000, 0, 0, 0, 600_000],
      ['Ben', 300_000, 0, 0, 0, 300_000],
      ['Eve', 100_000, 0, 0, 0, 100_000],
      ['Dee', 5_000, 17_000, 12_000, 43_000, 48_000],
    ]);
    expect(later.rows[3]?.optionsExercisePrice).toEqual({ minor: 10, currency: 'USD', price: '0.1' });
    expect(later.rows[0]?.optionsExercisePrice).toBeNull();
    expect(later.totalShares).toBe(1_005_000);
    expect(later.totalFullyDiluted).toBe(1_048_000);
    // 600,000 ÷ 1,048,000 = 57.2519…%, and the four shown figures add to 100.00 exactly.
    expect(later.rows.map((r) => r.fullyDilutedPercent)).toEqual([57.25, 28.63, 9.54, 4.58]);
  });

  it('throws the reason for a ledger that cannot happen', () => {
    const ledger = records({ kind: 'transfer', date: '2024-01-01', fromHolder: 'Ada', toHolder: 'Ben', shareClass: 'Common', shares: 1 });
    expect(() => holdingsOn(ledger, '2024-06-01')).toThrow(englishOf(m.exceedsHolding('2024-01-01', 'transfer', 'Ada', 'Common', 1, 0)));
    expect(holdingsOn(ledger, '2023-12-31').rows).toEqual([]);
  });
});
