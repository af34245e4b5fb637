// The cap table editor's starting point, without zod: the web's editor starts from it before its
// checks have loaded (apps/web cap-table-validation.ts). Re-exported by financial-tools.ts.
import type { CapTableShareholder } from './financial-tools-cap-table';

/** The spec's pre-filled shareholders. */
export const defaultCapTableShareholders: CapTableShareholder[] = [
  { shareholderName: 'Founder 1', shareholderType: 'founder', shares: 7_000_000, shareClass: 'Common', vesting: { total: 7_000_000, vested: 2_000_000, cliff: 12, schedule: '4-year' }, liquidationPreference: 1, antiDilution: 'Weighted Average' },
  { shareholderName: 'Founder 2', shareholderType: 'founder', shares: 3_000_000, shareClass: 'Common', vesting: { total: 3_000_000, vested: 1_000_000, cliff: 12, schedule: '4-year' }, liquidationPreference: 1, antiDilution: 'Weighted Average' },
];

/**
 * The editor's first holders, named for the startup's founders (decision 0031) on the spec's rows (7,000,000 and
 * 3,000,000 shares): the first founder's name on the first row, the second's on the second. Baobab knows one
 * founder per startup today (its owner), so the second row says 'Co-founder' until the founder names them.
 */
export function founderCapTableShareholders(founderNames: readonly string[]): CapTableShareholder[] {
  const names = founderNames.map((n) => n.trim()).filter((n) => n !== '');
  const [first, second] = defaultCapTableShareholders as [CapTableShareholder, CapTableShareholder];
  if (names.length === 0) return defaultCapTableShareholders;
  return [{ ...first, shareholderName: names[0]! }, { ...second, shareholderName: names[1] ?? coFounderPlaceholder }];
}

/** The second default row's name when only one founder is known. */
export const coFounderPlaceholder = 'Co-founder';
