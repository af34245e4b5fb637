/**
 * A statement line as a scanner or a typist may leave it, put back into the plain 'Label amount' form the
 * statement readers expect (layout.ts, captionedLines): dot leaders between label and amount ('Revenue ....... 3.2'),
 * letters read as digits and digits as letters by OCR ('C0ST 0F SALES', '(4,65O,OOO)', '4,2l0,000'), and words and
 * numbers split by a stray space ('Rev enue', 'Cost of sa les', '12,4 50'). Only the shape is repaired; nothing is
 * guessed: a label is re-spelt only when its letters, spaces dropped, spell a statement line's usual name.
 */
import { figureReadBack, ocrFigureCharacters } from './ocr-digits';

/** Dot or ellipsis leaders between a label and its figure: two or more, as a fill, not a decimal point. */
const leaders = /\s*(?:\.{2,}|\u2026+)[.\u2026\s]*/g;

/** The usual names of an income statement's lines, as they are read by the findings (findings.ts). */
const statementLabels = [
  'revenue', 'revenues', 'turnover', 'sales', 'net sales', 'cost of sales', 'cost of revenue', 'cost of goods sold', 'gross profit', 'gross loss',
  'gross (loss)', 'gross profit (loss)', 'gross margin', 'operating expenses', 'admin expenses', 'administrative expenses', 'operating loss',
  'operating profit', 'net loss', 'net profit', 'total costs', 'total expenses', 'chiffre d\'affaires', 'cout des ventes', 'charges d\'exploitation',
  'marge brute', 'resultat net', 'resultat d\'exploitation',
];
const squash = (text: string) => text.toLowerCase().replace(/0/g, 'o').replace(/[^a-z]/g, '');
const bySquashed = new Map(statementLabels.map((label) => [squash(label), label]));

/** A label's letters read back from OCR digits ('C0ST 0F SALES', 'GR0SS (L0SS)') and re-spelt when they spell a usual line name. */
function repairLabel(label: string): string {
  const letters = label.replace(/(?<=[A-Za-z])0|0(?=[A-Za-z])/g, (_zero: string, at: number) => {
    const beside = /[A-Za-z]/.test(label[at - 1] ?? '') ? label[at - 1] : label[at + 1];
    return /[a-z]/.test(beside ?? '') ? 'o' : 'O';
  });
  return bySquashed.get(squash(letters)) ?? letters;
}

/**
 * The line as 'Label   figure' when it is a label, dot leaders and a figure; the line unchanged otherwise. A line
 * without leaders is left alone, so an ordinary sentence's words and numbers are never re-spelt.
 */
export function repairedStatementLine(line: string): string {
  leaders.lastIndex = 0;
  const parts = line.split(leaders);
  if (parts.length !== 2) return line;
  const [label = '', figure = ''] = parts;
  // The part after the leaders must be a figure alone (OCR letters allowed): a sentence's ellipsis leads no figure.
  if (!/[A-Za-z]/.test(label) || !/\d/.test(figure) || !ocrFigureCharacters.test(figure.trim())) return line;
  return `${repairLabel(label.trim())} ${figureReadBack(figure.trim())}`;
}

