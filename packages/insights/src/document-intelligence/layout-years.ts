/**
 * Tables by year, read as the sentences they stand for: a header row of years ('2023 | 2024 | 2025', '2024A  2025F',
 * 'Exercice 2024  Exercice 2023') over rows of a label and one figure per year, or the years down the first column
 * ('Year | Revenue | Costs'). Each row is written with its header and the caption's currency and scale ('Revenue
 * 2022: EUR 2400k; 2023: EUR 2150k'), a projection's rows marked '(forecast)', and the latest year's revenue beside its
 * cost of sales and its total costs (tableTotals). Split from layout.ts, which reads lists, lines and the other tables.
 */
import { readNumberText } from '@baobab/contracts/money-reader';
import { amount, captionUnit, cellNumber, cellSplit, cellsOf, costOfSalesLabel, fold, grossMargins, revenueRowOf, ruleLine, subtotalParts, type Cell, type Row, type Unit } from './layout-cells';
import { repairedHeaderCell } from './statement-line-repair';
import { ocrRowLabelRepaired } from './ocr-labels';
import { parseMoney } from './money';

// '2024A', '2025F': an actual year and a forecast one, as plans label their columns; 'FY25' is 2025.
const year = /\b(?:FY\s?)?(20\d\d)(?:[AFEBP]\b|\b)|\bFY\s?(\d\d)(?:[AFEBP]\b|\b)/gi;
// 'FY26F', 'FY25A': a fiscal year in two digits carries the same marks. 'EFY 2016 (actual)', the Ethiopian fiscal year, is named as 'FY' is.
const forecastColumn = /^(?:(?:E?FY\s?)?20\d\d|FY\s?\d\d)[FEBP]$/i;
const yearCell = /^(?:(?:E?FY\s?)?20\d\d|FY\s?\d\d)[AFEBP]?$/i;
/**
 * A year's column marked in brackets as actual or as a forecast ('2024 (réel)', '2025 (prév.)', '2026 (budget)', '2025 (obj.)',
 * '2023 (actual)'): read as the letter marks are ('2024A', '2025F'), so a plan's actual year is read as the company's figures.
 */
const markedActual = /^((?:E?FY\s?)?20\d\d|FY\s?\d\d)\s?\((?:r[e\u00e9]el|r[e\u00e9]alis[e\u00e9]|actuals?|act\.?|audit[e\u00e9]d?)\)$/i;
const markedForecast = /^((?:E?FY\s?)?20\d\d|FY\s?\d\d)\s?\((?:pr[e\u00e9]v\.?|pr[e\u00e9]visionnel|pr[e\u00e9]vision|forecast|fcst|budget|bp|proj\.?|projected|projection|plan|est\.?|estimated?|obj\.?|objectifs?|cible|target)\)$/i;
const yearMarked = (cell: string) => cell.replace(markedActual, '$1A').replace(markedForecast, '$1F');
/** Lines a header of years may stand above its first row by: a blank, a line of prose, a second header line of words. */
const headerGap = 6;
const betweenHeaderAndRows = (line: string) => !line || (!cellSplit.test(line) && !/^\W*[A-Za-z\u00C0-\u00FF][^|]*\s-?\(?\d[\d,. ]*\)?$/.test(line)) || !/\d/.test(line);
/** A header's column of note or line references ('Note', 'Notes', 'Réf.', 'Ref'): its cells are no year's figures. */
const referenceColumn = /(?:^|\s)(notes?|r[e\u00e9]f\.?|refs?\.?|code)(?=\s|$)/i;
/** A reference cell: a note number ('5', '4b', '12.1') or an account code ('TB', 'XB', 'RC'). */
const referenceCell = /^(\d{1,2}(\.\d{1,2})?[a-z]?|[A-Z]{1,3}\d{0,2})$/;
// A year's column may carry its unit or a note in brackets ('2025 (R)   2024 (R)', '2025 (RWF m)', '2025 (réel)   2026 (BP)'), or be named ('Exercice 2024').
const twoYears = /20\d\d[AFEBP]?(?:\s?\([^()|\d]{1,12}\))?\W{1,20}(E?FY\s?|(?:exercice|exercise|year|ann(?:e|\u00e9)e) )?20\d\d|\bFY\s?\d\d[AFEBP]?\b[^|\n]{0,12}\|\s*FY\s?\d\d[AFEBP]?\b/i;
/** A year cell named by a word before it ('Exercice 2024', a scan's 'EXERC ICE  2024'). */
const namedYear = /^([A-Za-z\u00C0-\u00FF][A-Za-z\u00C0-\u00FF .]{0,14}?)\s*(20\d\d)$/;
/**
 * A header whose every year is named by the same word, however a scan split it ('C0MPTE  DE  RESUL TAT   EXERC ICE
 * 2024   EXERC ICE  2023'): the years, after a corner cell at most.
 */
