/**
 * Tables of revenue by customer, read as each named customer's share: a table of shares with a header of words
 * ('Customer | Share of revenue' then 'Safaricom | 58%'), and a table of amounts whose shares are worked out from its
 * total ('Buyer | Revenue' then 'Shoprite | 18.5', ..., 'Total | 32.0'). Both are written the same way, so that one
 * buyer's weight reads alike however the table gives it. Rows for the rest or the whole are left out.
 */
import { amount, captionUnit, cellNumber, cellSplit, cellsOf, fold, ruleLine } from './layout-cells';

/** Rows that stand for the rest or the whole ('Others', 'All other customers (212)', 'Autres clients', 'Total'). */
const restOrTotal = /^(all )?(others?|other customers|rest|autres?|divers|reste|total)\b/i;
/** Whether a caption or header speaks of revenue by customer, whatever a customer is called ('Revenue by buyer', 'Chiffre d'affaires par client'). */
const byCustomer = (text: string) => /\b(by (customer|client|buyer|offtaker|distributor|account)|per customer|par (client|acheteur|distributeur)|customers?|clients?|buyers?|offtakers?|acheteurs?|distributors?|distributeurs?|accounts?)\b/.test(fold(text));

const percentCell = /^-?\d+(?:[.,]\d+)?\s?%$/;

/**
 * A table of shares with a header of words ('Customer | Share of revenue' then 'Safaricom | 58%'): each
 * row written with its caption and header ('Revenue by customer (2024): Customer Safaricom, Share of
 * revenue 58%.'), so that a row reads like the sentence it stands for. Rows for the rest are left out.
 */
export function shareRows(lines: readonly string[], at: number): { rows: string[]; end: number } | null {
  const header = cellsOf(lines[at] ?? '');
  if (header.length < 2 || header.some((cell) => /\d/.test(cell))) return null;
  const caption = (lines[at - 1] ?? '').trim();
  const lead = caption && !cellSplit.test(caption) ? `${caption.replace(/:$/, '')}: ` : '';
  const rows: string[] = [];
  let end = at;
  for (let j = at + 1; j < lines.length; j += 1) {
    const line = (lines[j] ?? '').trim();
    if (ruleLine.test(line) && line.includes('-')) { end = j; continue; }
    const cells = cellsOf(line);
    if (cells.length !== header.length || !percentCell.test(cells[cells.length - 1] ?? '')) break;
    if (!restOrTotal.test(cells[0] ?? '')) rows.push(`${lead}${cells.map((cell, k) => `${header[k]} ${cell}`).join(', ')}.`);
    end = j;
  }
  return rows.length ? { rows, end } : null;
}

const revenueHeader = /\b(revenues?|sales|turnover|chiffre d'affaires|ca|ventes|revenus?|recettes|billings?)\b/;

/**
 * A table of revenue by customer in amounts ('Customer | Revenue' then 'Safaricom PLC | 41.0', ..., 'Total | 102.0'):
 * each named customer's share of the total (the 'Total' row, or the rows added up), written as a table of
 * shares is ('...: Customer Safaricom PLC, Share of revenue 40.2%.'), so that one buyer's weight reads the same
 * whether the table gives shares or amounts.
 */
export function customerAmountShares(lines: readonly string[], at: number): string[] {
  const first = cellsOf(lines[at] ?? '');
  const caption = (lines[at - 1] ?? '').trim();
  // No header row: the caption alone says what the rows are ('Revenue by customer, FY2026 (UGX)' then 'MTN Uganda   2.9bn').
  const headed = !first.some((cell) => /\d/.test(cell));
  const header = headed ? first : ['Customer', 'Revenue'];
  if (first.length !== 2 || (!headed && cellSplit.test(caption)) || !byCustomer(`${caption} ${header[0] ?? ''}`) || !revenueHeader.test(fold(`${caption} ${headed ? (header[1] ?? '') : ''}`))) return [];
  const rows: { label: string; value: number }[] = [];
  for (let j = headed ? at + 1 : at; j < lines.length; j += 1) {
    const cells = cellsOf((lines[j] ?? '').trim());
    const value = cells.length === 2 ? cellNumber(cells[1] ?? '') : null;
    if (value === null) break;
    rows.push({ label: cells[0] ?? '', value: Number(value) });
  }
  const stated = rows.find((row) => /^total\b/i.test(row.label))?.value;
  const total = stated ?? rows.reduce((sum, row) => sum + row.value, 0);
  if (rows.length < 2 || !(total > 0)) return [];
  const lead = caption && !cellSplit.test(caption) ? `${caption.replace(/:$/, '')}: ` : '';
  const unit = captionUnit([lines[at - 2] ?? '', caption, lines[at] ?? '']);
  // The table's total is the revenue of its period, a figure like any other.
  const revenue = unit ? [`Total revenue: ${amount(total, unit)}.`] : [];
  return [...revenue, ...rows.filter((row) => !restOrTotal.test(row.label)).map((row) => `${lead}${header[0]} ${row.label}, Share of revenue ${(Math.round((1000 * row.value) / total) / 10).toFixed(1)}%.`)];
}
