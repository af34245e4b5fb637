/**
 * Revenue by customer pasted from a spreadsheet, its cells separated by tabs and the currency said once in the
 * header or the caption ('Client \t Ville \t CA 2023 (MAD) \t % CA', 'Offtaker \t Site \t Capacity (kWp) \t Revenue
 * FY2023'), so that no cell is an amount the money reader knows. The layout readers leave such rows as they are, empty
 * cells and all. The header's first column names customers and one column names revenue; each row's cell in that
 * column is its amount. The rows between the header and the total ('Total', 'TOTAL') must add up to the total (within
 * 1%), which tells the revenue column from a capacity or a count; a row with no amount (a second line of the row
 * above) is skipped. The largest row that names one party, over the total, is its share of revenue (the guide's 30%);
 * a row for many ('Autres clients (1 214)', 'Small C&I and schools (38 sites)') is no one party.
 */
import { concentrationFlag } from './concentration-flag';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const customerColumn = /^(customers?|clients?|buyers?|acheteurs?|offtakers?|accounts?|comptes?|distributors?|distributeurs?|donneurs? d'ordre)$/;
const revenueColumn = /\b(revenues?|sales|turnover|ca|chiffre d'affaires|ventes|invoiced|facture)\b/;
const shareColumn = /%/;
const totalLabel = /^(grand )?total\b/;
const manyLabel = /\b(others?|autres?|rest|remaining|divers|various|all other|sundry)\b|\(\d+[^)]*\)/;
const amountCell = /^\d{1,3}(?:[ ,.\u00A0\u202F]\d{3})*$|^\d+$/;

const cellsOf = (lower: string) => lower.split('\t').map((cell) => cell.trim());
const amountOf = (cell: string | undefined) => (cell && amountCell.test(cell) ? Number(cell.replace(/[ ,.\u00A0\u202F]/g, '')) : null);

export function customerColumnShare(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (const [h, header] of written.entries()) {
    if (!header.lower.includes('\t')) continue;
    const names = cellsOf(header.lower);
    const column = names.findIndex((name) => revenueColumn.test(name) && !shareColumn.test(name));
    if (!customerColumn.test(names[0] ?? '') || column < 1) continue;
    const rows: { label: string; amount: number; s: SentenceFacts }[] = [];
    for (const row of written.slice(h + 1)) {
      const cells = cellsOf(row.lower);
      const amount = amountOf(cells[column]);
      if (totalLabel.test(cells[0] ?? '')) {
        const sum = rows.reduce((total, r) => total + r.amount, 0);
        if (amount === null || amount <= 0 || rows.length < 2 || Math.abs(sum - amount) > amount * 0.01) break;
        const named = rows.filter((r) => !manyLabel.test(r.label));
        const largest = named.reduce<(typeof named)[number] | null>((best, r) => (!best || r.amount > best.amount ? r : best), null);
        const share = largest ? (100 * largest.amount) / amount : 0;
        if (!largest || share < 30) break;
        return concentrationFlag(share, largest.s.text);
      }
      // A row's second line (a city under the first) has no amount and no tab, or only empty cells: skipped.
      if (amount === null) {
        if (cells.slice(1).some((cell) => amountOf(cell) !== null)) break;
        continue;
      }
      rows.push({ label: cells[0] ?? '', amount, s: row });
    }
  }
  return null;
}
