/**
 * Lists and tables split across lines, read as the sentences they stand for. A deck or a statement
 * puts one fact on several lines: a lead-in ending in ':' and its bullet items ('Revenue by customer:'
 * then '- Shoprite: 48%'), or a table whose header row names the years and whose rows carry a label
 * and one figure per year. Each is also given to the rules as one sentence: the list joined after its
 * lead-in, each table row written with its header ('Revenue 2022: EUR 2400k; 2023: EUR 2150k'), with
 * the caption's currency and scale ('(USD thousands)', '(en milliers d'euros)'). Numbers are read by
 * the company's one number reader (contracts/money-reader.ts, decision 0032). Linear in the text.
 */
import { readNumberText } from '@baobab/contracts/money-reader';
import { parseMoney } from './money';
import { amount, captionUnit, cellNumber, cellSplit, cellsOf, costOfSalesLabel, fold, grossMargins, revenueRowOf, ruleLine, subtotalParts, type Cell, type Row, type Unit } from './layout-cells';
import { periodTable } from './layout-periods';
import { customerAmountShares, shareRows } from './layout-shares';
import { joinSplitCells, labelValueRun, moneyRows } from './layout-split';
import { headerRows } from './header-rows';
import { wraps } from '../text/sentences';
import { repairedHeaderCell, repairedOcrColumns, repairedStatementLine } from './statement-line-repair';
import { cohortRetention } from './cohort-retention';
import { ocrRowLabelRepaired } from './ocr-labels';
import { strayFigureSpace } from './ocr-digits';
import { recurringBridgeSentences } from './recurring-bridge';
import { measureContinuations } from './measure-continuation';

const bullet = /^\s*(?:[-*\u2022\u25AA\u25E6\u25CF\u2023\u2013\u2014>]+|\d{1,2}[.)](?=\s))\s*/;
// '2024A', '2025F': an actual year and a forecast one, as plans label their columns; 'FY25' is 2025.
const year = /\b(?:FY\s?)?(20\d\d)(?:[AFEBP]\b|\b)|\bFY\s?(\d\d)(?:[AFEBP]\b|\b)/gi;
// 'FY26F', 'FY25A': a fiscal year in two digits carries the same marks.
const forecastColumn = /^(?:(?:FY\s?)?20\d\d|FY\s?\d\d)[FEBP]$/i;
const yearCell = /^(?:(?:FY\s?)?20\d\d|FY\s?\d\d)[AFEBP]?$/i;
/**
 * A year's column marked in brackets as actual or as a forecast ('2024 (réel)', '2025 (prév.)', '2026 (budget)',
 * '2023 (actual)'): read as the letter marks are ('2024A', '2025F'), so a plan's actual year is read as the company's figures.
 */
const markedActual = /^((?:FY\s?)?20\d\d|FY\s?\d\d)\s?\((?:r[e\u00e9]el|r[e\u00e9]alis[e\u00e9]|actuals?|act\.?|audit[e\u00e9]d?)\)$/i;
const markedForecast = /^((?:FY\s?)?20\d\d|FY\s?\d\d)\s?\((?:pr[e\u00e9]v\.?|pr[e\u00e9]visionnel|pr[e\u00e9]vision|forecast|fcst|budget|bp|proj\.?|projected|projection|plan|est\.?|estimated?)\)$/i;
const yearMarked = (cell: string) => cell.replace(markedActual, '$1A').replace(markedForecast, '$1F');
/** Lines a header of years may stand above its first row by: a blank, a line of prose, a second header line of words. */
const headerGap = 6;
const betweenHeaderAndRows = (line: string) => !line || (!cellSplit.test(line) && !/^\W*[A-Za-z\u00C0-\u00FF][^|]*\s-?\(?\d[\d,. ]*\)?$/.test(line)) || !/\d/.test(line);
/** A header's column of note or line references ('Note', 'Notes', 'Réf.', 'Ref'): its cells are no year's figures. */
const referenceColumn = /(?:^|\s)(notes?|r[e\u00e9]f\.?|refs?\.?|code)(?=\s|$)/i;
/** A reference cell: a note number ('5', '4b', '12.1') or an account code ('TB', 'XB', 'RC'). */
const referenceCell = /^(\d{1,2}(\.\d{1,2})?[a-z]?|[A-Z]{1,3}\d{0,2})$/;
// A year's column may carry its unit or a note in brackets ('2025 (R)   2024 (R)', '2025 (RWF m)', '2025 (réel)   2026 (BP)'), or be named ('Exercice 2024').
const twoYears = /20\d\d[AFEBP]?(?:\s?\([^()|\d]{1,12}\))?\W{1,20}(FY\s?|(?:exercice|exercise|year|ann(?:e|\u00e9)e) )?20\d\d|\bFY\s?\d\d[AFEBP]?\b[^|\n]{0,12}\|\s*FY\s?\d\d[AFEBP]?\b/i;
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

