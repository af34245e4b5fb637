import { describe, expect, it } from 'vitest';
import { ocfImportMessages as m } from '@baobab/contracts/cap-table-exports';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { holdingsOn } from '../share-ledger';
import { historyPackage } from './fixtures/history-package';
import { otherToolPackage } from './fixtures/other-tool-package';
import { ocfToLedgerHistory } from './ocf-import-history';

/**
 * Decision 0061: rights that are not shares (warrants, RSUs) are left out of the imported ledger and reported; what a
 * right gives in stock (a warrant exercised, an RSU released) is written as issuances on that date; the history
 * package's holdings are otherwise unchanged. Baseline (ocf-import-history.test.ts): on 2024-12-31 Seed Fund holds
 * 1,000,000 Series Seed and Chidi 150,000 Common Stock, 8,900,000 shares in all.
 */
const md5 = (text: string) => {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0').repeat(4);
};
type Json = Record<string, unknown>;
const history = (files: Map<string, string>) => {
  const result = ocfToLedgerHistory(files, md5, 'USD');
  if (!result.ok) throw new Error(englishOf(result.message));
  return result;
};
const usd = (amount: string) => ({ amount, currency: 'USD' });
const stock = (id: string, security_id: string, date: string, stakeholder_id: string, quantity: string, price: string) => ({
  object_type: 'TX_STOCK_ISSUANCE', id, security_id, date, stakeholder_id, stock_class_id: 'class-common', quantity, share_price: usd(price), custom_id: `CS-${id}`, security_law_exemptions: [], stock_legend_ids: [],
});
const warrant = (id: string, security_id: string, date: string, quantity: string) => ({
  object_type: 'TX_WARRANT_ISSUANCE', id, security_id, date, stakeholder_id: 'sh-seed', quantity, exercise_price: usd('1.00'), purchase_price: usd('0'), exercise_triggers: [], security_law_exemptions: [],
});
const rsu = { object_type: 'TX_EQUITY_COMPENSATION_ISSUANCE', id: 'tx-r1', security_id: 'sec-rsu', date: '2024-08-01', stakeholder_id: 'sh-dami', custom_id: 'RSU-1', stock_plan_id: 'plan-2023', compensation_type: 'RSU', quantity: '30000', expiration_date: null, termination_exercise_windows: [], security_law_exemptions: [] };
const sharesOf = (entries: ReturnType<typeof history>['entries'], date: string, holder: string) =>
  holdingsOn(entries, date).rows.filter((r) => r.holder === holder).map((r) => [r.shareClass, r.shares, r.optionsOutstanding]);
const warnings = (result: ReturnType<typeof history>) => result.warnings.map((w) => [w.objectId, englishOf(w.message)]);
const base = history(historyPackage(md5));

describe('a warrant issued, then partly exercised', () => {
  const extra: Json[] = [
    warrant('tx-w1', 'sec-w', '2024-08-01', '100000'),
    // 60,000 exercised into common at $1.00; the 40,000 left are a new warrant (the balance), cancelled later.
    { object_type: 'TX_WARRANT_EXERCISE', id: 'tx-w2', date: '2024-10-01', security_id: 'sec-w', quantity: '60000', resulting_security_ids: ['sec-w-stock'], balance_security_id: 'sec-w-2', consideration_text: '60,000.00 USD' },
    stock('tx-w3', 'sec-w-stock', '2024-10-01', 'sh-seed', '60000', '1.00'),
    warrant('tx-w4', 'sec-w-2', '2024-10-01', '40000'),
    { object_type: 'TX_WARRANT_CANCELLATION', id: 'tx-w5', date: '2024-11-01', security_id: 'sec-w-2', quantity: '40000', reason_text: 'Expired' },
  ];
  const result = history(historyPackage(md5, { extra }));

  it('gives the exercised shares on the exercise date and none before', () => {
    expect(sharesOf(result.entries, '2024-09-30', 'Seed Fund')).toEqual([['Series Seed', 1_000_000, 0]]);
    expect(sharesOf(result.entries, '2024-10-01', 'Seed Fund')).toEqual([['Series Seed', 1_000_000, 0], ['Common Stock', 60_000, 0]]);
    // 8,900,000 + 60,000 exercised; the warrant itself (and its cancelled balance) is no shares.
    expect(holdingsOn(result.entries, '2024-12-31').totalShares).toBe(8_960_000);
    expect(result.entries.find((e) => e.source.id === 'tx-w3')?.entry).toMatchObject({ kind: 'issuance', date: '2024-10-01', holder: 'Seed Fund', shareClass: 'Common Stock', shares: 60_000, pricePerShare: '1', isOption: false });
    expect(result.entries.some((e) => e.source.id.startsWith('tx-w') && e.source.id !== 'tx-w3')).toBe(false);
  });

  it('reports the warrant, its exercise and its cancelled balance, each once', () => {
    expect(warnings(result)).toEqual(expect.arrayContaining([
      ['tx-w1', englishOf(m.notRepresented('TX_WARRANT_ISSUANCE'))],
      ['tx-w2', "turns 'sec-w', a right left out of the share ledger, into shares: written as the issuance of the 60,000 shares it gave"],
      ['tx-w5', englishOf(m.rightMovementLeftOut('sec-w-2'))],
    ]));
    expect(warnings(result).filter(([id]) => id === 'tx-w1')).toHaveLength(1);
  });
});

