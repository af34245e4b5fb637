import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import type { LedgerEntryInput } from '@baobab/contracts/financial-tools';
import { type CapTableModel, capTableInputOn } from '../ledger-cap-table';
import { type LedgerRecord, holdingsOn } from '../share-ledger';
import { ledgerEntryArms, validLedgerOf } from '../share-ledger-arbitraries';
import { specCapTable } from '../spec-cap-table';
import { ocfFileNames, ledgerToOcf } from './ocf-export';
import { ocfToCapTable } from './ocf-import';
import { checkOcfPackage, isCheckedType } from './ocf-validate';
import { ocfTexts } from './ocf-extras';

/** Any 32-hex function shows the manifest's checksums are checked (the server passes MD5). */
const md5 = (text: string) => {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0').repeat(4);
};
const issuer = { legalName: 'Kilimo Pay', formationDate: '2021-01-01', countryCode: 'KE', comments: [], currency: 'USD' as const };
const asOf = '2025-01-31';
const opening = (shareholderType: string) => ({ shareholderType, vesting: { total: 0, vested: 0, cliff: 0, schedule: 'immediate' }, liquidationPreference: 1, antiDilution: 'None' as const });

/** Founders, a seed round and a Series A (both closed, in the ledger), an option grant, and the movements between. */
const entries: LedgerEntryInput[] = [
  { kind: 'issuance', date: '2022-01-10', holder: 'Amina Okafor', shareClass: 'Common', shares: 6_000_000, pricePerShareMinor: 0.01, currency: 'USD', isOption: false, openingTerms: opening('founder') },
  { kind: 'issuance', date: '2022-01-10', holder: 'Kofi Mensah', shareClass: 'Common', shares: 3_000_000, pricePerShareMinor: 0.01, currency: 'USD', isOption: false, openingTerms: opening('founder') },
  { kind: 'issuance', date: '2023-02-01', holder: 'Seed Fund', shareClass: 'Seed', shares: 1_250_000, pricePerShareMinor: 80, currency: 'USD', isOption: false },
  { kind: 'issuance', date: '2023-03-01', holder: 'Zainab Bello', shareClass: 'Common', shares: 400_000, pricePerShareMinor: 0, currency: 'USD', isOption: true, exercisePriceMinor: 10, vesting: { vestingStart: '2023-03-01', vestingMonths: 48, cliffMonths: 12, frequency: 'monthly' } },
  { kind: 'transfer', date: '2024-05-01', fromHolder: 'Kofi Mensah', toHolder: 'Angel One', shareClass: 'Common', shares: 500_000 },
  { kind: 'issuance', date: '2024-06-01', holder: 'A Fund', shareClass: 'Series A', shares: 2_000_000, pricePerShareMinor: 150, currency: 'USD', isOption: false },
  { kind: 'issuance', date: '2024-06-01', holder: 'Seed Fund', shareClass: 'Series A', shares: 250_000, pricePerShareMinor: 150, currency: 'USD', isOption: false },
  { kind: 'exercise', date: '2024-07-01', holder: 'Zainab Bello', grantId: 4, shares: 100_000 },
  { kind: 'cancellation', date: '2024-08-01', holder: 'Zainab Bello', shareClass: 'Common', shares: 50_000, grantId: 4 },
  { kind: 'repurchase', date: '2024-09-01', holder: 'Kofi Mensah', shareClass: 'Common', shares: 200_000, pricePerShareMinor: 1, currency: 'USD' },
  { kind: 'cancellation', date: '2024-10-01', holder: 'Seed Fund', shareClass: 'Seed', shares: 50_000 },
];
const records: LedgerRecord[] = entries.map((entry, i) => ({ id: i + 1, entry }));
const closedRounds: CapTableModel = {
  shareClasses: [
    { name: 'Seed', kind: 'preferred', issuePrice: 0.8, seniority: 1, liquidationPreference: 1 },
    { name: 'Series A', kind: 'preferred', issuePrice: 1.5, seniority: 2, liquidationPreference: 1, participation: 'participating', participationCap: 3 },
  ],
  unallocatedOptionPool: 600_000,
};
/** The same company modelling a Series B it has not closed. */
const modelling: CapTableModel = { ...closedRounds, pricedRound: { seriesName: 'Series B', investorName: 'B Fund', preMoneyValuation: 30_000_000, investment: 10_000_000, closingDate: '2025-06-01' } };