/** The header's years when a line is a table header: two years or more and little else. */
function headerYears(line: string): number[] | null {
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
function tableRow(line: string, years: readonly number[], captionLabel: string | null, references = false): Row | null {
  const cells = withoutReference(cellsOf(line), years.length, references);
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

/**
 * A statement of two columns, label and amount, whose currency is in its header or caption
 * ('Line | KES' then 'Revenue | 40,000,000'): each row written as the sentence 'Revenue: KES 40000000.'.
 */
function labelValueRows(lines: readonly string[], at: number): { rows: string[]; end: number } | null {
  const header = cellsOf(lines[at] ?? '');
  // A header of words, or of a word and one year ('Line | FY2024'); or no header, the caption just above the rows.
  const oneYear = (cell: string) => /^(FY\s?)?20\d\d$/i.test(cell);
  const headed = header.length === 2 && header.every((cell) => !/\d/.test(cell) || oneYear(cell));
  const unit = captionUnit([lines[at - 2] ?? '', lines[at - 1] ?? '', lines[at] ?? '']);
  if (!unit || header.length !== 2 || (!headed && (cellNumber(header[1] ?? '') === null || cellSplit.test(lines[at - 1] ?? '')))) return null;
  const rows: string[] = [];
  let end = headed ? at : at - 1;
  for (let j = end + 1; j < lines.length; j += 1) {
    const line = (lines[j] ?? '').trim();
    if (ruleLine.test(line) && line.includes('-')) { end = j; continue; }
    const cells = cellsOf(line);
    const value = cells.length === 2 && /[A-Za-z\u00C0-\u00FF]/.test(cells[0] ?? '') ? cellNumber(cells[1] ?? '') : null;
    if (value === null) break;
    // '(3,980,000)' on a cost line is the accounts' sign for a charge, not a negative cost.
    const isCost = costLabel.test(fold(cells[0] ?? '')) && !notCostLabel.test(fold(cells[0] ?? ''));
    rows.push(`${cells[0]}: ${amount(isCost ? value.replace(/^-/, '') : value, unit)}`);
    end = j;
  }
  return rows.length ? { rows: rows.map((row) => `${row}.`), end } : null;
}

const cellText = (cell: Cell | undefined, unit: Unit) => (cell?.number === null ? cell.text : amount(cell?.text ?? '', unit));
/** A row may name its own unit ('Revenue (USD k)'): it holds for that row; a projection's row keeps no currency. */
function writeRow(row: Row, years: readonly number[], unit: Unit): string {
  const own = /\([^)]*\)\s*$/.test(row.label) ? captionUnit([row.label]) : null;
  const rowUnit = own ? (unit?.currency === '' ? { currency: '', scale: own.scale } : own) : unit;
  const label = ocrRowLabelRepaired(own ? row.label.replace(/\s*\([^)]*\)\s*$/, '') : row.label);
  return `${label} ${row.values.map((v, i) => `${years[i]}: ${cellText(v, rowUnit)}`).join('; ')}.`;
}

const forecastCaption = /\b(forecasts?|projections?|projected|budget|plan|targets?|previsions?|previsionnel(le)?|projete|objectifs?)\b/;
const costLabel = /\b(costs?|expenses|expenditure|outflows?|charges|cout|couts|achats|salaries|salaires|personnel|payroll|opex|rent|loyers?|marketing|depenses)\b/;
const notCostLabel = /\b(profit|margin|marge|resultat|income|ebitda|ebe|revenues?|chiffre|loss|perte)\b/;

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

