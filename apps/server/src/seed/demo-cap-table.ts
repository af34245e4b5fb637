import type { CapTableShareholder } from '@baobab/contracts/financial-tools';
import { openingEntries } from '@baobab/finance/ledger-cap-table';
import { demoAccounts } from './demo';
import type { CapTableModelRow, ShareLedgerEntryRow } from './types';

/** Ledgerline (startup 1), the demo founder's company. */
const LEDGERLINE_ID = 1;

const fourYears = (total: number, vested: number) => ({ total, vested, cliff: 12, schedule: '4-year' });

/**
 * Ledgerline's ownership, written as Financial Tools writes it (decision 0031): the opening position in the
 * share ledger, dated the day the company joined Baobab, and an empty round model beside it, so its cap table,
 * ledger, exports and due diligence all read the same four holders. The founder holds 80%; an angel syndicate
 * bought 10% at $0.05 a share in its pre-seed; the rest is the team's options.
 */
export function demoCapTable(epoch: Date): { model: CapTableModelRow; entries: ShareLedgerEntryRow[] } {
  const joined = new Date(epoch.getTime() - 30 * 86_400_000);
  const openingDate = joined.toISOString().slice(0, 10);
  const { userId } = demoAccounts.founder;
  const holders: CapTableShareholder[] = [
    { shareholderName: 'Amara Nwosu', shareholderType: 'founder', shares: 8_000_000, shareClass: 'Common', vesting: fourYears(8_000_000, 4_000_000), liquidationPreference: 1, antiDilution: 'None' },
    { shareholderName: 'Lagos Angels Syndicate', shareholderType: 'investor', shares: 1_000_000, shareClass: 'Common', vesting: { total: 0, vested: 0, cliff: 0, schedule: 'immediate' }, liquidationPreference: 1, antiDilution: 'None' },
    { shareholderName: 'Tunde Bakare', shareholderType: 'employee', shares: 600_000, shareClass: 'Options', vesting: fourYears(600_000, 150_000), liquidationPreference: 1, antiDilution: 'None', exercisePrice: 0.05 },
    { shareholderName: 'Ngozi Eze', shareholderType: 'employee', shares: 400_000, shareClass: 'Options', vesting: fourYears(400_000, 0), liquidationPreference: 1, antiDilution: 'None', exercisePrice: 0.05 },
  ];
  return {
    model: { startupId: LEDGERLINE_ID, input: {}, openingDate, createdBy: userId, createdAt: joined },
    entries: openingEntries(holders, openingDate, 'USD').map((entry) => ({
      startupId: LEDGERLINE_ID, entryDate: entry.date, kind: entry.kind, entry, isOpening: true, createdBy: userId, createdAt: joined,
    })),
  };
}