const exportOf = (model: CapTableModel) => ledgerToOcf(records, model, issuer, asOf, `${asOf}T10:00:00.000Z`, md5);
const itemsOf = (files: { name: string; text: string }[], name: string) => JSON.parse(files.find((f) => f.name === name)?.text ?? '{}').items as Record<string, unknown>[];
const importOf = (files: { name: string; text: string }[]) => {
  const result = ocfToCapTable(new Map(files.map((f) => [f.name, f.text])), md5);
  if (!result.ok) throw new Error(englishOf(result.message));
  return result;
};

describe('OCF export of the share ledger', () => {
  it('passes the vendored official schemas, every transaction checked against its own type', () => {
    const files = exportOf(modelling);
    expect(checkOcfPackage(files)).toBeNull();
    const types = itemsOf(files, ocfFileNames.transactions).map((t) => String(t.object_type));
    expect(new Set(types)).toEqual(new Set(['TX_STOCK_ISSUANCE', 'TX_EQUITY_COMPENSATION_ISSUANCE', 'TX_STOCK_TRANSFER', 'TX_EQUITY_COMPENSATION_EXERCISE', 'TX_EQUITY_COMPENSATION_CANCELLATION', 'TX_STOCK_REPURCHASE', 'TX_STOCK_CANCELLATION']));
    expect(types.every(isCheckedType)).toBe(true);
  });

  it('ranks preferred above common and writes each series\' terms', () => {
    const classes = itemsOf(exportOf(closedRounds), ocfFileNames.stockClasses);
    expect(classes.map((c) => [c.name, c.class_type, c.seniority, c.liquidation_preference_multiple, c.participation_cap_multiple])).toEqual([
      ['Common', 'COMMON', '1', undefined, undefined],
      ['Seed', 'PREFERRED', '2', '1', undefined],
      ['Series A', 'PREFERRED', '3', '1', '3'],
    ]);
    expect(classes[2]?.conversion_rights).toEqual([{ type: 'STOCK_CLASS_CONVERSION_RIGHT', conversion_mechanism: { type: 'RATIO_CONVERSION', ratio: { numerator: '1', denominator: '1' }, conversion_price: { amount: '1.5', currency: 'USD' }, rounding_type: 'FLOOR' }, converts_to_stock_class_id: classes[0]?.id }]);
  });

  it('writes prices with their real decimals when the entries have them, finer than the minor units', () => {
    // XOF 0.0475 is 4.75 hundredths of a franc: the minor units say 0.05 (4.75 → 5 hundredths), the decimal keeps 0.0475.
    const xofGrant: LedgerEntryInput = { ...(entries[3] as Extract<LedgerEntryInput, { kind: 'issuance' }>), currency: 'XOF', exercisePriceMinor: 0.05, exercisePrice: '0.0475' };
    const xofSeed: LedgerEntryInput = { ...(entries[2] as Extract<LedgerEntryInput, { kind: 'issuance' }>), currency: 'XOF', pricePerShareMinor: 0.13, pricePerShare: '0.125' };
    const priced = records.map((r) => (r.id === 4 ? { ...r, entry: xofGrant } : r.id === 3 ? { ...r, entry: xofSeed } : r));
    const transactions = itemsOf(ledgerToOcf(priced, closedRounds, issuer, asOf, `${asOf}T10:00:00.000Z`, md5), ocfFileNames.transactions);
    expect(transactions.find((t) => t.object_type === 'TX_EQUITY_COMPENSATION_ISSUANCE')?.exercise_price).toEqual({ amount: '0.0475', currency: 'XOF' });
    expect(transactions.find((t) => t.object_type === 'TX_STOCK_ISSUANCE' && t.stock_class_id !== undefined && (t.quantity === '1250000'))?.share_price).toEqual({ amount: '0.125', currency: 'XOF' });
  });

  it('writes the grant with its exercise price and exact vesting dates (the ledger\'s own rule)', () => {
    const grant = itemsOf(exportOf(closedRounds), ocfFileNames.transactions).find((t) => t.object_type === 'TX_EQUITY_COMPENSATION_ISSUANCE');
    expect(grant).toMatchObject({ quantity: '400000', exercise_price: { amount: '0.1', currency: 'USD' }, compensation_type: 'OPTION' });
    const vestings = grant?.vestings as { date: string; amount: string }[];
    // Nothing before the one-year cliff, 12/48 on it, then 1/48 a month (rounded down, the rest at the end).
    expect(vestings[0]).toEqual({ date: '2024-03-01', amount: '100000' });
    expect(vestings[1]).toEqual({ date: '2024-04-01', amount: '8333' });
    expect(vestings.at(-1)?.date).toBe('2027-03-01');
    expect(vestings.reduce((sum, v) => sum + Number(v.amount), 0)).toBe(400_000);
  });

  it('leaves the modelled round out: no stock for B Fund, the manifest says it is a scenario', () => {
    const files = exportOf(modelling);
    expect(itemsOf(files, ocfFileNames.stakeholders).map((s) => (s.name as { legal_name: string }).legal_name)).not.toContain('B Fund');
    const manifest = JSON.parse(files.find((f) => f.name === ocfFileNames.manifest)?.text ?? '{}');
    expect(manifest.comments).toContain(ocfTexts.scenarioNotIssued);
    // Baobab's own import still gets the scenario back from the comment.
    expect(importOf(files).input.pricedRound).toEqual(modelling.pricedRound);
  });

  it('adds up to the same shares as Baobab\'s cap table of the two closed rounds, and the same holdings per holder', () => {
    const files = exportOf(closedRounds);
    const stock = itemsOf(files, ocfFileNames.transactions);
    // What another OCF tool adds up: every stock issuance, less every security a later transaction consumed or reduced.
    const consumed = new Set(stock.filter((t) => t.object_type !== 'TX_STOCK_ISSUANCE' && t.object_type !== 'TX_EQUITY_COMPENSATION_ISSUANCE' && t.balance_security_id !== undefined).map((t) => t.security_id));
    const reduced = stock.filter((t) => (t.object_type === 'TX_STOCK_TRANSFER' || t.object_type === 'TX_STOCK_CANCELLATION' || t.object_type === 'TX_STOCK_REPURCHASE') && t.balance_security_id === undefined);
    const outstanding = stock
      .filter((t) => t.object_type === 'TX_STOCK_ISSUANCE' && !consumed.has(t.security_id))
      .reduce((sum, t) => sum + Number(t.quantity), 0) - reduced.reduce((sum, t) => sum + Number(t.quantity), 0);
    const baobab = specCapTable(capTableInputOn(records, closedRounds, asOf) ?? { shares: [] });
    const ledger = holdingsOn(records, asOf);
    expect(outstanding).toBe(ledger.totalShares);
    expect(baobab.totalShares).toBe(ledger.totalFullyDiluted + 600_000);
    const imported = specCapTable(importOf(files).input);
    expect(imported.totalShares).toBe(baobab.totalShares);
    expect(imported.shareholders.map((s) => [s.shareholderName, s.shareClass, s.shares]).sort()).toEqual(baobab.shareholders.map((s) => [s.shareholderName, s.shareClass, s.shares]).sort());
  });

  it('reads back, for any valid ledger, what each holder holds on the date', () => {
    const holders = ['Amina', 'Kofi', 'Zainab'];
    fc.assert(
      fc.property(validLedgerOf(fc.oneof(...ledgerEntryArms(holders)), 25), (ledger) => {
        const date = '2026-01-01';
        const holdings = holdingsOn(ledger, date);
        fc.pre(holdings.rows.length > 0);
        const files = ledgerToOcf(ledger, null, issuer, date, `${date}T00:00:00.000Z`, md5);
        expect(checkOcfPackage(files)).toBeNull();
        const result = ocfToCapTable(new Map(files.map((f) => [f.name, f.text])), md5);
        if (!result.ok) throw new Error(englishOf(result.message));
        expect(result.warnings).toEqual([]);
        const read = new Map<string, number>();
        for (const row of result.input.shares) read.set(JSON.stringify([row.shareholderName, row.shareClass]), (read.get(JSON.stringify([row.shareholderName, row.shareClass])) ?? 0) + row.shares);
        const expected = new Map<string, number>();
        for (const row of holdings.rows) {
          if (row.shares > 0) expected.set(JSON.stringify([row.holder, row.shareClass]), row.shares);
          if (row.optionsOutstanding > 0) expected.set(JSON.stringify([row.holder, 'Options']), (expected.get(JSON.stringify([row.holder, 'Options'])) ?? 0) + row.optionsOutstanding);
        }
        expect(read).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });
});
