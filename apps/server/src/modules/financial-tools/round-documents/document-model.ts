/**
 * A round document as the PDF and the spreadsheet both write it: sections of labelled values and tables.
 * Each cell carries its printed text and, for a figure, the exact number and its kind, so the PDF prints
 * the text and the spreadsheet keeps the number with a format (decision 0016: exact fractions in Excel).
 */
export type CellKind = 'money' | 'price' | 'shares' | 'percent' | 'multiple';

export type Cell = { text: string; number?: number; kind?: CellKind };

export type Column = { header: string; width: number; figure?: boolean };

export type Table = { title: string; sheet: string; columns: Column[]; rows: Cell[][]; total?: Cell[] };

export type Section = { heading: string; rows: { label: string; value: Cell }[]; table?: Table; notes?: string[] };

export type RoundDocument = {
  /** The PDF's title and the spreadsheet's first row. */
  title: string;
  intro: string[];
  sections: Section[];
  /** The pro forma's tables, each on a landscape page and a sheet of its own. */
  tables: Table[];
  notes: string[];
  /** The sheet the sections' rows go on. */
  termsSheet: string;
  landscape: boolean;
};

export const text = (value: string): Cell => ({ text: value });
export const figure = (value: string, number: number, kind: CellKind): Cell => ({ text: value, number, kind });