describe('an RSU grant, vesting, then released', () => {
  const extra: Json[] = [
    rsu,
    { object_type: 'TX_VESTING_EVENT', id: 'tx-r2', date: '2024-09-01', security_id: 'sec-rsu', vesting_condition_id: 'all' },
    { object_type: 'TX_EQUITY_COMPENSATION_RELEASE', id: 'tx-r3', date: '2024-10-15', security_id: 'sec-rsu', quantity: '30000', resulting_security_ids: ['sec-rsu-stock'], release_price: usd('0'), settlement_date: '2024-10-15' },
    stock('tx-r4', 'sec-rsu-stock', '2024-10-15', 'sh-dami', '30000', '0'),
  ];
  const result = history(historyPackage(md5, { extra }));

  it('gives the released shares on the release date and none before', () => {
    // Dami holds 200,000 options (300,000 − 100,000 cancelled) throughout; the RSU is no shares until released.
    expect(sharesOf(result.entries, '2024-10-14', 'Dami Afolabi')).toEqual([['Common Stock', 0, 200_000]]);
    expect(sharesOf(result.entries, '2024-10-15', 'Dami Afolabi')).toEqual([['Common Stock', 30_000, 200_000]]);
    expect(holdingsOn(result.entries, '2024-12-31').totalShares).toBe(8_930_000);
    // Not a grant: the plan's pool is what it was.
    expect(holdingsOn(result.entries, '2024-12-31').plans[0]).toMatchObject(holdingsOn(base.entries, '2024-12-31').plans[0] ?? {});
  });

  it('reports the grant, its vesting and its release', () => {
    expect(warnings(result)).toEqual(expect.arrayContaining([
      ['tx-r1', englishOf(m.notOption('RSU'))],
      ['tx-r2', englishOf(m.rightMovementLeftOut('sec-rsu'))],
      ['tx-r3', englishOf(m.rightGaveShares('sec-rsu', 30_000))],
    ]));
  });

  it('refuses a release that names no stock it gave (who holds the shares is unknown)', () => {
    const edit = (txs: Json[]) => txs.filter((t) => t.id !== 'tx-r4').map((t) => (t.id === 'tx-r3' ? { ...t, resulting_security_ids: [] } : t));
    const refused = ocfToLedgerHistory(historyPackage(md5, { extra, edit }), md5, 'USD');
    expect(refused.ok ? '' : englishOf(refused.message)).toBe(englishOf(m.cannotHold('tx-r3', 'TX_EQUITY_COMPENSATION_RELEASE', m.noResultingSecurity)));
  });
});

describe('rights that give no shares', () => {
  it('a warrant issued and cancelled leaves every holding as it was', () => {
    const extra = [warrant('tx-w1', 'sec-w', '2024-08-01', '100000'), { object_type: 'TX_WARRANT_CANCELLATION', id: 'tx-w2', date: '2024-09-01', security_id: 'sec-w', quantity: '100000', reason_text: 'Expired' }];
    const result = history(historyPackage(md5, { extra }));
    expect(result.entries.map((e) => e.entry)).toEqual(base.entries.map((e) => e.entry));
    for (const date of ['2024-08-01', '2024-09-01', '2024-12-31']) expect(holdingsOn(result.entries, date)).toEqual(holdingsOn(base.entries, date));
    expect(warnings(result)).toEqual(expect.arrayContaining([['tx-w2', englishOf(m.rightMovementLeftOut('sec-w'))]]));
  });

  it("another tool's package with an RSU grant and a warrant imports, naming both", () => {
    const result = history(otherToolPackage(md5));
    expect(warnings(result)).toEqual(expect.arrayContaining([['tx-0006', englishOf(m.notOption('RSU'))], ['tx-0022', englishOf(m.notRepresented('TX_WARRANT_ISSUANCE'))]]));
    // 3,750,000 + 250,000 + 3,000,000 + 50,000 common, 1,500,000 + 400,000 Series Seed.
    expect(holdingsOn(result.entries, '2025-01-01').totalShares).toBe(8_950_000);
  });

  it('a split still refuses the package', () => {
    const split = { object_type: 'TX_STOCK_CLASS_SPLIT', id: 'tx-s1', date: '2024-09-01', stock_class_id: 'class-common', split_ratio: { numerator: '2', denominator: '1' } };
    const refused = ocfToLedgerHistory(historyPackage(md5, { extra: [warrant('tx-w1', 'sec-w', '2024-08-01', '100000'), split] }), md5, 'USD');
    expect(refused.ok ? '' : englishOf(refused.message)).toBe(englishOf(m.cannotHold('tx-s1', 'TX_STOCK_CLASS_SPLIT', m.ledgerHasNoEntry)));
  });
});