/** The words of a statement's usual labels, for a table's header cells OCR misread by one letter ('Turnovcr', 'Hcadcount'). */
const labelWords = [...new Set([...statementLabels.flatMap((label) => label.replace(/[()']/g, ' ').split(/\s+/)), 'headcount', 'customers', 'subscribers', 'employees', 'stores', 'orders', 'expenses', 'ebitda'])].filter((w) => w.length >= 6);

/** One letter apart, the same length: how OCR misreads a word ('e' read as 'c'). */
function oneLetterApart(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let differences = 0;
  for (let k = 0; k < a.length && differences <= 1; k += 1) if (a[k] !== b[k]) differences += 1;
  return differences === 1;
}

/**
 * A header cell's words re-spelt when each is one letter from a usual label's word ('Turnovcr (R m)' is 'Turnover (R m)');
 * words of six letters or more only, so that short words are never re-spelt, and the cell's case kept at its start.
 */
export function repairedHeaderCell(cell: string): string {
  return cell.replace(/[A-Za-z]{6,}/g, (word) => {
    const lower = word.toLowerCase();
    if (labelWords.includes(lower)) return word;
    const known = labelWords.find((w) => oneLetterApart(lower, w));
    return known ? (/^[A-Z]/.test(word) ? known.replace(/^./, (c) => c.toUpperCase()) : known) : word;
  });
}

/**
 * A scanned table's line in columns, its figures misread by OCR ('Revenus      l4 2l8 6OO       l8 93l 2OO', a header
 * '2O23    2O22'): each figure cell read back to digits, the label and the spacing kept, so the table readers
 * (layout.ts) see its years and amounts. Only a line whose every cell after the label is a figure, two at least, one
 * with a misread letter beside a digit, is repaired; a line of words is left alone.
 */
const misread = /\d[OolI]|[OolI]\d/;
/** A header's period cell with its year misread ('Q1-2O24', 'FY2O25', '2O23'): the year's letters read back to digits. */
const periodCell = /^((?:[QTHS][1-4][\s-]?)?(?:FY\s?)?)(2[0O][\dOolI]{2})$/i;

/**
 * Figures a scan ran together, and into their label, when it lost the spaces between columns ('Total
 * revenue4,5l9,2OO4,9l0,lOO4,l26,9OO'): figures grouped in thousands end three digits after their last comma, so the
 * run splits into its figures without a guess ('4,519,200', '4,910,100', '4,126,900'). Two figures at least, each
 * with a comma group; the line is given back in columns.
 */
const glued = /\(?[\dOolI]{1,3}(?:,[\dOolI]{3})+\)?/g;
function splitGluedFigures(line: string): string {
  const text = line.trimEnd();
  let at = text.length;
  while (at > 0 && /[\dOolI(),]/.test(text[at - 1] ?? '')) at -= 1;
  const label = text.slice(0, at).trim();
  const run = text.slice(at);
  if (!/[A-Za-z\u00C0-\u00FF]{2}/.test(label) || !/\d/.test(run)) return line;
  const figures = run.match(glued) ?? [];
  if (figures.length < 2 || figures.join('') !== run || !figures.every((f) => /\d/.test(f))) return line;
  return `${label}   ${figures.join('   ')}`;
}

/** The figure cells closing a line, after its label's cells however many ('XB   CHIFFRE  D'AFFAI RES   1 284 55 0 000   1 517 93 0 000'). */
function closingFigures(cells: readonly string[]): string[] {
  let at = cells.length;
  while (at > 0 && /\d/.test(cells[at - 1] ?? '') && ocrFigureCharacters.test(cells[at - 1] ?? '')) at -= 1;
  return at > 0 && cells.slice(0, at).some((c) => /[A-Za-z\u00C0-\u00FF]{2}/.test(c)) ? cells.slice(at) : [];
}
/** A figure split where no thousands group ends ('1 284 55 0 000'): a scan's stray spaces, the figure read back whole. */
const splitFigure = (cell: string) => /\d\s\d/.test(cell) && figureReadBack(cell) !== cell;

export function repairedOcrColumns(written: string): string {
  const line = splitGluedFigures(written);
  const cells = line.trim().split(/\s{2,}|\t/);
  const closing = closingFigures(cells);
  // A line with a figure a scan split, its label cells before its figures, is read back as one with misread letters is.
  const split = closing.length >= 2 && closing.some(splitFigure);
  const figures = split ? closing : /[A-Za-z\u00C0-\u00FF]{2}/.test(cells[0] ?? '') ? cells.slice(1) : cells;
  if (figures.length >= 2 && figures.every((c) => periodCell.test(c)) && figures.some((c) => /[OolI]/.test(periodCell.exec(c)?.[2] ?? ''))) {
    return line.replace(/\S+/g, (cell) => (figures.includes(cell) ? cell.replace(periodCell, (_all, lead: string, year: string) => `${lead}${figureReadBack(year)}`) : cell));
  }
  if (figures.length < 2 || !figures.every((c) => /\d/.test(c) && ocrFigureCharacters.test(c)) || !(split || figures.some((c) => misread.test(c)))) return line;
  let out = line;
  let from = line.length;
  // From the right, so the label's letters are never touched.
  for (const cell of [...figures].reverse()) {
    const at = out.lastIndexOf(cell, from);
    if (at < 0) return line;
    out = `${out.slice(0, at)}${figureReadBack(cell)}${out.slice(at + cell.length)}`;
    from = at - 1;
  }
  return out;
}
