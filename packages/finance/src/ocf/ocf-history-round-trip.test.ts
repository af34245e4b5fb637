import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { type LedgerRecord, holdingsOn } from '../share-ledger';
import { ledgerEntryArms, validLedgerOf, validPlanLedger } from '../share-ledger-arbitraries';
import { openingEntries } from '../ledger-cap-table';
import { ledgerToOcf } from './ocf-export';
import { ocfToLedgerHistory } from './ocf-import-history';
import { checkOcfPackage } from './ocf-validate';

/** Decision 0061: export → import → export gives the same holdings, pools and history on every date. */
const md5 = (text: string) => {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0').repeat(4);
};
const issuer = { legalName: 'Kaya Labs', formationDate: '2019-01-01', countryCode: 'NG', comments: [], currency: 'USD' as const };
const asOf = '2031-01-01';

function roundTrip(records: readonly LedgerRecord[]): LedgerRecord[] {
  const files = ledgerToOcf(records, null, issuer, asOf, `${asOf}T00:00:00.000Z`, md5);
  // Every package leaves valid under the vendored official schemas, the imported history's export too.
  expect(checkOcfPackage(files)).toBeNull();
  const result = ocfToLedgerHistory(new Map(files.map((f) => [f.name, f.text])), md5, 'USD');
  if (!result.ok) throw new Error(englishOf(result.message));
  return result.entries;
}

/** What anyone reads of the ledger on a date: the rows, the totals and each plan's pool (ids aside, they are the import's own). */
function readingOn(records: readonly LedgerRecord[], date: string) {
  const h = holdingsOn(records, date);
  return { rows: h.rows, totalShares: h.totalShares, totalFullyDiluted: h.totalFullyDiluted, plans: h.plans.map(({ planId: _id, ...pool }) => pool) };
}

function sameOnEveryDate(original: readonly LedgerRecord[], imported: readonly LedgerRecord[]) {
  const dates = [...new Set([...original, ...imported].map((r) => r.entry.date)), asOf].sort();
  for (const date of dates) expect(readingOn(imported, date), date).toEqual(readingOn(original, date));
}

const holders = ['Ada', 'Bayo', 'Chidi'];

describe('OCF history round trip', () => {
  it('any valid ledger of issuances, grants, transfers, cancellations, exercises and repurchases', () => {
    fc.assert(
      fc.property(validLedgerOf(fc.oneof(...ledgerEntryArms(holders)), 25), (records) => {
        fc.pre(records.length > 0);
        const once = roundTrip(records);
        sameOnEveryDate(records, once);
        sameOnEveryDate(records, roundTrip(once));
      }),
      { numRuns: 150 },
    );
  });

  it('any valid ledger of plans, pool increases, grants from them, exercises and cancellations', () => {
    fc.assert(
      fc.property(validPlanLedger(holders, 25), (records) => {
        fc.pre(records.length > 0);
        const once = roundTrip(records);
        sameOnEveryDate(records, once);
        expect(once.filter((r) => r.entry.kind === 'plan' || r.entry.kind === 'pool-increase').length).toBe(records.filter((r) => r.entry.kind === 'plan' || r.entry.kind === 'pool-increase').length);
        sameOnEveryDate(records, roundTrip(once));
      }),
      { numRuns: 150 },
    );
  });

  it('the cap-table form’s opening position, option rows included, comes back as it was written', () => {
    const vesting = { total: 400_000, vested: 100_000, cliff: 12, schedule: '48-month' };
    const opening = openingEntries(
      [
        { shareholderName: 'Ada', shareholderType: 'founder', shares: 6_000_000, shareClass: 'Common', vesting: { total: 0, vested: 0, cliff: 0, schedule: 'immediate' }, liquidationPreference: 1, antiDilution: 'None' },
        { shareholderName: 'Chidi', shareholderType: 'employee', shares: 400_000, shareClass: 'Options', vesting, liquidationPreference: 0, antiDilution: 'None', exercisePrice: 0.05 },
      ],
      '2024-01-01',
      'USD',
    ).map((entry, i) => ({ id: i + 1, entry }));
    const back = roundTrip(opening);
    // The stock row's price comes back with its decimal too; the option row is a class of option kind with no share price.
    expect(back.map((r) => r.entry)).toEqual([{ ...opening[0]?.entry, pricePerShare: '0' }, opening[1]?.entry]);
    expect(back.every((r) => (r as { isOpening?: boolean }).isOpening)).toBe(true);
  });
});