/** Words a wrapped line ends on: the sentence goes on in the next line. */
const openEnd = /(,|\b(from|to|of|and|or|with|by|than|the|our|its|at|for|in|de|du|des|la|le|les|a|\u00E0|et|ou|en|pour|par|que|sur|avec|notre|nos|son|sa|ses|contre))$/i;
const valueStart = /^[\d$\u20A6\u20AC\u00A3\u20B5(-]|^(US\$|USD|EUR|KES|NGN|GHS|ZAR|XOF|XAF|MAD|KSh)\b/;

/**
 * A line that does not end its sentence: a hard-wrapped line ('Revenue fell to $1.1M from' then
 * '$1.6M in 2023.'), a line the next one continues in lower case, or a short label whose value is on
 * the next line ('Monthly burn' then '$85,000', 'Runway:' then '5 months').
 */
function continues(line: string, next: string): boolean {
  if (/[.!?;]$/.test(line) || bullet.test(next) || headerYears(next)) return false;
  if (openEnd.test(line) || /^[a-z\u00E0-\u00FF]/.test(next)) return true;
  const label = line.replace(/:$/, '');
  return (valueStart.test(next) || moneyFirst(next)) && !/\d/.test(label.replace(labelDate, ' ')) && label.split(/\s+/).length <= 6;
}

/** A line that opens on an amount in any currency the money reader knows ('R 780k', 'GH\u20B5 410k', 'KES 11.2m / month'). */
const moneyFirst = (line: string) => /\d/.test(line) && parseMoney(line)[0]?.start === 0;
/**
 * The date or period a label is given for ('Cash in bank (31 Oct)', 'Cash and equivalents, 30 Sep', 'Net burn,
 * 3-month average', 'Revenue FY25'): no figure of the label's, so the label still waits for its value.
 */
const labelDate = /\b\d{1,2}(st|nd|rd|th)? (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|janv|fevr?|f\u00E9vr?|mars|avr|mai|juin|juil|ao\u00FBt|aout|sept?|oct|nov|d\u00E9c|dec)[a-z\u00E9\u00FB]*\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{1,2}\b|\b\d{1,2}-(month|mois|week|semaine)s?\b|\bFY\s?\d\d\b|\b20\d\d\b|\b[QTH][1-4]\b/gi;

/** A line of a holder or a party and its share ('Zanele Dube, CEO — 19%', 'Fondateurs (Yacine et Leïla) : 37 %', 'ESOP 12%'). */
const shareItem = /^[^|\d][^|]{1,80}?\s*[\u2013\u2014:-]?\s*\d{1,3}(?:[.,]\d+)?\s?%(\s*\([^)]*\))?\.?$/;
/** The lines of holders and shares from `from` on, as written. */
function shareItems(lines: readonly string[], from: number): string[] {
  const items: string[] = [];
  for (let j = from; j < lines.length && shareItem.test((lines[j] ?? '').trim()); j += 1) items.push((lines[j] ?? '').trim().replace(/\.$/, ''));
  return items;
}

/** A heading line that leads a list without a colon ('Where our revenue comes from', 'Top customers by share of 2024 revenue'): short, no figure but a year, no full stop. */
// A slide's or section's number is no figure ('SLIDE 8 - THE PLAN', 'Section 4 - Risks').
const heading = (line: string) => line.length > 0 && !/[.!?;|]/.test(line) && !/\d/.test(line.replace(/(?<!\d)20\d\d(?!\d)/g, '').replace(/^\W*(slide|section|part|partie|page)\s+\d{1,2}\b/i, '')) && line.split(/\s+/).length <= 8;

