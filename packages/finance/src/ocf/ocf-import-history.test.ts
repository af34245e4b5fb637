import { describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { holdingsOn } from '../share-ledger';
import { historyPackage } from './fixtures/history-package';
import { ocfToLedgerHistory } from './ocf-import-history';

/** Decision 0061: an OCF package imported as the company's dated share ledger history. */
const md5 = (text: string) => {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0').repeat(4);
};
const history = (files: Map<string, string>, currency = 'USD') => {
  const result = ocfToLedgerHistory(files, md5, currency);
  if (!result.ok) throw new Error(englishOf(result.message));
  return result;
};
const refusal = (files: Map<string, string>, currency = 'USD') => {
  const result = ocfToLedgerHistory(files, md5, currency);
  if (result.ok) throw new Error('the package was imported');
  return englishOf(result.message);
};
const rows = (records: { id: number; entry: never }[] | ReturnType<typeof history>['entries'], date: string) =>
  holdingsOn(records, date).rows.map((r) => [r.holder, r.shareClass, r.shares, r.optionsOutstanding]);

describe('a hand-written package of a company with a plan, grants, a pool increase, a transfer and a cancellation', () => {
  const { entries, model } = history(historyPackage(md5));

  it('writes each transaction as the ledger entry of its kind, on its own date, in date order', () => {
    expect(entries.map((e) => [e.entry.date, e.entry.kind, e.source.id])).toEqual([
      ['2023-01-05', 'issuance', 'tx-01'],
      ['2023-01-05', 'issuance', 'tx-02'],
      // The plan is dated by its board approval, before its first grant.
      ['2023-02-01', 'plan', 'plan-2023'],
      ['2023-03-01', 'issuance', 'tx-03'],
      ['2023-06-01', 'issuance', 'tx-04'],
      // The transfer's resulting and balance issuances (tx-06, tx-07) are folded into it.
      ['2023-09-01', 'transfer', 'tx-05'],
      ['2024-01-15', 'pool-increase', 'tx-08'],
      ['2024-02-01', 'issuance', 'tx-09'],
      ['2024-03-01', 'cancellation', 'tx-10'],
      ['2024-04-01', 'issuance', 'tx-11'],
      ['2024-06-01', 'exercise', 'tx-12'],
      ['2024-07-01', 'cancellation', 'tx-14'],
    ]);
    const plan = entries[2]?.id;
    expect(entries[3]?.entry).toMatchObject({ holder: 'Chidi Obi', shareClass: 'Common Stock', isOption: true, planId: plan, exercisePrice: '0.05', exercisePriceMinor: 5 });
    expect(entries[6]?.entry).toMatchObject({ planId: plan, shares: 500_000, boardApprovalDate: '2024-01-10' });
    expect(entries[8]?.entry).toMatchObject({ grantId: entries[4]?.id, shares: 100_000 });
    expect(entries[10]?.entry).toMatchObject({ grantId: entries[3]?.id, shares: 150_000 });
    // The seed series keeps its terms in the round model; the plan is a ledger plan, not a class of the cap table.
    expect(model.shareClasses).toEqual([{ name: 'Series Seed', kind: 'preferred', issuePrice: 1, seniority: 1, liquidationPreference: 1 }]);
  });

  it('gives the right holdings and pool on three dates', () => {
    // 2023-12-31: Ada 5,000,000 + 500,000 from Bayo = 5,500,000; Bayo 3,000,000 − 500,000 = 2,500,000;
    // Chidi 400,000 and Dami 300,000 options. Pool: 1,000,000 − 700,000 granted = 300,000.
    expect(rows(entries, '2023-12-31')).toEqual([
      ['Ada Eze', 'Common Stock', 5_500_000, 0],
      ['Bayo Adeyemi', 'Common Stock', 2_500_000, 0],
      ['Chidi Obi', 'Common Stock', 0, 400_000],
      ['Dami Afolabi', 'Common Stock', 0, 300_000],
    ]);
    expect(holdingsOn(entries, '2023-12-31').plans[0]).toMatchObject({ size: 1_000_000, granted: 700_000, remaining: 300_000 });
    // 2024-03-31: Seed Fund 1,000,000 Series Seed; Dami 300,000 − 100,000 cancelled = 200,000. Pool: 1,500,000 after the
    // adjustment − 700,000 granted + 100,000 returned = 900,000.
    expect(rows(entries, '2024-03-31')).toEqual([
      ['Ada Eze', 'Common Stock', 5_500_000, 0],
      ['Bayo Adeyemi', 'Common Stock', 2_500_000, 0],
      ['Seed Fund', 'Series Seed', 1_000_000, 0],
      ['Chidi Obi', 'Common Stock', 0, 400_000],
      ['Dami Afolabi', 'Common Stock', 0, 200_000],
    ]);
    expect(holdingsOn(entries, '2024-03-31').plans[0]).toMatchObject({ size: 1_500_000, granted: 700_000, returned: 100_000, remaining: 900_000 });
    // 2024-12-31: Bayo 2,500,000 − 250,000 cancelled = 2,250,000; Chidi exercised 150,000 (shares) and holds
    // 400,000 − 150,000 + 200,000 = 450,000 options. Pool: 1,500,000 − 900,000 + 100,000 = 700,000.
    // Shares: 5,500,000 + 2,250,000 + 1,000,000 + 150,000 = 8,900,000.
    const end = holdingsOn(entries, '2024-12-31');
    expect(end.rows.map((r) => [r.holder, r.shareClass, r.shares, r.optionsOutstanding])).toEqual([
      ['Ada Eze', 'Common Stock', 5_500_000, 0],
      ['Bayo Adeyemi', 'Common Stock', 2_250_000, 0],
      ['Seed Fund', 'Series Seed', 1_000_000, 0],
      ['Chidi Obi', 'Common Stock', 150_000, 450_000],
      ['Dami Afolabi', 'Common Stock', 0, 200_000],
    ]);
    expect(end.totalShares).toBe(8_900_000);
    expect(end.plans[0]).toMatchObject({ planName: '2023 Stock Incentive Plan', size: 1_500_000, granted: 900_000, exercised: 150_000, remaining: 700_000 });
  });

  it('reads prices in the company’s currency with their decimals', () => {
    const { entries: xof } = history(historyPackage(md5, { currency: 'XOF' }), 'XOF');
    expect(xof[0]?.entry).toMatchObject({ currency: 'XOF', pricePerShare: '0.0001' });
  });
});

describe('what changes holdings and the ledger cannot hold is refused, naming the transaction', () => {
  it('a pool reduced', () => {
    const edit = (txs: Record<string, unknown>[]) => txs.map((t) => (t.id === 'tx-08' ? { ...t, shares_reserved: '800000' } : t));
    expect(refusal(historyPackage(md5, { edit }))).toBe("Transaction 'tx-08' (TX_STOCK_PLAN_POOL_ADJUSTMENT) cannot be written to the share ledger: it reduces the pool of 2023 Stock Incentive Plan from 1,000,000 to 800,000 shares, and the share ledger only increases a pool");
  });

  it('a price in another currency than the company’s', () => {
    expect(refusal(historyPackage(md5), 'XOF')).toBe("Transaction 'tx-01' (TX_STOCK_ISSUANCE) cannot be written to the share ledger: share_price is in USD, not in the company’s currency (XOF)");
  });

  it('a movement the ledger refuses on its date, with the ledger’s reason', () => {
    const edit = (txs: Record<string, unknown>[]) => txs.map((t) => (t.id === 'tx-14' ? { ...t, quantity: '9000000' } : t));
    expect(refusal(historyPackage(md5, { edit }))).toMatch(/^Transaction 'tx-14' \(TX_STOCK_CANCELLATION\) cannot be written to the share ledger: .*Bayo Adeyemi/);
  });

  it('a grant more than its plan’s pool', () => {
    const edit = (txs: Record<string, unknown>[]) => txs.map((t) => (t.id === 'tx-04' ? { ...t, quantity: '700000' } : t));
    expect(refusal(historyPackage(md5, { edit }))).toMatch(/^Transaction 'tx-04' \(TX_EQUITY_COMPENSATION_ISSUANCE\) cannot be written to the share ledger: /);
  });

  it('a stock split', () => {
    const split = { object_type: 'TX_STOCK_CLASS_SPLIT', id: 'tx-s1', date: '2024-09-01', stock_class_id: 'class-common', split_ratio: { numerator: '2', denominator: '1' } };
    expect(refusal(historyPackage(md5, { extra: [split] }))).toMatch(/^Transaction 'tx-s1' \(TX_STOCK_CLASS_SPLIT\)/);
  });
});
