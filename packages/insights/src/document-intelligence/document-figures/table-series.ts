/**
 * Series read from tables with their header, in either direction: periods across the header and a line of the
 * accounts on each row ('| | Q1 2025 | Q2 2025 |' over '| Revenue | 410 | 388 |'), or lines of the accounts across the
 * header and a period on each row ('Mois;CA (kMAD);Achats consommés (kMAD)' over 'Juillet;820;610'). Cells are split
 * as the layout readers split them (pipes, tabs, wide spaces) or by semicolons and commas, as CSV exports write them.
 * A table captioned or headed as a forecast, budget or plan is marked projected: the company's plan, not its accounts.
 */
import { cellSplit, cellsOf, fold, ruleLine } from '../layout-cells';
import { forecastCaption } from '../layout-years';
import { accountLine } from './account-lines';
import { cellValue } from './cell-values';
import { actualColumn, inTimeOrder, readPeriod, readPeriods, type Period } from './periods';
import type { FigureSeries } from './series';

// A CSV export's comma, never followed by a space as prose's is, and never in a line that has another separator.
const csvLine = /^[^,\s][^,]*(,[^,]*){2,}$/;
// A long label pushes its first figure to two spaces: 'Chiffre d'affaires  58,4    55,1'. The figure is a cell of its own.
const labelBesideFigure = /^(.*\S)\s{2}(\(?[-\u2212]?\d[\d.,\u00A0 ]*\)?\s?%?)$/;
const withLabelApart = (cells: string[]): string[] => {
  const joined = labelBesideFigure.exec(cells[0] ?? '');
  return joined?.[1] && joined[2] ? [joined[1], joined[2], ...cells.slice(1)] : cells;
};
const cellsOfLine = (line: string): string[] => {
  if (cellSplit.test(line)) return withLabelApart(cellsOf(line));
  const semicolons = line.split(';');
  if (semicolons.length >= 3) return semicolons.map((c) => c.trim()).filter(Boolean);
  return csvLine.test(line.trim()) && !/,\s/.test(line) ? line.trim().split(',').map((c) => c.trim()) : [];
};

/**
 * A row whose label runs over two lines, its figures on the second, indented under the first ('Operating' then
 * '  costs      190m    300m'; 'Local retail and' then '  wholesale    906    955'): one row, its label joined.
 * The first line holds words only, the second opens with spaces and splits into cells.
 */
function wrappedLabelRow(line: string, next: string): { line: string; cells: string[] } | null {
  if (!/^[^\d|;]*[a-z][^\d|;]*$/i.test(line.trim()) || !/^\s+\S/.test(next)) return null;
  const cells = cellsOfLine(next);
  return cells.length >= 2 ? { line: `${line.trim()} ${next.trim()}`, cells: [`${line.trim()} ${cells[0] ?? ''}`, ...cells.slice(1)] } : null;
}

interface Column { label: string; period: Period | null }
interface Table { header: string; headerCells: string[]; rows: { line: string; cells: string[] }[]; projected: boolean }

/**
 * A statement leaves a blank line between its sections ('Loss before tax' then, a line down, 'Net cash used in operating
 * activities' and 'Cash and cash equivalents at 31 December'): a block right after a table, one blank line between, whose
 * first line names no period and splits into as many cells as the table's rows, goes on with that table's columns.
 */
function continuesAfterBlank(lines: readonly string[], previousEnd: number, start: number, previous: Table, firstCells: readonly string[]): boolean {
  if (start - previousEnd !== 1 || (lines[previousEnd] ?? '').trim() !== '') return false;
  if (previous.headerCells.filter((c) => readPeriod(c)).length < 2 || firstCells.some((c) => readPeriod(c))) return false;
  return previous.rows.length > 0 && previous.rows.every((r) => r.cells.length === firstCells.length);
}

/** Each block of lines that split into cells: its header, its rows and the two lines above it. */
function tables(lines: readonly string[]): Table[] {
  const out: Table[] = [];
  let previousEnd = -1;
  for (let i = 0; i < lines.length; i += 1) {
    const headerCells = cellsOfLine(lines[i] ?? '');
    if (headerCells.length < 2 || ruleLine.test(lines[i] ?? '')) continue;
    const rows: Table['rows'] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const line = lines[j] ?? '';
      if (ruleLine.test(line.trim()) && line.trim() !== '') continue;
      const cells = cellsOfLine(line);
      const wrapped = cells.length < 2 ? wrappedLabelRow(line, lines[j + 1] ?? '') : null;
      if (wrapped) {
        rows.push(wrapped);
        j += 1;
        continue;
      }
      if (cells.length < 2) break;
      rows.push({ line: line.trim(), cells });
    }
    const previous = out[out.length - 1];
    const continued = previous !== undefined && previousEnd >= 0 && continuesAfterBlank(lines, previousEnd, i, previous, headerCells);
    if (continued) previous.rows.push({ line: (lines[i] ?? '').trim(), cells: headerCells }, ...rows);
    const caption = lines.slice(Math.max(0, i - 2), i + 1).join(' ');
    if (!continued && rows.length > 0) out.push({ header: (lines[i] ?? '').trim(), headerCells, rows, projected: forecastCaption.test(fold(caption)) });
    // Where the last table read ends, so that a block one blank line below may go on with it.
    previousEnd = continued || rows.length > 0 ? j : -1;
    i = Math.max(i, j - 1);
  }
  return out;
}