/** A statement line of a label and a bare amount ('Cost of goods sold 2,480,000', 'Gross loss (330,000)'). */
const labelAmountLine = /^([A-Za-z\u00C0-\u00FF][A-Za-z\u00C0-\u00FF' &/-]*?)\s*:?\s+(\(?-?\d[\d,.\u00A0\u202F ]*\)?)$/;
/** A label with a date or a comma before its colon and an amount with its scale ('Cash at bank, 31 October: 18.4m'). */
// An earlier period's figure may follow in brackets ('Revenue, Q3 2025: 240 (Q2: 226)'): the line's own figure is the first.
const labelColonAmountLine = /^([A-Za-z\u00C0-\u00FF][^|:]*?)\s*:\s*(\(?-?\d[\d,.\u00A0\u202F ]*\)?)\s?(k|m|mn|bn|million|millions)?(?:\s*\([^()]*\))?$/i;
const lineScale: Record<string, string> = { k: 'k', m: 'M', mn: 'M', million: 'M', millions: 'M', bn: 'bn' };

/**
 * A statement written line by line under a caption naming its currency, one space between label and
 * amount ('Income statement 2024 (USD)' then 'Revenue 2,150,000'): each line written as 'Revenue: USD 2150000.'.
 */
function captionedLines(lines: readonly string[], at: number): { rows: string[]; end: number } | null {
  const unit = captionUnit([lines[at] ?? '']);
  if (!unit || labelAmountLine.test((lines[at] ?? '').trim())) return null;
  const rows: string[] = [];
  let end = at;
  for (let j = at + 1; j < lines.length; j += 1) {
    // Dot leaders, OCR digits and split words repaired first ('C0ST 0F SALES ...... (4,65O,OOO)').
    const written = repairedStatementLine((lines[j] ?? '').replace(bullet, '').trim());
    const m = labelAmountLine.exec(written) ?? labelColonAmountLine.exec(written);
    const value = m ? cellNumber(m[2] ?? '') : null;
    if (!m || value === null) break;
    const label = (m[1] ?? '').trim();
    const isCost = costLabel.test(fold(label)) && !notCostLabel.test(fold(label));
    const scale = lineScale[(m[3] ?? '').toLowerCase()];
    rows.push(`${label}: ${amount(isCost ? value.replace(/^-/, '') : value, scale ? { ...unit, scale } : unit)}.`);
    end = j;
  }
  return rows.length >= 2 ? { rows, end } : null;
}

// A short line, not a sentence: a projection list's item ('Year 1 (2025): $0.3M revenue').
const yearLine = (line: string) => !/[.!?]$/.test(line) && line.split(/\s+/).length <= 10 && (line.match(/(?<!\d)20\d\d(?!\d)/g) ?? []).length === 1 && /\d/.test(line.replace(/(?<!\d)20\d\d(?!\d)/, ''));

/**
 * Lines of a block led by a heading, each naming one year and a figure ('Five-year projections' then
 * 'Year 1 (2025): $0.3M revenue', 'Year 2 (2026): $1.5M revenue'): the heading and its lines, bullets or not.
 */
function yearBlock(lines: readonly string[], at: number): string[] {
  const block: string[] = [];
  for (let j = at + 1; j < lines.length; j += 1) {
    const line = (lines[j] ?? '').replace(bullet, '').trim();
    if (!yearLine(line) || cellSplit.test(line)) break;
    block.push(line);
  }
  return block.length >= 2 ? block : [];
}

/** A line of 'year: figure' cells set apart by bars ('Revenue 2025: RWF 310m (actual) | 2026: RWF 1.6bn'): one series, not a table's row. */
const yearFigureCells = (line: string) => {
  const cells = cellsOf(line);
  // The colon after each year ('2026: RWF 1.6bn'); a bare year mark ('2026F 260') is a table's, read by year-series.ts under its caption.
  return cells.length >= 2 && cells.every((cell) => /(?<!\d)20\d\d\s?:\s?\D{0,6}\d/.test(cell));
};

/** Lines under a heading of projections: figures the company expects, not its revenue or costs (findings leave them out). */
export function projectedLines(text: string): Set<string> {
  const lines = text.split(/\r?\n|\r/);
  const out = new Set<string>();
  lines.forEach((line, i) => {
    if (!heading(line.trim().replace(/:$/, '')) || !forecastCaption.test(fold(line))) return;
    for (const item of yearBlock(lines, i)) out.add(item);
    // 'Financial plan' then 'Revenue: 2025 $0.4M, 2026 $1.9M, 2027 $6.5M': a line of several years' figures under it.
    for (let j = i + 1; j < lines.length && j <= i + 3; j += 1) {
      const next = (lines[j] ?? '').replace(bullet, '').trim();
      if (!next || (cellSplit.test(next) && !yearFigureCells(next))) break;
      if (new Set(next.match(/(?<!\d)20\d\d(?!\d)/g) ?? []).size >= 2 && /\d/.test(next.replace(/(?<!\d)20\d\d(?!\d)/g, ''))) out.add(next);
    }
  });
  return out;
}

/** A series of years opening a line, under its label and unit: 'Revenue by year (GHS m): 2022 — 6.1; 2023 — 7.4; 2024 — 6.9.' */
const inlineSeries = /^([A-Za-z\u00C0-\u00FF][^:|]{1,60}?)\s*:\s*((?:(?:FY\s?)?20\d\d\s*[\u2013\u2014:=-]\s*-?\d[\d.,]*\s*[;,]?\s*){2,}?)(?:\.(?=\s|$)|$)/;
const seriesPair = /(?:FY\s?)?(20\d\d)\s*[\u2013\u2014:=-]\s*(-?\d[\d.,]*\d|\d)/g;

/** The line as a table row with its years ('Revenue by year 2022: GHS 6.1M; 2023: GHS 7.4M; 2024: GHS 6.9M.'), or null. */
function inlineYearSeries(line: string): string | null {
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

/** Sentences that lists and tables stand for, to read beside the text's own sentences. */
export function layoutSentences(text: string): string[] {
  // A scanned table's figures read back from OCR letters first ('l4 2l8 6OO', '2O23'), and a stray space before a separator closed ('1 ,820').
  const lines = joinSplitCells(text.split(/\r?\n|\r/)).map((line) => repairedOcrColumns(line.replace(strayFigureSpace, '')));
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = (lines[i] ?? '').trim();
    const years = headerYears(line);
    if (years) {
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
      continue;
    }
    // An ARR bridge's one-off lines, written out; the bridge's lines are still read by the readers below.
    out.push(...recurringBridgeSentences(lines, i));
    const cohorts = cellSplit.test(line) ? cohortRetention(lines, i) : null;
    if (cohorts) {
      out.push(...cohorts.rows);
      i = cohorts.end;
      continue;
    }
    const turned = cellSplit.test(line) ? yearColumnTable(lines, i) : null;
    if (turned) {
      const unit = captionUnit([lines[i - 2] ?? '', lines[i - 1] ?? '', line]);
      const turnedRows = turned.rows.map(chargesAsCosts);
      out.push(...turnedRows.map((row) => writeRow(row, turned.years, unit)), ...tableTotals(turnedRows, turned.years, unit), ...grossMargins(turnedRows, turned.years));
      i = turned.end;
      continue;
    }
    const statement = cellSplit.test(line) ? labelValueRows(lines, i) ?? shareRows(lines, i) ?? periodTable(lines, i) ?? headerRows(lines, i) ?? moneyRows(lines, i) : null;
    if (statement) {
      out.push(...statement.rows, ...customerAmountShares(lines, i));
      i = statement.end;
      continue;
    }
    const captioned = cellSplit.test(line) ? null : captionedLines(lines, i);
    if (captioned) {
      // Its rows may be customers under a caption of revenue by customer: their shares too.
      out.push(...captioned.rows, ...customerAmountShares(lines, i + 1));
      i = captioned.end;
      continue;
    }
    out.push(...measureContinuations(lines, i));
    const keyFigures = labelValueRun(lines, i);
    if (keyFigures) {
      out.push(keyFigures.sentence);
      i = keyFigures.end;
      continue;
    }
    const series = inlineYearSeries(line);
    if (series) out.push(series);
    const next = (lines[i + 1] ?? '').trim();
    // A wrapped line of prose is already one sentence with the next (text/sentences.ts): not read twice.
    if (next && continues(line, next) && !wraps(line, next)) out.push(`${line} ${next}`);
    const yearItems = heading(line.replace(/:$/, '')) ? yearBlock(lines, i) : [];
    if (yearItems.length > 0 && !bullet.test(lines[i + 1] ?? '')) {
      const forecast = forecastCaption.test(fold(line)) ? ' (forecast)' : '';
      out.push(`${line.replace(/:$/, '')}: ${yearItems.join('; ')}.${forecast}`);
      i += yearItems.length;
      continue;
    }
    // A heading over lines of a holder and a share, bullets or not ('Cap table (post-seed)' then 'Zanele Dube, CEO — 19%').
    const shares = (line.endsWith(':') || heading(line)) && !bullet.test(lines[i + 1] ?? '') ? shareItems(lines, i + 1) : [];
    if (shares.length >= 2) {
      out.push(`${line.replace(/:$/, '')}: ${shares.join('; ')}.`);
      i += shares.length;
      continue;
    }
    if ((line.endsWith(':') || heading(line)) && i + 1 < lines.length && bullet.test(lines[i + 1] ?? '')) {
      const items: string[] = [];
      // An item may go on over indented lines ('- Dangote Group' then '  62% of 2024 revenue').
      for (let j = i + 1; j < lines.length && (bullet.test(lines[j] ?? '') || (items.length > 0 && /^\s+\S/.test(lines[j] ?? ''))); j += 1) {
        const item = (lines[j] ?? '').replace(bullet, '').trim();
        if (bullet.test(lines[j] ?? '')) items.push(item);
        else items[items.length - 1] = `${items[items.length - 1] ?? ''} ${item}`;
        i = j;
      }
      out.push(`${line}${line.endsWith(':') ? '' : ':'} ${items.join('; ')}.${forecastCaption.test(fold(line)) && yearBlock(lines, i - items.length).length > 0 ? ' (forecast)' : ''}`);
    }
  }
  return out;
}
