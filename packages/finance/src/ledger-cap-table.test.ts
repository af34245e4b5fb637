import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type CapTableShareholder, type LedgerEntryInput, createCapTableInputSchema } from '@baobab/contracts/financial-tools';
import { capTableExport, waterfallExport } from './cap-table-export';
import { capTableInputOn, openingEntries, shareholdersOn } from './ledger-cap-table';
import { type LedgerRecord, holdingsOn } from './share-ledger';
import { specCapTable } from './spec-cap-table';
import { ledgerClasses, ledgerDay, ledgerEntryArms, validLedgerOf } from './share-ledger-arbitraries';

const holders = ['Awa Diop', 'Kofi Mensah', 'Cy', 'Dee'];
const classes = ledgerClasses;
const day = ledgerDay;
const statedVesting = fc.integer({ min: 1, max: 100_000 }).chain((shares) =>
  fc.record({ shares: fc.constant(shares), total: fc.integer({ min: 0, max: shares }), cut: fc.integer({ min: 0, max: 100 }) }).map(({ shares: s, total, cut }) => ({ shares: s, vesting: { total, vested: Math.floor((total * cut) / 100), cliff: 12, schedule: '4-year' } })),
);

/** Any mix of entries (opening issuances with stated terms among them), most of which a real ledger would refuse. */
const entry: fc.Arbitrary<LedgerEntryInput> = fc.oneof(
  fc.record({ date: day, holder: fc.constantFrom(...holders), shareClass: fc.constantFrom(...classes), stated: statedVesting }).map(({ date, holder, shareClass, stated }) => ({
    kind: 'issuance' as const, date, holder, shareClass, shares: stated.shares, pricePerShareMinor: 0, currency: 'USD' as const, isOption: false,
    openingTerms: { shareholderType: holder === 'Awa Diop' ? 'founder' : 'investor', vesting: stated.vesting, liquidationPreference: 1, antiDilution: 'None' as const },
  })),
  ...ledgerEntryArms(holders),
);

