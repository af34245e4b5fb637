/**
 * Tables whose columns or rows are periods shorter than a year, read as the sentences they stand for:
 * - a header of quarters or months ('| Q1 | Q2 | Q3 | Q4 |', '| July | August | September |') over rows
 *   of figures, each row written with its label, or with the caption when the row has none
 *   ('Quarterly revenue (USD thousands) Q1: USD 310k; Q2: USD 295k; ...'), and each period's gross margin when the
 *   rows give revenue and cost of sales or gross profit ('Gross margin Q1: 41.0%; Q2: 38.0%; ...');
 * - a header of words over rows that each open on a period ('| Month | Subscribers at start |
 *   Cancellations |' then '| January | 4,000 | 260 |'), each row written as 'January: Subscribers at
 *   start 4,000, Cancellations 260.'.
 * Linear in the lines read.
 */
import { parseMoney } from './money';
import { ocrRowLabelRepaired } from './ocr-labels';
import { amount, captionUnit, cellNumber, cellSplit, cellsOf, countsThings, fold, grossMargins, revenueRowOf, ruleLine, subtotalParts, type Row, type Unit } from './layout-cells';

const monthNames = 'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|janv|fevr|avr|juil';
// A period and its year, apart or joined by a hyphen ('Q1 2025', 'Q1-25', 'Jan-24').
const periodCell = new RegExp(String.raw`^((q|t)[1-4]|h[12]|s[12]|${monthNames})([\s-]?(fy\s?)?(20\d\d|'?\d\d))?$`, 'i');
export const isPeriod = (cell: string) => periodCell.test(fold(cell).replace(/\.$/, ''));


/** A period's months in brackets after it ('Q1 (Jul-Sep)', 'T2 (avr.-juin)'): an aside; the period is the cell without it. */
const periodAside = /\s*\([^()]{1,20}\)$/;

/** A header of two periods or more and nothing else but an empty corner cell. */
function periodHeader(line: string): string[] | null {
  if (!cellSplit.test(line)) return null;
  const cells = cellsOf(line).map((cell) => (isPeriod(cell.replace(periodAside, '')) ? cell.replace(periodAside, '') : cell));
  const periods = cells.filter(isPeriod);
  return periods.length >= 2 && cells.length - periods.length <= 1 && !isPeriod(cells[0] ?? '') === (cells.length !== periods.length) ? periods : null;
}

/**
 * A cell that is one amount with its own currency ('\u20A6412m', 'USD 1.2m'), as accounts written without a caption
 * set them: the amount, kept as written so the money reader reads its currency; null when the cell holds anything else.
 */
function moneyCell(cell: string): { text: string; number: number } | null {
  const [only, more] = parseMoney(cell);
  return only && !more && only.start === 0 && only.end === cell.length ? { text: cell, number: only.amount } : null;
}

const percentCell = /^[-\u2212]?\d+(?:[.,]\d+)?\s?%$/;

function periodColumns(lines: readonly string[], at: number): { rows: string[]; end: number } | null {
  const periods = periodHeader((lines[at] ?? '').trim());
  if (!periods) return null;
  const caption = (lines[at - 1] ?? '').trim();
  const unit = captionUnit([lines[at - 2] ?? '', caption, lines[at] ?? '']);
  const rows: string[] = [];
  const read: Row[] = [];
  let end = at;
  for (let j = at + 1; j < lines.length; j += 1) {
    const line = (lines[j] ?? '').trim();
    if (ruleLine.test(line) && line.includes('-')) { end = j; continue; }
    const cells = cellsOf(line);
    const labelled = cells.length === periods.length + 1 && /[A-Za-z\u00C0-\u00FF]/.test(cells[0] ?? '');
    const written = labelled ? cells.slice(1) : cells;
    const values = written.map(cellNumber);
    // A row of amounts each with its currency ('Revenue  \u20A6412m  \u20A6455m'): every cell one, or none is.
    const amounts = values.some((v) => v === null) ? written.map(moneyCell) : [];
    // A row of percentages between rows of money ('Gross margin  45%  43%  41%') is written as it stands and the table
    // goes on: the rows under it (the costs) belong to the same table.
    if (labelled && written.length === periods.length && written.every((cell) => percentCell.test(cell.trim()))) {
      rows.push(`${ocrRowLabelRepaired(cells[0] ?? '')} ${written.map((cell, k) => `${periods[k]}: ${cell.trim()}`).join('; ')}.`);
      end = j;
      continue;
    }
    if (values.length !== periods.length || (values.some((v) => v === null) && (amounts.length === 0 || amounts.some((a) => a === null)))) break;
    // A row with no label is what the caption names ('Quarterly revenue (USD thousands)').
    // A scan's label is read in its own spelling ('Re venue' is 'revenue', ocr-labels.ts).
    const label = labelled ? ocrRowLabelRepaired(cells[0] ?? '') : caption.replace(/\([^)]*\)/g, '').replace(/:$/, '').trim();
    if (!label || cellSplit.test(label)) break;
    if (amounts.length > 0) {
      rows.push(`${label} ${amounts.map((a, k) => `${periods[k]}: ${a?.text ?? ''}`).join('; ')}.`);
      read.push({ label, values: amounts.map((a) => ({ text: a?.text ?? '', number: a?.number ?? null })) });
      end = j;
      continue;
    }
    // A count ('Farmers active') keeps its figures bare under a caption that names a currency.
    const rowUnit = countsThings(label) ? null : unit;
    rows.push(`${label} ${values.map((v, k) => `${periods[k]}: ${amount(v ?? '', rowUnit)}`).join('; ')}.`);
    read.push({ label, values: values.map((v) => ({ text: v ?? '', number: Number(v) })) });
    end = j;
  }
  // Each period's gross margin from the revenue and cost-of-sales or gross-profit rows, as a table by year gives it.
  return rows.length ? { rows: [...rows, ...grossMargins(read, periods), ...latestPeriodCosts(read, periods, unit)], end } : null;
}

