/** A cap table with every kind of row the exports write, and a CSV reader for the tests. */
import type { CreateCapTableInput } from '@baobab/contracts/financial-tools';

const noVesting = { total: 0, vested: 0, cliff: 0, schedule: 'immediate' };

/** Founders' restricted common, options with vesting and a strike, a preferred class, a SAFE on its cap, the unallocated pool; one holder whose name starts a formula. */
export const exportedCapTable: CreateCapTableInput = {
  shares: [
    { shareholderName: 'Amina Okafor', shareholderType: 'founder', shares: 6_000_000, shareClass: 'Common', vesting: { total: 6_000_000, vested: 1_500_000, cliff: 12, schedule: '4-year' }, liquidationPreference: 1, antiDilution: 'None' },
    { shareholderName: 'Team, "early"', shareholderType: 'employee', shares: 1_000_000, shareClass: 'Options', vesting: { total: 1_000_000, vested: 250_000, cliff: 12, schedule: '4-year' }, liquidationPreference: 0, antiDilution: 'None', exercisePrice: 0.1 },
    { shareholderName: '=HYPERLINK("http://x","Seed")', shareholderType: 'investor', shares: 2_000_000, shareClass: 'Series Seed', vesting: noVesting, liquidationPreference: 1, antiDilution: 'None' },
  ],
  shareClasses: [{ name: 'Series Seed', kind: 'preferred', issuePrice: 0.5, seniority: 2 }],
  safes: [{ holderName: 'Angel Ọlá', investment: 100_000, valuationCap: 10_000_000 }],
  unallocatedOptionPool: 500_000,
};

/** RFC 4180 records (quoted fields may hold commas, doubled quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    const next = text[i + 1];
    if (quoted && c === '"' && next === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      endCell();
    } else if (!quoted && c === '\r' && next === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i += 1;
    } else {
      cell += c;
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