function sameNamedYears(line: string): number[] | null {
  const cells = cellsOf(line);
  const named = cells.map((cell) => namedYear.exec(cell));
  const years = named.filter((m): m is RegExpExecArray => m !== null);
  if (years.length < 2 || cells.length - years.length > 1 || named.slice(cells.length - years.length).some((m) => m === null)) return null;
  return new Set(years.map((m) => (m[1] ?? '').replace(/[\s.]/g, '').toLowerCase())).size === 1 ? years.map((m) => Number(m[2])) : null;
}

/**
 * A column of part of a year ('S1 2024', 'H1 2024', 'Q3 2024', 'T2 2024', '9M 2024', 'YTD 2024'): a header that mixes such
 * columns with whole years ('2022  2023  S1 2023  S1 2024') is no header of years; read as one, each half's figure
 * would stand as its year's, and a half below the year before would be a fall.
 */
const partYearColumn = /(?:^|[\s|])(?:[HSQT][1-4]|[1-9]M|YTD)\s?(?:FY\s?)?20\d\d\b/i;

/** The header's years when a line is a table header: two years or more and little else. */
export function headerYears(line: string): number[] | null {
  if (partYearColumn.test(line)) return null;
  if (!twoYears.test(line)) return cellSplit.test(line) ? sameNamedYears(line) : null;
  const years = [...line.matchAll(year)].map((m) => (m[1] ? Number(m[1]) : 2000 + Number(m[2])));
  const words = line.replace(year, '').replace(/[|\t:-]|\b(?:exercice|exercise|year|ann(?:e|\u00e9)e)\b|\([^()\d]{1,12}\)/gi, ' ').trim();
  // A corner cell may hold the statement's caption ('Statement of profit or loss (ZAR '000) | FY2023 | FY2024').
  const cells = cellsOf(line);
  const captionCorner = cells.length === years.length + 1 && cells.slice(1).every((cell) => yearCell.test(cell.replace(/^(?:exercice|exercise|year|ann(?:e|\u00e9)e)\s|\s?\([^()\d]{1,12}\)$/gi, ''))) && (cells[0] ?? '').length <= 60;
  return years.length >= 2 && (words.length <= 20 || captionCorner) ? years : null;
}

function cellValue(cell: string): Cell | null {
  const number = cellNumber(cell);
  if (number !== null) return { text: number, number: Number(number) };
  const percent = readNumberText(cell, { fractionDigits: 2, sign: 'any', isPercent: true });
  if (percent.ok && cell.trim().endsWith('%')) return { text: cell.trim(), number: null };
  return parseMoney(cell).length === 1 ? { text: cell.trim(), number: null } : null;
}

/**
 * A table row: a label then exactly one value per year; or, under a caption that names what the table measures
 * ('Revenue forecast (USD thousands)', 'Five-year plan: revenue (USD millions)'), one value per year and no label,
 * the caption's measure standing for it.
 */
// A long label may push the first figure against it with one space ('Cost of revenue (tutor fees, content, hosting) (26.8)
// (15.4)'): a row one cell short whose first cell is words or a bracket and then a figure has that figure split off,
// under a caption too (a caption's label stands only for a row of bare figures).
const labelThenFigure = /^(.*[A-Za-z\u00C0-\u00FF)\]])\s(\(?-?(?:\d{1,3}(?:[,.\u00A0 ]\d{3})+|\d+)(?:[.,]\d+)?\)?)$/;
function figureSplitFromLabel(cells: readonly string[], years: readonly number[]): readonly string[] {
  if (cells.length !== years.length) return cells;
  const m = labelThenFigure.exec(cells[0] ?? '');
  return m ? [m[1] ?? '', m[2] ?? '', ...cells.slice(1)] : cells;
}

