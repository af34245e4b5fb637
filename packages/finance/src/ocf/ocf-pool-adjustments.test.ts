import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ocfImportMessages as m } from '@baobab/contracts/cap-table-exports';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import type { LedgerEntryInput } from '@baobab/contracts/financial-tools';
import { type LedgerRecord, holdingsOn, remainingPoolOn } from '../share-ledger';
import { validPlanLedger } from '../share-ledger-arbitraries';
import { builtInClassKind, type SpecCapTableInput } from '../spec-cap-table';
import { capTableToOcf, ledgerToOcf, ocfFileNames, type OcfFile } from './ocf-export';
import { ocfToCapTable } from './ocf-import';
import { checkOcfPackage } from './ocf-validate';

/** Decision 0056: a plan leaves with the size it was created with, each pool increase as a dated TX_STOCK_PLAN_POOL_ADJUSTMENT. */
const md5 = (text: string) => {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0').repeat(4);
};
const issuer = { legalName: 'Kilimo Pay', formationDate: '2019-01-01', countryCode: 'KE', comments: [], currency: 'USD' as const };
type Json = Record<string, unknown>;
const itemsOf = (files: OcfFile[], name: string) => JSON.parse(files.find((f) => f.name === name)?.text ?? '{}').items as Json[];
const asMap = (files: OcfFile[]) => new Map(files.map((f) => [f.name, f.text]));
const imported = (files: OcfFile[]) => {
  const result = ocfToCapTable(asMap(files), md5);
  if (!result.ok) throw new Error(englishOf(result.message));
  return result;
};

const vesting = { vestingStart: '2024-02-01', vestingMonths: 0, cliffMonths: 0, frequency: 'monthly' as const };
const grant = (holder: string, shares: number, date: string): LedgerEntryInput => ({
  kind: 'issuance', date, holder, shareClass: 'Common', shares, pricePerShareMinor: 0, currency: 'USD', isOption: true, exercisePriceMinor: 10, vesting, planId: 2,
});
const entries: LedgerEntryInput[] = [
  { kind: 'issuance', date: '2024-01-01', holder: 'Amina Okafor', shareClass: 'Common', shares: 8_000_000, pricePerShareMinor: 0.01, currency: 'USD', isOption: false },
  { kind: 'plan', date: '2024-01-10', planName: '2024 Stock Option Plan', shareClass: 'Common', shares: 1_000_000, boardApprovalDate: '2024-01-05' },
  grant('Zainab Bello', 900_000, '2024-02-01'),
  { kind: 'pool-increase', date: '2024-06-01', planId: 2, shares: 500_000, boardApprovalDate: '2024-05-20' },
  grant('Kofi Mensah', 400_000, '2024-07-01'),
  // A round's top-up is the same kind of entry (its role aside).
  { kind: 'pool-increase', date: '2025-01-15', planId: 2, shares: 300_000 },
  { kind: 'exercise', date: '2025-02-01', holder: 'Zainab Bello', grantId: 3, shares: 100_000 },
];
const records: LedgerRecord[] = entries.map((entry, i) => ({ id: i + 1, entry }));
const asOf = '2025-06-30';
const files = ledgerToOcf(records, null, issuer, asOf, `${asOf}T10:00:00.000Z`, md5);

/**
 * Each plan's pool on `date` as another OCF tool reads the package: the plan's initial reserve, replaced by its latest
 * pool adjustment dated by then, less what its grants have out and what was exercised from them by then.
 */
function otherToolPools(files: OcfFile[], date: string): Map<string, number> {
  const txs = itemsOf(files, ocfFileNames.transactions).filter((t) => String(t.date) <= date);
  const reserve = new Map(itemsOf(files, ocfFileNames.stockPlans).map((p) => [String(p.id), Number(p.initial_shares_reserved)]));
  const planOfGrant = new Map<string, string>();
  const taken = new Map<string, number>();
  const add = (plan: string | undefined, n: number) => plan !== undefined && taken.set(plan, (taken.get(plan) ?? 0) + n);
  for (const t of [...txs].sort((a, b) => String(a.date).localeCompare(String(b.date)))) {
    if (t.object_type === 'TX_STOCK_PLAN_POOL_ADJUSTMENT') reserve.set(String(t.stock_plan_id), Number(t.shares_reserved));
    if (t.object_type === 'TX_EQUITY_COMPENSATION_ISSUANCE') {
      planOfGrant.set(String(t.security_id), String(t.stock_plan_id));
      add(String(t.stock_plan_id), Number(t.quantity));
    }
    // Exercised options stay taken from the pool; cancelled ones return to it (RETURN_TO_POOL).
    if (t.object_type === 'TX_EQUITY_COMPENSATION_CANCELLATION') add(planOfGrant.get(String(t.security_id)), -Number(t.quantity));
  }
  return new Map([...reserve].map(([plan, reserved]) => [plan, reserved - (taken.get(plan) ?? 0)]));
}

