import { parse } from 'csv-parse/sync';

/**
 * The line-by-line CSV reading every import shares (company metrics, exchange rates): a header line
 * naming the columns in any order and any case, then one record per line. Each line is parsed as CSV
 * by itself (csv-parse), so quotes unbalanced on one line spoil that line only and every problem can
 * be reported with its line number; no field of these formats holds a line break.
 */

/** One line's fields, trimmed; null when its quotes do not balance. */
export function parseCsvLine(line: string): string[] | null {
  try {
    const [record] = parse(line, { trim: true, relax_column_count: true }) as string[][];
    return record ?? [];
  } catch {
    return null;
  }
}

export type CsvBody = {
  /** Where each named column sits in a row, in the order the columns were asked for; null when the header does not name exactly them. */
  order: number[] | null;
  /** The non-blank lines under the header, numbered as an editor numbers them (the first line is 1). */
  rows: { line: number; text: string }[];
};

/** Splits a file (any line ending, with or without a byte-order mark) into its header's column order and its rows. */
export function readCsvBody(csv: string, columns: readonly string[]): CsvBody {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const headerIndex = lines.findIndex((line) => line.trim() !== '');
  const header = headerIndex < 0 ? null : parseCsvLine(lines[headerIndex]!);
  const names = header?.map((name) => name.trim().toLowerCase()) ?? [];
  const order = columns.map((column) => names.indexOf(column));
  const rows = lines.flatMap((text, index) => (index > headerIndex && text.trim() !== '' ? [{ line: index + 1, text }] : []));
  return { order: names.length !== columns.length || order.some((index) => index < 0) ? null : order, rows };
}