const costRow = /\b(costs?|expenses|expenditure|opex|charges|couts?|depenses|salaries|salaires|payroll|rent|loyers?|marketing)\b/;
const notCostRow = /\b(profit|margin|marge|resultat|income|ebitda|loss|perte|revenues?|chiffre)\b/;

/**
 * The latest period's revenue beside its costs added up (the 'Total' row when there is one), as a table by year gives
 * it: 'Revenue Q4-25: EGP 14200; total costs Q4-25: EGP 17300.', so that costs above revenue read as they do in prose.
 */
function latestPeriodCosts(rows: readonly Row[], periods: readonly string[], unit: Unit): string[] {
  const last = periods.length - 1;
  const revenue = revenueRowOf(rows);
  const parts = subtotalParts(rows, last);
  const costs = rows.filter((r) => costRow.test(fold(r.label)) && !notCostRow.test(fold(r.label)) && !parts.has(r));
  const totals = costs.filter((r) => /\btotal\b/.test(fold(r.label)));
  const counted = totals.length ? totals.slice(0, 1) : costs;
  const revenueValue = revenue?.values[last]?.number;
  if (!unit || !revenue || counted.length === 0 || revenueValue === undefined || revenueValue === null || !Number.isFinite(revenueValue)) return [];
  const sum = counted.reduce((total, r) => total + Math.abs(r.values[last]?.number ?? NaN), 0);
  if (!Number.isFinite(sum)) return [];
  return [`${revenue.label} ${periods[last]}: ${amount(revenueValue, unit)}; total costs ${periods[last]}: ${amount(Math.round(sum * 100) / 100, unit)}.`];
}

function periodRows(lines: readonly string[], at: number): { rows: string[]; end: number } | null {
  const header = cellsOf(lines[at] ?? '');
  // A header of words; a duration may sit in one ('Active after 12 months').
  if (!cellSplit.test(lines[at] ?? '') || header.length < 3 || header.some((cell) => /\d/.test(cell.replace(/\b\d+ (months?|mois|weeks?|semaines?)\b/gi, '')))) return null;
  const unit = captionUnit([lines[at - 2] ?? '', lines[at - 1] ?? '', lines[at] ?? '']);
  const money = (label: string) => unit !== null && /\b(revenues?|sales|turnover|mrr|costs?|expenses|opex|burn|cash|chiffre d'affaires|ca|ventes|charges|depenses|couts?|tresorerie)\b/.test(fold(label));
  const rows: string[] = [];
  const columns: string[][] = header.slice(1).map(() => []);
  const periods: string[] = [];
  let end = at;
  for (let j = at + 1; j < lines.length; j += 1) {
    const line = (lines[j] ?? '').trim();
    if (ruleLine.test(line) && line.includes('-')) { end = j; continue; }
    const cells = cellsOf(line);
    // A cohort's year opens its row as a period does ('2023 | 400 | 170' under 'Cohort | Customers at start | Active after 12 months').
    if (cells.length !== header.length || !(isPeriod(cells[0] ?? '') || /^20\d\d$/.test(cells[0] ?? '')) || cells.slice(1).some((c) => cellNumber(c) === null)) break;
    // A money column is written with the caption's currency ('(USD)'), so a month's revenue and costs compare.
    const written = cells.slice(1).map((cell, k) => (money(header[k + 1] ?? '') ? amount(cellNumber(cell) ?? '', unit) : cell));
    rows.push(`${cells[0]}: ${written.map((cell, k) => `${header[k + 1]} ${cell}`).join(', ')}.`);
    periods.push(cells[0] ?? '');
    written.forEach((cell, k) => columns[k]?.push(cell));
    end = j;
  }
  // Each money column across the periods too ('Revenue July: USD 62000; August: USD 64000; ...'), so a series reads in time order.
  const series = header.slice(1).flatMap((label, k) => (money(label) && periods.length >= 2 ? [`${label} ${periods.map((p, i) => `${p}: ${columns[k]?.[i] ?? ''}`).join('; ')}.`] : []));
  return rows.length ? { rows: [...rows, ...series], end } : null;
}

/** A table of periods at line `at`, as sentences, and the last line it takes; null when none starts there. */
export function periodTable(lines: readonly string[], at: number): { rows: string[]; end: number } | null {
  return periodColumns(lines, at) ?? periodRows(lines, at);
}