function tableRow(line: string, years: readonly number[], captionLabel: string | null, references = false): Row | null {
  const cells = figureSplitFromLabel(withoutReference(cellsOf(line), years.length, references), years);
  const label = cells.length === years.length && captionLabel ? captionLabel : cells[0];
  const values = (cells.length === years.length && captionLabel ? cells : cells.slice(1)).map(cellValue);
  if (!label || !/[A-Za-z\u00C0-\u00FF]/.test(label) || values.length !== years.length) return null;
  return values.every((v): v is Cell => v !== null) ? { label, values } : null;
}

/**
 * A row's cells without its reference, under a header that has a column of them: the account code before the label
 * ('TB | Ventes de produits fabriqués | 812 350 | 905 120') or the note number after it ('Revenue | 4 | 48,209,500 |
 * 36,540,100'). A row with no reference (a subtotal) is kept as it is.
 */
function withoutReference(cells: string[], years: number, references: boolean): string[] {
  if (cells.length !== years + 2) return cells;
  // Two capitals before a label are an account code whatever the header says ('XB | CHIFFRE D'AFFAIRES | ...'), as SYSCOHADA numbers its lines.
  const code = /^[A-Z]{2}$/.test(cells[0] ?? '');
  if ((references || code) && referenceCell.test(cells[0] ?? '') && /[A-Za-z\u00C0-\u00FF]{3}/.test(cells[1] ?? '')) return cells.slice(1);
  if (!references) return cells;
  return referenceCell.test(cells[1] ?? '') && /^\d/.test(cells[1] ?? '') ? [cells[0] ?? '', ...cells.slice(2)] : cells;
}

/** What a caption says a table measures: its words without the unit in brackets, after its last colon ('Five-year plan: revenue'). */
function captionMeasure(caption: string): string | null {
  if (!caption || cellSplit.test(caption) || /\d/.test(caption.replace(/(?<!\d)20\d\d(?!\d)/g, ''))) return null;
  const measure = (caption.split(':').filter((part) => part.trim()).pop() ?? '').replace(/\([^)]*\)/g, '').trim();
  return /[A-Za-z\u00C0-\u00FF]/.test(measure) ? measure : null;
}

/**
 * A table with the years down its first column ('Year | Revenue | Costs' then '2023 | 1.2M | 0.8M'):
 * turned so that each column is a row with its years.
 */
function yearColumnTable(lines: readonly string[], at: number): { years: number[]; rows: Row[]; end: number } | null {
  const labels = cellsOf(lines[at] ?? '').map(repairedHeaderCell);
  if (labels.length < 2 || labels.some((l) => /\d/.test(l)) || !labels.slice(1).every((l) => /[A-Za-z\u00C0-\u00FF]/.test(l))) return null;
  const years: number[] = [];
  const columns: Cell[][] = labels.slice(1).map(() => []);
  let end = at;
  for (let j = at + 1; j < lines.length; j += 1) {
    const line = (lines[j] ?? '').trim();
    if (ruleLine.test(line) && line.includes('-')) { end = j; continue; }
    const cells = cellsOf(line);
    const year = /^(?:FY\s?)?(20\d\d)$/.exec(cells[0] ?? '')?.[1];
    const values = cells.slice(1).map(cellValue);
    if (!year || cells.length !== labels.length || !values.every((v): v is Cell => v !== null)) break;
    years.push(Number(year));
    values.forEach((v, k) => columns[k]?.push(v));
    end = j;
  }
  if (years.length < 2) return null;
  return { years, rows: labels.slice(1).map((label, k) => ({ label, values: columns[k] ?? [] })), end };
}

const cellText = (cell: Cell | undefined, unit: Unit) => (cell?.number === null ? cell.text : amount(cell?.text ?? '', unit));
/** A row may name its own unit ('Revenue (USD k)'): it holds for that row; a projection's row keeps no currency. */
function writeRow(row: Row, years: readonly number[], unit: Unit): string {
  const own = /\([^)]*\)\s*$/.test(row.label) ? captionUnit([row.label]) : null;
  const rowUnit = own ? (unit?.currency === '' ? { currency: '', scale: own.scale } : own) : unit;
  const label = ocrRowLabelRepaired(own ? row.label.replace(/\s*\([^)]*\)\s*$/, '') : row.label);
  return `${label} ${row.values.map((v, i) => `${years[i]}: ${cellText(v, rowUnit)}`).join('; ')}.`;
}

