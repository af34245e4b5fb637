/**
 * Figures as a scan's text recognition misreads them: 'O' or 'o' read for 0 and 'l' or 'I' for 1 ('4,2l0,000',
 * '(4,65O,OOO)', 'l 426 3OO OOO FCFA', '2O23'), and a figure split by a stray space ('12,4 50'). One reading for every
 * reader of scanned text: the statement lines and table columns (statement-line-repair.ts) and the sentences asked
 * whether they state any figure at all (ocr-labels.ts, missing-financials.ts).
 */

/**
 * A scan's stray space before a figure's separator ('MAD 1 ,620 ,000', '1 ,820', 'au 30 /09 /2025'): the figure or the
 * date is one, to be closed up, so that the money reader reads 1,620,000 rather than 1 and a date is not taken for a year.
 * Read in the sentences (sentence-facts.ts) and in a table's columns (layout.ts) alike.
 */
export const strayFigureSpace = /(?<=\d) (?=[,/]\d)/g;

/** A figure's characters when OCR has misread some: digits, separators, brackets, and the letters read for 0 and 1. */
export const ocrFigureCharacters = /^[\d\s,.()OolI-]+$/;

/** The figure with its misread letters read back as digits and a split that is not thousands grouping closed up. */
export function figureReadBack(figure: string): string {
  if (!/\d/.test(figure) || !ocrFigureCharacters.test(figure)) return figure;
  const digits = figure.replace(/[Oo]/g, '0').replace(/[lI]/g, '1');
  // A space inside a figure that does not group thousands ('12,4 50', '(67 0)') is a scanner's split: closed up.
  const groups = digits.replace(/[()-]/g, '').trim().split(/\s+/);
  const grouped = groups.slice(1).every((g) => /^\d{3}(?:[.,]\d+)?$/.test(g)) && /^\d{1,3}$/.test(groups[0] ?? '');
  return grouped ? digits : digits.replace(/(?<=\d|,|\.)\s+(?=\d)/g, '');
}

/**
 * A folded sentence (lower case) with its misread figures read back: a run of digit groups in which l stands for 1 and
 * o for 0, holding at least one true digit; a word ('lol', 'l'') has no digit and stays.
 */
const digitRun = /(?<![a-z0-9'])[0-9lo]{1,3}(?:[ .,\u00A0\u202F][0-9lo]{3})+(?![a-z0-9])|(?<![a-z0-9'])[0-9lo]*[0-9][0-9lo]*(?![a-z0-9'])/g;
export function ocrDigitsRepaired(lower: string): string {
  return lower.replace(digitRun, (run) => (/[lo]/.test(run) ? figureReadBack(run) : run));
}
