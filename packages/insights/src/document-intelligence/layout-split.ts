/**
 * Tables written one cell a line, as a copy out of a PDF or a spreadsheet gives them ('T1 2025' then '310',
 * or 'Customer', 'Revenue', then 'Safaricom PLC', '41.0'): each row put back on one line, its cells joined by
 * ' | ', so that the table readers (layout.ts, layout-periods.ts) read it as they read a table drawn with
 * pipes. A block whose labels are all periods and that has no header is turned, the periods becoming the
 * header and the figures its one row ('| T1 2025 | T2 2025 | T3 2025 |' then '| 310 | 286 | 254 |'), which is
 * how a table of periods is drawn. Linear in the lines.
 */
import { cellNumber, cellsOf } from './layout-cells';
import { isPeriod } from './layout-periods';
import { parseMoney } from './money';

/** A cell that is one amount and nothing else ('EGP 58.2M', '$1.2M'): a value, as a bare figure is. Read on every short line, so the money reader runs only where a digit is. */
const moneyCell = (line: string) => {
  if (!/\d/.test(line)) return false;
  const found = parseMoney(line);
  return found.length === 1 && found[0]?.text === line;
};

/** A label cell alone on its line: a few words, no sentence, not a figure. */
const labelLine = (line: string) => /[A-Za-z\u00C0-\u00FF]/.test(line) && !/[.!?;:|]$/.test(line) && line.split(/\s+/).length <= 6 && cellNumber(line) === null && !moneyCell(line);
/** A header cell: a label with no figure in it. */
const headerLine = (line: string) => labelLine(line) && !/\d/.test(line) && line.split(/\s+/).length <= 4;
const valueLine = (line: string) => (cellNumber(line.replace(/\s?%$/, '')) !== null && !/[A-Za-z]{2,}/.test(line)) || moneyCell(line);
const periodLabel = (label: string) => isPeriod(label) || /^(FY\s?)?20\d\d$/i.test(label);

/** The pairs of label and value lines from `at`, two lines each; fewer than three is no table. */
function pairsFrom(lines: readonly string[], at: number): [string, string][] {
  const pairs: [string, string][] = [];
  for (let j = at; j + 1 < lines.length; j += 2) {
    const label = (lines[j] ?? '').trim();
    const value = (lines[j + 1] ?? '').trim();
    if (!labelLine(label) && !periodLabel(label)) break;
    if (!valueLine(value)) break;
    pairs.push([label, value]);
  }
  return pairs.length >= 3 ? pairs : [];
}

/**
 * A table of several periods written one cell a line: a corner word and the periods ('Metric', 'FY2024', 'FY2025'), then
 * each row's label and one value per period ('Gross margin', '47%', '39%'). Put back as lines of cells
 * ('Metric | FY2024 | FY2025', 'Gross margin | 47% | 39%'); two rows at least, every row complete.
 */
function periodGridFrom(lines: readonly string[], at: number): { lines: string[]; taken: number } | null {
  const corner = (lines[at] ?? '').trim();
  if (!headerLine(corner) || periodLabel(corner)) return null;
  const periods: string[] = [];
  for (let j = at + 1; j < lines.length && periodLabel((lines[j] ?? '').trim()); j += 1) periods.push((lines[j] ?? '').trim());
  if (periods.length < 2) return null;
  const rows: string[] = [];
  let j = at + 1 + periods.length;
  while (j + periods.length < lines.length) {
    const label = (lines[j] ?? '').trim();
    const values = lines.slice(j + 1, j + 1 + periods.length).map((v) => v.trim());
    if (!labelLine(label) || periodLabel(label) || !values.every(valueLine)) break;
    rows.push(`${label} | ${values.join(' | ')}`);
    j += 1 + periods.length;
  }
  return rows.length >= 2 ? { lines: [`${corner} | ${periods.join(' | ')}`, ...rows], taken: j - at } : null;
}

/**
 * A table row wrapped onto the next line, as a chat or a copied sheet breaks it ('2025 | 31.5 | 22.1' then '| 30%'):
 * the line that opens on a bar is the row's rest when the two lines together have the cells of the row above.
 */
