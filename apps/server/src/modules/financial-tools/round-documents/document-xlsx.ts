/**
 * A round document as an Excel workbook: the sections' labelled values on one sheet (figures as numbers
 * with the currency's format, words as text), then each table on a sheet of its own. Figures keep their
 * exact values (percentages as exact fractions, decision 0016); the cap table exports' workbook helpers
 * load exceljs on first use and guard text cells against formula injection.
 */
import type { Worksheet } from 'exceljs';
import { addSheet, newWorkbook, toBuffer } from '../exports/cap-table-files';
import { guardFormula } from '../exports/csv';
import type { DocumentWriter } from './document-writer';
import type { Cell, CellKind, RoundDocument, Table } from './document-model';

function formatOf(kind: CellKind | undefined, w: DocumentWriter): string | undefined {
  switch (kind) {
    case 'money': return w.excel.money;
    case 'price': return w.excel.price;
    case 'shares': return '#,##0';
    case 'percent': return '0.00%';
    case 'multiple': return '0.####';
    default: return undefined;
  }
}

/** A cell's value: the number when it is a figure, else its text, guarded. */
const valueOf = (cell: Cell) => (cell.number !== undefined ? cell.number : guardFormula(cell.text));

function formatRow(sheet: Worksheet, rowNumber: number, cells: Cell[], w: DocumentWriter) {
  cells.forEach((cell, i) => {
    const format = formatOf(cell.kind, w);
    if (format && cell.number !== undefined) sheet.getRow(rowNumber).getCell(i + 1).numFmt = format;
  });
}

function tableSheet(workbook: Awaited<ReturnType<typeof newWorkbook>>, table: Table, w: DocumentWriter) {
  const sheet = addSheet(workbook, table.sheet.slice(0, 31), table.columns.map((c) => ({ header: c.header, width: c.width })), []);
  for (const row of table.rows) formatRow(sheet, sheet.addRow(row.map(valueOf)).number, row, w);
  if (table.total) {
    const added = sheet.addRow(table.total.map(valueOf));
    added.font = { bold: true };
    formatRow(sheet, added.number, table.total, w);
  }
}

export async function renderDocumentXlsx(document: RoundDocument, w: DocumentWriter): Promise<Buffer> {
  const workbook = await newWorkbook();
  workbook.title = document.title;
  if (document.sections.length > 0) {
    const sheet = workbook.addWorksheet(document.termsSheet.slice(0, 31));
    sheet.columns = [{ width: 42 }, { width: 44 }];
    sheet.addRow([guardFormula(document.title)]).font = { bold: true, size: 13 };
    for (const line of document.intro) sheet.addRow([guardFormula(line)]);
    for (const section of document.sections) {
      sheet.addRow([]);
      sheet.addRow([guardFormula(section.heading)]).font = { bold: true };
      for (const { label, value } of section.rows) {
        const added = sheet.addRow([guardFormula(label), valueOf(value)]);
        const format = formatOf(value.kind, w);
        if (format && value.number !== undefined) added.getCell(2).numFmt = format;
        added.getCell(2).alignment = { horizontal: value.number !== undefined ? 'right' : 'left', wrapText: true };
      }
      for (const line of section.notes ?? []) sheet.addRow([guardFormula(line)]);
    }
  }
  for (const section of document.sections) if (section.table) tableSheet(workbook, section.table, w);
  for (const table of document.tables) tableSheet(workbook, table, w);
  if (document.notes.length > 0) {
    // The pro forma's notes (what "before" means, the rounding rule) under its first table.
    const first = workbook.worksheets[0];
    if (first) {
      first.addRow([]);
      for (const line of [...document.intro, ...document.notes]) first.addRow([guardFormula(line)]);
    }
  }
  return toBuffer(workbook);
}
