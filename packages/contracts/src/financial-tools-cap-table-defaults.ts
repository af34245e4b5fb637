// The cap table editor's starting point, without zod: the web's editor starts from it before its
// checks have loaded (apps/web cap-table-validation.ts). Re-exported by financial-tools.ts.
import type { CapTableShareholder } from './financial-tools-cap-table';

/** The spec's pre-filled shareholders. */
export const defaultCapTableShareholders: CapTableShareholder[] = [
  { shareholderName: 'Founder 1', shareholderType: 'founder', shares: 7_000_000, shareClass: 'Common', vesting: { total: 7_000_000, vested: 2_000_000, cliff: 12, schedule: '4-year' }, liquidationPreference: 1, antiDilution: 'Weighted Average' },
  { shareholderName: 'Founder 2', shareholderType: 'founder', shares: 3_000_000, shareClass: 'Common', vesting: { total: 3_000_000, vested: 1_000_000, cliff: 12, schedule: '4-year' }, liquidationPreference: 1, antiDilution: 'Weighted Average' },
];
