import { describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import type { LedgerEntryInput } from '@baobab/contracts/financial-tools';
import { type LedgerRecord, holdingsOn } from '../share-ledger';
import { ocfFileNames, ledgerToOcf } from './ocf-export';
import { ocfToCapTable } from './ocf-import';
import { checkOcfPackage } from './ocf-validate';

const md5 = (text: string) => {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0').repeat(4);
};
const issuer = { legalName: 'Kilimo Pay', formationDate: '2021-01-01', countryCode: 'KE', comments: [], currency: 'USD' as const };
const asOf = '2025-06-30';
const vesting = { vestingStart: '2024-01-15', vestingMonths: 48, cliffMonths: 12, frequency: 'monthly' as const };
const grant = (holder: string, shares: number): LedgerEntryInput => ({
  kind: 'issuance', date: '2024-01-15', holder, shareClass: 'Common', shares, pricePerShareMinor: 0, currency: 'USD', isOption: true, exercisePriceMinor: 10, vesting, planId: 2,
});
const entries: LedgerEntryInput[] = [
  { kind: 'issuance', date: '2024-01-01', holder: 'Amina Okafor', shareClass: 'Common', shares: 8_000_000, pricePerShareMinor: 0.01, currency: 'USD', isOption: false },
  { kind: 'plan', date: '2024-01-10', planName: '2024 Stock Option Plan', shareClass: 'Common', shares: 1_000_000, boardApprovalDate: '2024-01-05' },
  grant('Zainab Bello', 400_000),
  grant('Kofi Mensah', 200_000),
  { kind: 'exercise', date: '2025-02-01', holder: 'Zainab Bello', grantId: 3, shares: 100_000 },
  { kind: 'cancellation', date: '2025-03-01', holder: 'Kofi Mensah', shareClass: 'Common', shares: 150_000, grantId: 4 },
];
const records: LedgerRecord[] = entries.map((entry, i) => ({ id: i + 1, entry }));
const files = ledgerToOcf(records, null, issuer, asOf, `${asOf}T10:00:00.000Z`, md5);
const itemsOf = (name: string) => JSON.parse(files.find((f) => f.name === name)?.text ?? '{}').items as Record<string, unknown>[];

describe('OCF: equity incentive plans of the ledger', () => {
  it('writes the plan as a StockPlan with its size and board approval, and its grants, exercise and cancellation under it', () => {
    expect(checkOcfPackage(files)).toBeNull();
    const plans = itemsOf(ocfFileNames.stockPlans);
    expect(plans).toEqual([
      expect.objectContaining({ object_type: 'STOCK_PLAN', id: 'ledger-plan-2', plan_name: '2024 Stock Option Plan', initial_shares_reserved: '1000000', board_approval_date: '2024-01-05', default_cancellation_behavior: 'RETURN_TO_POOL' }),
    ]);
    const txs = itemsOf(ocfFileNames.transactions);
    const grants = txs.filter((t) => t.object_type === 'TX_EQUITY_COMPENSATION_ISSUANCE');
    expect(grants.map((g) => [g.stock_plan_id, g.quantity])).toEqual([['ledger-plan-2', '400000'], ['ledger-plan-2', '200000']]);
    expect(txs.filter((t) => t.object_type === 'TX_EQUITY_COMPENSATION_EXERCISE').map((t) => t.quantity)).toEqual(['100000']);
    expect(txs.filter((t) => t.object_type === 'TX_EQUITY_COMPENSATION_CANCELLATION').map((t) => t.quantity)).toEqual(['150000']);
  });

  it("reads them back: the options by holder under the plan's name, and the pool the ledger has left", () => {
    const result = ocfToCapTable(new Map(files.map((f) => [f.name, f.text])), md5);
    if (!result.ok) throw new Error(englishOf(result.message));
    const [pool] = holdingsOn(records, asOf).plans;
    // 1,000,000 − 600,000 granted + 150,000 returned.
    expect(pool?.remaining).toBe(550_000);
    expect(result.input.unallocatedOptionPool).toBe(pool?.remaining);
    const options = result.input.shares.filter((s) => s.shareClass === '2024 Stock Option Plan').map((s) => [s.shareholderName, s.shares]);
    expect(options).toEqual([['Zainab Bello', 300_000], ['Kofi Mensah', 50_000]]);
    expect(result.input.shares.find((s) => s.shareholderName === 'Zainab Bello' && s.shareClass === 'Common')?.shares).toBe(100_000);
  });
});
