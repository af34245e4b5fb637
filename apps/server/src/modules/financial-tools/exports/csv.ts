/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by CRLF, a field quoted when it
 * holds a comma, a double quote, CR or LF, and a quote inside doubled. The text is UTF-8 with a
 * byte order mark, which is what makes Excel read it as UTF-8 rather than the system code page.
 *
 * A spreadsheet runs a text cell that begins with =, +, -, @, a tab or a CR as a formula (CSV
 * injection, OWASP), so such a cell gets a leading single quote, which spreadsheets read as
 * "this is text". Only text cells are guarded: numbers are written by us from numbers, and a
 * negative number must stay a number.
 */
export type CsvCell = string | number | boolean;

const formulaStart = /^[=+\-@\t\r]/;

/** A text cell as a spreadsheet must receive it: prefixed with ' when it would start a formula. */
export function guardFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

function field(cell: CsvCell): string {
  const text = typeof cell === 'string' ? guardFormula(cell) : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): Buffer {
  const body = rows.map((row) => row.map(field).join(',')).join('\r\n');
  return Buffer.from(`\uFEFF${body}\r\n`, 'utf8');
}