function series(label: string, cells: readonly string[], points: { period: Period; value: number }[], evidence: string, table: Table, group: string): FigureSeries | null {
  const line = accountLine(label, cells.some((c) => c.includes('%')));
  const ordered = inTimeOrder(points, true);
  return line && ordered && ordered.length >= 2 ? { line, label, points: ordered, evidence, group, projected: table.projected || forecastCaption.test(fold(label)) } : null;
}

/**
 * A header that marks its first years as the accounts' ('| 2023 réel | 2024 réel | 2025 | 2026 |', '2023A 2024A 2025
 * 2026') leaves the later years unmarked because they are the plan's: those columns are passed over, as a column
 * marked as a forecast is ('2025E'), so the accounts' latest year is the last read.
 */
function withoutPlanColumns(columns: readonly Column[]): Column[] {
  const lastActual = columns.map((c) => actualColumn(c.label)).lastIndexOf(true);
  return lastActual < 0 ? [...columns] : columns.map((c, k) => (k > lastActual && c.period ? { ...c, period: null } : c));
}

/**
 * Periods across the header, a line of the accounts per row. Other columns ('Total', 'YTD', 'Var. %') are passed
 * over; the header's corner cell may be empty (split away) or worded, and a row holds its label and one cell per column.
 */
function periodsAcross(table: Table, group: string): FigureSeries[] {
  const periods = readPeriods(table.headerCells);
  const columns: Column[] = withoutPlanColumns(table.headerCells.map((label, k) => ({ label, period: periods[k] ?? null })));
  if (columns.filter((c) => c.period).length < 2) return [];
  return table.rows.flatMap((row) => {
    const shift = row.cells.length - columns.length;
    if (shift !== 0 && shift !== 1) return [];
    const points = columns.flatMap((c, k) => {
      const value = c.period && (shift === 1 || k > 0) ? cellValue(row.cells[k + shift] ?? '') : null;
      return c.period ? [{ period: c.period, value }] : [];
    });
    if (points.some((p) => p.value === null)) return [];
    const found = series(row.cells[0] ?? '', row.cells.slice(1), points as { period: Period; value: number }[], `${table.header} ${row.line}`, table, group);
    return found ? [found] : [];
  });
}

/** Lines of the accounts across the header, a period opening each row. */
function periodsDown(table: Table, group: string): FigureSeries[] {
  const periods = readPeriods(table.rows.map((row) => row.cells[0] ?? ''));
  const rows = table.rows.map((row, k) => ({ row, period: periods[k] ?? null })).filter((r) => r.period && r.row.cells.length === table.headerCells.length);
  if (rows.length < 2 || readPeriod(table.headerCells[0] ?? '')) return [];
  return table.headerCells.slice(1).flatMap((label, k) => {
    const values = rows.map((r) => cellValue(r.row.cells[k + 1] ?? ''));
    if (values.some((v) => v === null)) return [];
    const found = series(label, rows.map((r) => r.row.cells[k + 1] ?? ''), rows.map((r, n) => ({ period: r.period as Period, value: values[n] as number })), [table.header, ...rows.map((r) => r.row.line)].join(' '), table, group);
    return found ? [found] : [];
  });
}

/**
 * A table whose one row is named for its revenue at the label's end ('Ride and delivery revenue', 'Payment and subscription
 * revenue', 'Revenus de commissions'), and no row by the word alone: that row is the table's revenue. With two such rows
 * they are parts of it, and neither is read as the whole.
 */
// The word first and what is sold after a dash ('Revenue — cocoa and coffee sales', "Chiffre d'affaires – ventes de ciment")
// names the table's revenue the same way: alone in its table it is the whole, beside another such row a part.
const namedRevenue = /^[a-z][a-z&' -]{2,50}\b(revenues?|revenus?)$|^(revenus?|recettes) (de|d'|des) [a-z' -]{3,30}$|^(revenues?|chiffre d'affaires|turnover)\s?[-\u2013\u2014]\s?[a-z][a-z&' ,-]{2,40}$/;
const notOwnRevenue = /\b(deferred|unearned|accrued|other|interest|finance|grant|one-off|one-time|non-recurring|constates d'avance|autres|financiers|per|par)\b/;
function namedRevenueRow(table: Table, found: readonly FigureSeries[], group: string): FigureSeries[] {
  if (found.some((f) => f.line === 'revenue')) return [];
  const named = table.rows.filter((row) => { const label = fold(row.cells[0] ?? '').trim(); return namedRevenue.test(label) && !notOwnRevenue.test(label) && label.split(/\s+/).filter((w) => /[a-z]/.test(w)).length <= 6; });
  if (named.length !== 1 || !named[0]) return [];
  const row = named[0];
  const periods = readPeriods(table.headerCells);
  const columns: Column[] = table.headerCells.map((label, k) => ({ label, period: periods[k] ?? null }));
  const shift = row.cells.length - columns.length;
  if (columns.filter((c) => c.period).length < 2 || (shift !== 0 && shift !== 1)) return [];
  const points = columns.flatMap((c, k) => (c.period ? [{ period: c.period, value: cellValue(row.cells[k + shift] ?? '') }] : []));
  if (points.some((p) => p.value === null)) return [];
  const ordered = inTimeOrder(points as { period: Period; value: number }[], true);
  return ordered && ordered.length >= 2 ? [{ line: 'revenue', label: row.cells[0] ?? '', points: ordered, evidence: `${table.header} ${row.line}`, group, projected: table.projected }] : [];
}

export function tableSeries(lines: readonly string[]): FigureSeries[] {
  return tables(lines).flatMap((table, n) => {
    const found = [...periodsAcross(table, `table ${n}`), ...periodsDown(table, `table ${n}`)];
    return [...found, ...namedRevenueRow(table, found, `table ${n}`)];
  });
}
