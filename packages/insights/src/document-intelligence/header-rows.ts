/**
 * A table whose header row is words, not years: a repayment schedule ('| No. | Due date | Amount | Status |'), a
 * register of licences or of claims. No row says what its cells are; the header does. Each row is read as one
 * sentence under its caption, every cell after its column's name: 'Loan repayment schedule: No: 8, Due date: 31
 * Aug 25, Amount: 118,400, Status: Not paid.'. Tables the other layout readers read (years across, label and amount,
 * holders and shares) are theirs; this reader comes last.
 */
import { cellsOf, cellSplit, ruleLine } from './layout-cells';

/** A header cell is a column's name: words, no figure. */
// A transposed table's first cell names its rows with a colon ('Indicateur :', 'Metric:'), and a metric's name may say
// what it counts in brackets ('Commandes par client (durée de vie)'): up to 40 characters.
const columnName = (cell: string) => /^[A-Za-z\u00C0-\u017F][A-Za-z\u00C0-\u017F' ./()%-]{0,40}( ?:)?$/.test(cell) && !/\d/.test(cell);

export function headerRows(lines: readonly string[], at: number): { rows: string[]; end: number } | null {
  const header = cellsOf(lines[at] ?? '');
  if (header.length < 3 || !header.every(columnName)) return null;
  const names = header.map((cell) => cell.replace(/\s?[.:]$/, ''));
  const captionLine = (lines[at - 1] ?? '').trim();
  // The caption names what the table lists ('Loan repayment schedule - Absa asset finance (ZAR)'); a row of cells is no caption.
  const caption = captionLine && !cellSplit.test(captionLine) && captionLine.length <= 100 ? `${captionLine.replace(/[:.]\s*$/, '')}: ` : '';
  const rows: string[] = [];
  let end = at;
  for (let j = at + 1; j < lines.length; j += 1) {
    const line = (lines[j] ?? '').trim();
    if (ruleLine.test(line) && line.includes('-')) { end = j; continue; }
    const cells = cellsOf(line);
    if (cells.length !== names.length) break;
    rows.push(`${caption}${cells.map((cell, k) => `${names[k]}: ${cell}`).join(', ')}.`);
    end = j;
  }
  return rows.length > 0 ? { rows, end } : null;
}