const validLedger = validLedgerOf(entry, 14);

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('the cap table is the ledger’s holdings on a date', () => {
  it('on any date, the cap-table view, its export and the waterfall agree with the holdings: same holders, shares conserved, same totals', () => {
    fc.assert(
      fc.property(validLedger, day, fc.integer({ min: 0, max: 50_000_000 }), (ledger, asOf, exit) => {
        const holdings = holdingsOn(ledger, asOf);
        const input = capTableInputOn(ledger, null, asOf);
        if (holdings.rows.length === 0) {
          expect(input).toBeNull();
          return;
        }
        expect(input).not.toBeNull();
        // Only unvested options outstanding: the engine has nothing to pay at an exit and says so.
        fc.pre(holdings.totalShares > 0 || holdings.rows.some((r) => r.optionsExercisable > 0));
        // What every reader gets is an input the contract accepts (the API answers it as is).
        expect(createCapTableInputSchema.safeParse(input).success).toBe(true);
        const view = specCapTable(input!);
        const exported = capTableExport(input!);
        const waterfall = waterfallExport(input!, exit);
        const holderNames = new Set(holdings.rows.map((r) => r.holder));
        expect(new Set(view.shareholders.map((s) => s.shareholderName))).toEqual(holderNames);
        expect(new Set(exported.holders.map((h) => h.holder))).toEqual(holderNames);
        expect(new Set(waterfall.holders.map((h) => h.holder))).toEqual(holderNames);
        // Shares conserve: the fully diluted total is the same in all four.
        expect(view.totalShares).toBe(holdings.totalFullyDiluted);
        expect(exported.totalShares).toBe(holdings.totalFullyDiluted);
        expect(sum(exported.classes.map((c) => c.shares))).toBe(holdings.totalFullyDiluted);
        // Each holder's shares and percentage are the holdings' (percentages to the holdings' two decimals).
        for (const name of holderNames) {
          const held = sum(holdings.rows.filter((r) => r.holder === name).map((r) => r.fullyDiluted));
          expect(sum(view.shareholders.filter((s) => s.shareholderName === name).map((s) => s.shares))).toBe(held);
          expect(sum(exported.holders.filter((h) => h.holder === name).map((h) => h.shares))).toBe(held);
          const percent = sum(holdings.rows.filter((r) => r.holder === name).map((r) => r.fullyDilutedPercent));
          expect(Math.abs(sum(view.shareholders.filter((s) => s.shareholderName === name).map((s) => s.percentage)) - percent)).toBeLessThan(0.02);
        }
        // The waterfall pays out exactly the exit value, to the cent, and nobody gets a negative payout.
        expect(Math.round(sum(waterfall.holders.map((h) => h.payout)) * 100)).toBe(Math.round(waterfall.exitValue * 100));
        expect(waterfall.holders.every((h) => h.payout >= 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('a cap table written as an opening position reads back as written, in its order, with its terms', () => {
    const rows: CapTableShareholder[] = [
      { shareholderName: 'Awa Diop', shareholderType: 'founder', shares: 7_000_000, shareClass: 'Common', vesting: { total: 7_000_000, vested: 2_000_000, cliff: 12, schedule: '4-year' }, liquidationPreference: 1, antiDilution: 'Weighted Average' },
      { shareholderName: 'Kofi Mensah', shareholderType: 'founder', shares: 3_000_000, shareClass: 'Common', vesting: { total: 3_000_000, vested: 1_000_000, cliff: 12, schedule: '4-year' }, liquidationPreference: 1, antiDilution: 'Weighted Average' },
      { shareholderName: 'Team pool', shareholderType: 'employee', shares: 500_000, shareClass: 'Options', vesting: { total: 500_000, vested: 0, cliff: 12, schedule: '4-year' }, liquidationPreference: 1, antiDilution: 'None', exercisePrice: 0.05 },
    ];
    const ledger = openingEntries(rows, '2026-01-15', 'USD').map((e, i) => ({ id: i + 1, entry: e }));
    expect(shareholdersOn(ledger, '2026-11-26')).toEqual(rows);
    // Before its date, nobody holds anything.
    expect(capTableInputOn(ledger, null, '2026-01-14')).toBeNull();
  });

  it("carries a grant's exercise price with its real decimals into the cap table, and tells two prices the minor units would merge apart", () => {
    const vesting = { vestingStart: '2025-01-01', vestingMonths: 48, cliffMonths: 12, frequency: 'monthly' } as const;
    const grant = (id: number, holder: string, exercisePrice: string): LedgerRecord => ({
      id,
      entry: { kind: 'issuance', date: '2025-01-01', holder, shareClass: 'Common', shares: 1_000, pricePerShareMinor: 0, currency: 'XOF', isOption: true, exercisePriceMinor: 0.05, exercisePrice, vesting },
    });
    const founder: LedgerRecord = { id: 1, entry: { kind: 'issuance', date: '2025-01-01', holder: 'Awa Diop', shareClass: 'Common', shares: 10_000, pricePerShareMinor: 0, currency: 'XOF', isOption: false } };
    const one = shareholdersOn([founder, grant(2, 'Fatou Sow', '0.0475')], '2026-06-01');
    expect(one.find((s) => s.shareholderName === 'Fatou Sow')?.exercisePrice).toBe(0.0475);
    // XOF 0.0475 and XOF 0.05 are both 0.05 of a franc in the older field, but not one price.
    const two = shareholdersOn([founder, grant(2, 'Fatou Sow', '0.0475'), grant(3, 'Fatou Sow', '0.05')], '2026-06-01');
    expect(two.find((s) => s.shareholderName === 'Fatou Sow')?.exercisePrice).toBeUndefined();
  });

  it('declares a class the ledger names but the model does not as common, so the cap table still computes', () => {
    const ledger: LedgerRecord[] = [{ id: 1, entry: { kind: 'issuance', date: '2025-01-01', holder: 'Kofi Mensah', shareClass: 'Seed Preferred', shares: 100, pricePerShareMinor: 100, currency: 'USD', isOption: false } }];
    const input = capTableInputOn(ledger, { exitValues: [1000] }, '2025-06-01');
    expect(input?.shareClasses).toEqual([{ name: 'Seed Preferred', kind: 'common' }]);
    expect(specCapTable(input!).totalShares).toBe(100);
  });
});