/** Shares per holder and class, a holder's options of every plan counted together. */
function shareCounts(input: SpecCapTableInput): Map<string, number> {
  const optionKind = new Set((input.shareClasses ?? []).filter((c) => c.kind === 'option').map((c) => c.name));
  const counts = new Map<string, number>();
  for (const row of input.shares) {
    const key = JSON.stringify([row.shareholderName, optionKind.has(row.shareClass) || builtInClassKind(row.shareClass) === 'option' ? 'options' : row.shareClass]);
    counts.set(key, (counts.get(key) ?? 0) + row.shares);
  }
  return counts;
}

function ledgerCounts(ledger: readonly LedgerRecord[], date: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of holdingsOn(ledger, date).rows) {
    if (row.shares > 0) counts.set(JSON.stringify([row.holder, row.shareClass]), row.shares);
    if (row.optionsOutstanding > 0) counts.set(JSON.stringify([row.holder, 'options']), (counts.get(JSON.stringify([row.holder, 'options'])) ?? 0) + row.optionsOutstanding);
  }
  return counts;
}

describe('OCF export of pool increases', () => {
  it("writes the plan with the size it was created with and each increase on its date, stating the plan's whole reserve after it", () => {
    expect(checkOcfPackage(files)).toBeNull();
    const [plan] = itemsOf(files, ocfFileNames.stockPlans);
    expect(plan).toMatchObject({ id: 'ledger-plan-2', initial_shares_reserved: '1000000', board_approval_date: '2024-01-05' });
    const adjustments = itemsOf(files, ocfFileNames.transactions).filter((t) => t.object_type === 'TX_STOCK_PLAN_POOL_ADJUSTMENT');
    expect(adjustments).toEqual([
      { object_type: 'TX_STOCK_PLAN_POOL_ADJUSTMENT', id: expect.any(String), date: '2024-06-01', stock_plan_id: 'ledger-plan-2', shares_reserved: '1500000', board_approval_date: '2024-05-20' },
      { object_type: 'TX_STOCK_PLAN_POOL_ADJUSTMENT', id: expect.any(String), date: '2025-01-15', stock_plan_id: 'ledger-plan-2', shares_reserved: '1800000' },
    ]);
  });

  it('gives another tool the ledger’s pool on every date: before, between and after the increases', () => {
    for (const date of ['2024-01-10', '2024-02-01', '2024-05-31', '2024-06-01', '2024-07-01', '2025-01-14', '2025-01-15', '2025-02-01', asOf]) {
      const [pool] = holdingsOn(records, date).plans;
      expect({ date, pool: otherToolPools(files, date).get('ledger-plan-2') }).toEqual({ date, pool: pool?.remaining });
    }
    // 1,000,000 + 500,000 + 300,000 − 1,300,000 granted.
    expect(otherToolPools(files, asOf).get('ledger-plan-2')).toBe(500_000);
  });

  it('leaves an increase dated after the package out, with the reserve the plan had on the package’s date', () => {
    const early = ledgerToOcf(records, null, issuer, '2024-12-31', '2024-12-31T10:00:00.000Z', md5);
    expect(itemsOf(early, ocfFileNames.transactions).filter((t) => t.object_type === 'TX_STOCK_PLAN_POOL_ADJUSTMENT').map((t) => t.shares_reserved)).toEqual(['1500000']);
    expect(imported(early).input.unallocatedOptionPool).toBe(holdingsOn(records, '2024-12-31').plans[0]?.remaining);
  });
});