function joinWrappedRows(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    const previous = (out[out.length - 1] ?? '').trim();
    const above = (out[out.length - 2] ?? '').trim();
    const wrapped = line.startsWith('|') && !line.endsWith('|') && previous.includes('|') && !previous.endsWith('|') && !previous.startsWith('|')
      && above.includes('|') && cellsOf(previous).length + cellsOf(line).length === cellsOf(above).length;
    if (wrapped) out[out.length - 1] = `${previous} ${line}`;
    else out.push(raw);
  }
  return out;
}

/** The text's lines with every table written one cell a line put back on lines of cells. */
export function joinSplitCells(rawLines: readonly string[]): string[] {
  const lines = rawLines.some((line) => line.trimStart().startsWith('|')) ? joinWrappedRows(rawLines) : rawLines;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = (lines[i] ?? '').trim();
    const grid = periodGridFrom(lines, i);
    if (grid) {
      out.push(...grid.lines);
      i += grid.taken - 1;
      continue;
    }
    // A header of two word cells ('Customer', 'Revenue') over the pairs, or the pairs alone.
    const headed = headerLine(line) && headerLine((lines[i + 1] ?? '').trim()) ? pairsFrom(lines, i + 2) : [];
    const pairs = headed.length ? headed : pairsFrom(lines, i);
    if (!pairs.length) {
      out.push(lines[i] ?? '');
      continue;
    }
    if (headed.length) out.push(`${line} | ${(lines[i + 1] ?? '').trim()}`);
    if (!headed.length && pairs.every(([label]) => periodLabel(label))) {
      out.push(`| ${pairs.map(([label]) => label).join(' | ')} |`, `| ${pairs.map(([, value]) => value).join(' | ')} |`);
    } else {
      out.push(...pairs.map(([label, value]) => `${label} | ${value}`));
    }
    i += (headed.length ? 2 : 0) + pairs.length * 2 - 1;
  }
  return out;
}

/**
 * Rows of a label and an amount that carries its own currency ('Cash in bank (31 Oct) | R 6.3m', 'Monthly net burn |
 * GH\u20B5 410k'), as a split table is put back: each written 'label: amount.', the sentence it stands for. No caption is
 * needed, the currency being in every cell; one row is enough.
 */
export function moneyRows(lines: readonly string[], at: number): { rows: string[]; end: number } | null {
  const rows: string[] = [];
  let end = at;
  for (let j = at; j < lines.length; j += 1) {
    const cells = cellsOf((lines[j] ?? '').trim());
    const [label, value] = cells;
    if (cells.length !== 2 || !label || !value || !/[A-Za-z\u00C0-\u00FF]/.test(label) || !moneyCell(value)) break;
    rows.push(`${label}: ${value}.`);
    end = j;
  }
  return rows.length ? { rows, end } : null;
}

/** A name alone on a value's line: capitalised words, no sentence ('Safaricom PLC', 'Dangote Group'). */
const nameLine = (line: string) => /^[A-Z\u00C0-\u00DE][\w&.'\u00C0-\u00FF-]*(\s+[A-Z\u00C0-\u00DE0-9][\w&.'\u00C0-\u00FF-]*){0,4}$/.test(line) && !/[.!?:;]$/.test(line);

/**
 * A run of labels each over its value, where some values are names ('Largest client' then 'Safaricom PLC', 'Share of
 * revenue' then '31%'): a slide's key figures, which no table reader takes since a name is no figure. Written as the one
 * sentence they stand for ('Largest client: Safaricom PLC; Share of revenue: 31%.'), so that what one line names and
 * the next one measures are read together. Three pairs at least, two of them figures.
 */
export function labelValueRun(lines: readonly string[], at: number): { sentence: string; end: number } | null {
  const pairs: [string, string][] = [];
  let j = at;
  for (; j + 1 < lines.length; j += 2) {
    const label = (lines[j] ?? '').trim();
    const value = (lines[j + 1] ?? '').trim();
    if (!labelLine(label) || periodLabel(label) || (nameLine(label) && !/\s[a-z]/.test(label))) break;
    if (!valueLine(value) && !nameLine(value)) break;
    pairs.push([label, value]);
  }
  const figures = pairs.filter(([, value]) => valueLine(value)).length;
  if (pairs.length < 3 || figures < 2 || figures === pairs.length) return null;
  return { sentence: `${pairs.map(([label, value]) => `${label}: ${value}`).join('; ')}.`, end: at + pairs.length * 2 - 1 };
}