// A heading may name the years ahead instead ('The next three years', 'Where we are going', 'Les trois prochaines années').
export const forecastCaption = /\b(forecasts?|projections?|projected|budget|plan|targets?|previsions?|previsionnel(le)?|projete|objectifs?|(the )?next (two|three|four|five|[2-5]) years|where we are going|where we're going|where we go next|(les )?(deux|trois|quatre|cinq|[2-5]) prochaines annees|ou nous allons)\b/;
export const costLabel = /\b(costs?|expenses|expenditure|outflows?|charges|cout|couts|achats|salaries|salaires|personnel|payroll|opex|rent|loyers?|marketing|depenses)\b/;
export const notCostLabel = /\b(profit|margin|marge|resultat|income|ebitda|ebe|revenues?|chiffre|loss|perte)\b/;

/** '(1,600)' on a cost row is the accounts' sign for a charge, not a negative cost: the row's costs as positive figures. */
function chargesAsCosts(row: Row): Row {
  const label = fold(row.label);
  if (!costLabel.test(label) || notCostLabel.test(label)) return row;
  return { ...row, values: row.values.map((v) => (v.number !== null && v.number < 0 ? { text: v.text.replace(/^-/, ''), number: -v.number } : v)) };
}

/**
 * What a financial table says across its rows, for its latest year: revenue beside cost of sales
 * (a gross margin below zero), and total costs (the 'Total' row when there is one, else the cost
 * rows added up) beside revenue, so that costs above revenue read as they do in prose.
 */
function tableTotals(rows: readonly Row[], years: readonly number[], unit: Unit): string[] {
  // The latest year's column, wherever it stands: notes to accounts put the current year first ('2025 (R)   2024 (R)').
  const last = years.indexOf(Math.max(...years));
  const revenue = revenueRowOf(rows);
  if (!revenue) return [];
  const out: string[] = [];
  const year = years[last];
  const costOfSales = rows.find((r) => costOfSalesLabel.test(fold(r.label)));
  if (costOfSales) out.push(`${revenue.label} ${year}: ${cellText(revenue.values[last], unit)}; ${costOfSales.label} ${year}: ${cellText(costOfSales.values[last], unit)}.`);
  const parts = subtotalParts(rows, last);
  const costs = rows.filter((r) => costLabel.test(fold(r.label)) && !notCostLabel.test(fold(r.label)) && !parts.has(r));
  const totals = costs.filter((r) => /\btotal\b/.test(fold(r.label)));
  const counted = totals.length ? totals.slice(0, 1) : costs;
  const latest = counted.map((r) => r.values[last]?.number ?? null);
  if (latest.length > 0 && latest.every((v) => v !== null) && revenue.values[last]?.number !== null) {
    const sum = latest.reduce((total: number, v) => total + (v ?? 0), 0);
    out.push(`${revenue.label} ${year}: ${cellText(revenue.values[last], unit)}; total costs ${year}: ${amount(Math.round(sum * 100) / 100, unit)}.`);
  }
  return out;
}

/**
 * The table whose header of years stands at line `i`: its rows written as sentences, its totals and margins, and the
 * last line it takes; null when the line is no such header.
 */
export function yearHeaderTable(lines: readonly string[], at: number): { sentences: string[]; end: number } | null {
  const line = (lines[at] ?? '').trim();
  const years = headerYears(line);
  if (!years) return null;
  let i = at;
  const out: string[] = [];
  const unit = captionUnit([lines[i - 2] ?? '', lines[i - 1] ?? '', line]);
  // A table of projections says so in its caption or header; each row read alone must say it too.
  const headerCells = cellsOf(line).map(yearMarked);
  const forecast = forecastCaption.test(fold([lines[i - 2] ?? '', lines[i - 1] ?? '', line].join(' '))) || headerCells.some((cell) => forecastColumn.test(cell)) ? ' (forecast)' : '';
  const rows: Row[] = [];
  const measure = captionMeasure((lines[i - 1] ?? '').trim());
  const references = referenceColumn.test(line.replace(year, ' '));
  for (let j = i + 1; j < lines.length; j += 1) {
    const cellLine = (lines[j] ?? '').trim();
    if (ruleLine.test(cellLine) && cellLine.includes('-')) { i = j; continue; }
    const row = tableRow(cellLine, years, measure, references);
    // Notes between a header and its first row ('Les comptes ont été certifiés...', a second header line 'Net   Net') are passed over.
    if (!row && rows.length === 0 && j - i <= headerGap && betweenHeaderAndRows(cellLine)) continue;
    if (!row) break;
    rows.push(row);
    i = j;
  }
  rows.splice(0, rows.length, ...rows.map(chargesAsCosts));
  // Notes to accounts put the current year first ('2025 (R)   2024 (R)'): read in time order, as every series reader expects.
  if (years.length > 1 && (years[0] ?? 0) > (years[years.length - 1] ?? 0) && !forecast) {
    years.reverse();
    rows.splice(0, rows.length, ...rows.map((row) => ({ ...row, values: [...row.values].reverse() })));
  }
  // A projection's figures are not the company's revenue and costs: read for their growth only, without a currency.
  const rowUnit = forecast && unit ? { currency: '', scale: unit.scale } : unit;
  // Actual columns before forecast ones ('2024A | 2025F'), marked or under a plan's caption: the actual years' rows, totals and margins are the company's figures.
  const actual = headerCells.filter((cell) => yearCell.test(cell) && !forecastColumn.test(cell)).length;
  const mixed = forecast && actual > 0 && actual < years.length && headerCells.some((cell) => forecastColumn.test(cell));
  const actualRows = rows.map((row) => ({ ...row, values: row.values.slice(0, actual) }));
  out.push(...rows.map((row) => writeRow(row, years, rowUnit) + forecast), ...(forecast ? (mixed ? [...actualRows.map((row) => writeRow(row, years.slice(0, actual), unit)), ...tableTotals(actualRows, years.slice(0, actual), unit), ...grossMargins(actualRows, years.slice(0, actual))] : []) : [...tableTotals(rows, years, unit), ...grossMargins(rows, years)]));
  return { sentences: out, end: i };
}

/** A table with the years down its first column at line `at`, turned and written as a table by year is. */
export function yearColumnSentences(lines: readonly string[], at: number): { sentences: string[]; end: number } | null {
  const turned = yearColumnTable(lines, at);
  if (!turned) return null;
  const unit = captionUnit([lines[at - 2] ?? '', lines[at - 1] ?? '', (lines[at] ?? '').trim()]);
  const rows = turned.rows.map(chargesAsCosts);
  return { sentences: [...rows.map((row) => writeRow(row, turned.years, unit)), ...tableTotals(rows, turned.years, unit), ...grossMargins(rows, turned.years)], end: turned.end };
}

/** A series of years opening a line, under its label and unit: 'Revenue by year (GHS m): 2022 — 6.1; 2023 — 7.4; 2024 — 6.9.' */
const inlineSeries = /^([A-Za-z\u00C0-\u00FF][^:|]{1,60}?)\s*:\s*((?:(?:FY\s?)?20\d\d\s*[\u2013\u2014:=-]\s*-?\d[\d.,]*\s*[;,]?\s*){2,}?)(?:\.(?=\s|$)|$)/;
const seriesPair = /(?:FY\s?)?(20\d\d)\s*[\u2013\u2014:=-]\s*(-?\d[\d.,]*\d|\d)/g;

/** The line as a table row with its years ('Revenue by year 2022: GHS 6.1M; 2023: GHS 7.4M; 2024: GHS 6.9M.'), or null. */
export function inlineYearSeries(line: string): string | null {
  const m = inlineSeries.exec(line);
  if (!m) return null;
  const label = (m[1] ?? '').trim();
  const pairs = [...(m[2] ?? '').matchAll(seriesPair)];
  const values = pairs.map((p) => cellValue(p[2] ?? ''));
  if (pairs.length < 2 || !values.every((v): v is Cell => v !== null)) return null;
  const forecast = forecastCaption.test(fold(label)) ? ' (forecast)' : '';
  const unit = captionUnit([label]);
  return writeRow({ label: label.replace(/\s*\([^)]*\)\s*$/, ''), values }, pairs.map((p) => Number(p[1])), forecast && unit ? { currency: '', scale: unit.scale } : unit) + forecast;
}