describe('OCF import of pool adjustments', () => {
  const withTransactions = (change: (items: Json[]) => Json[]) => {
    const transactions = JSON.parse(files.find((f) => f.name === ocfFileNames.transactions)?.text ?? '{}');
    const text = `${JSON.stringify({ ...transactions, items: change(transactions.items as Json[]) }, null, 2)}\n`;
    const changed = files.map((f) => (f.name === ocfFileNames.transactions ? { ...f, text } : f));
    // The manifest lists each file's MD5: written again for the changed file.
    const manifest = JSON.parse(changed[0]?.text ?? '{}');
    manifest.transactions_files = [{ filepath: ocfFileNames.transactions, md5: md5(text) }];
    return [{ name: ocfFileNames.manifest, text: JSON.stringify(manifest) }, ...changed.slice(1)];
  };

  it("reads the plan's last adjustment as its reserve: the ledger's remaining pool", () => {
    const result = imported(files);
    expect(result.warnings).toEqual([]);
    expect(result.input.unallocatedOptionPool).toBe(holdingsOn(records, asOf).plans[0]?.remaining);
  });

  it('reports, and leaves out, an adjustment of a plan the package does not define', () => {
    const stray = { object_type: 'TX_STOCK_PLAN_POOL_ADJUSTMENT', id: 'tx-stray', date: '2025-03-01', stock_plan_id: 'plan-elsewhere', shares_reserved: '9000000' };
    const result = imported(withTransactions((items) => [...items, stray]));
    expect(result.warnings).toEqual([{ objectType: 'TX_STOCK_PLAN_POOL_ADJUSTMENT', objectId: 'tx-stray', message: m.unknownPlanAdjusted('plan-elsewhere') }]);
    expect(result.input.unallocatedOptionPool).toBe(500_000);
  });

  it('reads a reserve cut below what the plan has out as no pool, and says so', () => {
    const cut = { object_type: 'TX_STOCK_PLAN_POOL_ADJUSTMENT', id: 'tx-cut', date: '2025-03-01', stock_plan_id: 'ledger-plan-2', shares_reserved: '1000000' };
    const result = imported(withTransactions((items) => [...items, cut]));
    expect(result.warnings).toEqual([{ objectType: 'STOCK_PLAN', objectId: 'ledger-plan-2', message: m.poolBelowOptions(1_000_000, 1_300_000) }]);
    expect(result.input.unallocatedOptionPool ?? 0).toBe(0);
    // The holders' options are read whatever the pool.
    expect(shareCounts(result.input)).toEqual(ledgerCounts(records, asOf));
  });

  it('checks an adjustment against its published schema, as every type Baobab writes', () => {
    const broken = withTransactions((items) => items.map((t) => (t.object_type === 'TX_STOCK_PLAN_POOL_ADJUSTMENT' ? { ...t, shares_reserved: 'many' } : t)));
    const result = ocfToCapTable(asMap(broken), md5);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : englishOf(result.message)).toMatch(/TX_STOCK_PLAN_POOL_ADJUSTMENT '.*' field shares_reserved/);
  });
});

describe('OCF round trip of a ledger with plans and pool increases', () => {
  // A founder's stock, so every ledger has holders to import.
  const founder: LedgerRecord = { id: 100, entry: { kind: 'issuance', date: '2019-06-01', holder: 'Amina', shareClass: 'Common', shares: 1_000_000, pricePerShareMinor: 1, currency: 'USD', isOption: false } };

  it('export → import → export: on every entry date, the same pool another tool reads, the same pool imported, the same share counts', () => {
    fc.assert(
      fc.property(validPlanLedger(['Ada', 'Ben', 'Cy'], 12), (plans) => {
        const ledger = [founder, ...plans];
        const last = ledger.reduce((max, r) => (r.entry.date > max ? r.entry.date : max), founder.entry.date);
        const whole = ledgerToOcf(ledger, null, issuer, last, `${last}T00:00:00.000Z`, md5);
        expect(checkOcfPackage(whole)).toBeNull();
        for (const date of new Set(ledger.map((r) => r.entry.date))) {
          const ledgerPools = holdingsOn(ledger, date).plans;
          // Another tool replaying the whole package to this date has every plan's pool of the ledger on it.
          const read = otherToolPools(whole, date);
          for (const pool of ledgerPools) expect(read.get(`ledger-plan-${pool.planId}`)).toBe(pool.remaining);

          const first = imported(ledgerToOcf(ledger, null, issuer, date, `${date}T00:00:00.000Z`, md5));
          expect(first.warnings).toEqual([]);
          expect(first.input.unallocatedOptionPool ?? 0).toBe(remainingPoolOn(ledgerPools) ?? 0);
          expect(shareCounts(first.input)).toEqual(ledgerCounts(ledger, date));

          const again = capTableToOcf(first.input, issuer, date, `${date}T00:00:00.000Z`, md5);
          expect(checkOcfPackage(again)).toBeNull();
          const second = imported(again);
          expect(second.input.unallocatedOptionPool ?? 0).toBe(first.input.unallocatedOptionPool ?? 0);
          expect(shareCounts(second.input)).toEqual(shareCounts(first.input));
        }
      }),
      { numRuns: 40 },
    );
  });
});
