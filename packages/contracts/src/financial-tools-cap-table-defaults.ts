// The cap table editor's starting point, without zod: the web's editor starts from it before its
// checks have loaded (apps/web cap-table-validation.ts). Re-exported by financial-tools.ts.
import type { CapTableShareholder } from './financial-tools-cap-table';

/** The spec's pre-filled shareholders. */
export const defaultCapTableShareholders: CapTableShareholder[] = [
  { shareholderName: 'Founder 1', shareholderType: 'founder', shares: 7_000_000, shareClass: 'Common', vesting: { total: 7_000_000, vested: 2_000_000, cliff: 12, schedule: '4-year' }, liquidationPreference: 1, antiDilution: 'Weighted Average' },
  { shareholderName: 'Founder 2', shareholderType: 'founder', shares: 3_000_000, shareClass: 'Common', vesting: { total: 3_000_000, vested: 1_000_000, cliff: 12, schedule: '4-year' }, liquidationPreference: 1, antiDilution: 'Weighted Average' },
];

/**
 * The editor's first holders, named for the startup's founders (issue 40): with one founder, they hold the spec's
 * founders' shares together (10,000,000, of which 3,000,000 vested); with two or more, the first two take the
 * spec's rows. Without a name, the spec's own rows.
 */
export function founderCapTableShareholders(founderNames: readonly string[]): CapTableShareholder[] {
  const names = founderNames.map((n) => n.trim()).filter((n) => n !== '');
  const [first, second] = defaultCapTableShareholders as [CapTableShareholder, CapTableShareholder];
  if (names.length === 0) return defaultCapTableShareholders;
  if (names.length === 1) {
    const shares = first.shares + second.shares;
    return [{ ...first, shareholderName: names[0]!, shares, vesting: { ...first.vesting, total: shares, vested: first.vesting.vested + second.vesting.vested } }];
  }
  return [{ ...first, shareholderName: names[0]! }, { ...second, shareholderName: names[1]! }];
}
