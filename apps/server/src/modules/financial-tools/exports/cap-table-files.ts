/**
 * The cap table and waterfall downloads as files: CSV (csv.ts) and Excel. Both carry the same
 * columns and figures, from `@baobab/finance/cap-table-export`; Excel adds formats (a bold,
 * frozen header row, thousands for shares, percentages, US dollars to the cent) and widths.
 * exceljs is loaded on the first Excel download only, so it costs nothing at server start.
 */
import type { Workbook, Worksheet } from 'exceljs';
import { capTableExportColumns as col, capTableExportLabels, capTableExportSheetNames as sheets } from '@baobab/contracts/cap-table-exports';
import type { CapTableExport, WaterfallExport } from '@baobab/finance/cap-table-export';
import { type CsvCell, guardFormula, toCsv } from './csv';

/** CSV percentages to 4 decimals (0.0001 %, a hundredth of a basis point); Excel keeps the exact fraction. */
const percentText = (percent: number) => Number(percent.toFixed(4));
const yesNo = (value: boolean) => (value ? capTableExportLabels.yes : capTableExportLabels.no);

const holderHeader = [col.holder, col.holderType, col.shareClass, col.classKind, col.shares, col.fullyDilutedPercent, col.vestedToday];
const payoutHeader = [col.section, col.name, col.holderType, col.payout, col.converted];

export function capTableCsv(data: CapTableExport): Buffer {
  return toCsv([holderHeader, ...data.holders.map((h) => [h.holder, h.holderType, h.shareClass, h.classKind, h.shares, percentText(h.fullyDilutedPercent), h.vestedShares])]);
}

/** One table with a Section column: holders, then share classes, then the total (the exit value both lists add up to). */
export function waterfallCsv(data: WaterfallExport): Buffer {
  const rows: CsvCell[][] = [
    payoutHeader,
    ...data.holders.map((h) => [col.holder, h.holder, h.holderType, h.payout, '']),
    ...data.classes.map((c) => [col.shareClass, c.shareClass, c.classKind, c.payout, yesNo(c.converted)]),
    [col.total, col.exitValue, '', data.exitValue, ''],
  ];
  return toCsv(rows);
}

export const formats = { shares: '#,##0', percent: '0.00%', usd: '"$"#,##0.00', money: '#,##0.00##' } as const;

export type Column = { header: string; width: number; format?: string };

export async function newWorkbook(): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Baobab';
  workbook.created = new Date();
  return workbook;
}

/** A sheet whose first row is the bold, frozen header; text cells are guarded as in CSV, since Excel runs a formula typed as text the same way. */
export function addSheet(workbook: Workbook, name: string, columns: Column[], rows: CsvCell[][]): Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width, ...(c.format ? { style: { numFmt: c.format } } : {}) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((cell) => (typeof cell === 'string' ? guardFormula(cell) : cell)));
  return sheet;
}

export const toBuffer = async (workbook: Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());

export async function capTableXlsx(data: CapTableExport): Promise<Buffer> {
  const workbook = await newWorkbook();
  addSheet(
    workbook,
    sheets.holders,
    [
      { header: col.holder, width: 28 },
      { header: col.holderType, width: 14 },
      { header: col.shareClass, width: 22 },
      { header: col.classKind, width: 11 },
      { header: col.shares, width: 14, format: formats.shares },
      { header: col.fullyDilutedPercent, width: 15, format: formats.percent },
      { header: col.vestedToday, width: 14, format: formats.shares },
    ],
    data.holders.map((h) => [h.holder, h.holderType, h.shareClass, h.classKind, h.shares, h.fullyDilutedPercent / 100, h.vestedShares]),
  );
  addSheet(
    workbook,
    sheets.classes,
    [
      { header: col.shareClass, width: 28 },
      { header: col.classKind, width: 11 },
      { header: col.shares, width: 14, format: formats.shares },
      { header: col.fullyDilutedPercent, width: 15, format: formats.percent },
    ],
    data.classes.map((c) => [c.shareClass, c.classKind, c.shares, c.fullyDilutedPercent / 100]),
  );
  return toBuffer(workbook);
}

export async function waterfallXlsx(data: WaterfallExport): Promise<Buffer> {
  const workbook = await newWorkbook();
  const holders = addSheet(
    workbook,
    sheets.waterfallHolders,
    [
      { header: col.holder, width: 28 },
      { header: col.holderType, width: 14 },
      { header: col.payout, width: 18, format: formats.usd },
    ],
    data.holders.map((h) => [h.holder, h.holderType, h.payout]),
  );
  holders.addRow([col.total, '', data.exitValue]).font = { bold: true };
  const classes = addSheet(
    workbook,
    sheets.waterfallClasses,
    [
      { header: col.shareClass, width: 28 },
      { header: col.classKind, width: 11 },
      { header: col.payout, width: 18, format: formats.usd },
      { header: col.converted, width: 20 },
    ],
    data.classes.map((c) => [c.shareClass, c.classKind, c.payout, yesNo(c.converted)]),
  );
  classes.addRow([col.total, '', data.exitValue, '']).font = { bold: true };
  return toBuffer(workbook);
}
