/**
 * A round document as a PDF with real (searchable) text, drawn with pdfkit as the deal summary is: A4,
 * the title, the intro, each section's labelled values and table, then the document's own tables (the
 * pro forma's, on a landscape page) and notes. pdfkit is loaded on first use, as the deal summary loads it.
 * In Arabic (decision 0062, PDFs) every line goes through pdf-bidi-text: shaped, laid out from the right,
 * tables with their first column on the right, names and figures each in their own direction.
 */
import { bidiHeight, isolate, registerArabicFonts, writeBidi, type BidiStyle } from '../../../lib/pdf-bidi-text';
import type { RoundDocument, Table } from './document-model';

const BRAND = '#1f4d3a';
const MUTED = '#57534e';
const RULE = '#d6d3d1';

/**
 * pdfkit's standard fonts write Windows-1252, which has French's accents and the no-break space but not
 * the narrow no-break space fr-FR puts between thousands: that one becomes a no-break space.
 */
const printable = (value: string) => value.replace(/\u202f/g, '\u00a0');

type Doc = PDFKit.PDFDocument;

/** The few kinds of line a round document has, written left to right (pdfkit, Helvetica) or right to left (Arabic). */
type PageWriter = {
  title(value: string): void;
  heading(value: string): void;
  row(label: string, value: string): void;
  note(value: string): void;
  bold(value: string): void;
  table(table: Table, fontSize: number): void;
};

function leftToRight(doc: Doc, colon: string): PageWriter {
  return {
    title: (value) => doc.font('Helvetica-Bold').fontSize(18).fillColor(BRAND).text(printable(value)),
    heading: (value) => {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
      doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12.5).fillColor(BRAND).text(printable(value)).moveDown(0.3);
      doc.font('Helvetica').fontSize(10.5).fillColor('black');
    },
    row: (label, value) => doc.font('Helvetica-Bold').text(printable(label + colon), { continued: true }).font('Helvetica').text(printable(value)),
    note: (value) => doc.fontSize(9).fillColor(MUTED).text(printable(value)).fontSize(10.5).fillColor('black'),
    bold: (value) => doc.font('Helvetica-Bold').text(printable(value)).font('Helvetica'),
    table: (table, fontSize) => drawTable(doc, table, fontSize),
  };
}

function rightToLeft(doc: Doc): PageWriter {
  registerArabicFonts(doc);
  const line = (value: string, style: Partial<BidiStyle> & { bold?: boolean } = {}) =>
    writeBidi(doc, [{ text: value, bold: style.bold }], { size: style.size ?? 10.5, color: style.color ?? 'black', direction: 'rtl' });
  return {
    title: (value) => line(value, { size: 18, color: BRAND, bold: true }),
    heading: (value) => {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
      doc.moveDown(0.6);
      line(value, { size: 12.5, color: BRAND, bold: true });
      doc.moveDown(0.1);
    },
    // The value may be a name or a figure: isolated, it keeps its own order inside the Arabic line.
    row: (label, value) => writeBidi(doc, [{ text: label + ': ', bold: true }, { text: isolate(value) }], { size: 10.5, color: 'black', direction: 'rtl' }),
    note: (value) => line(value, { size: 9, color: MUTED }),
    bold: (value) => line(value, { bold: true }),
    table: (table, fontSize) => drawRightToLeftTable(doc, table, fontSize),
  };
}

/** As drawTable, mirrored: the first column on the right, text set from the right, figures against the left. */
function drawRightToLeftTable(doc: Doc, table: Table, fontSize: number) {
  const left = doc.page.margins.left;
  const usable = doc.page.width - left - doc.page.margins.right;
  const units = table.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = table.columns.map((c) => (c.width / units) * usable);
  const pad = 3;
  const styleOf = (i: number, right: number): BidiStyle => ({
    size: fontSize,
    color: 'black',
    direction: 'rtl',
    box: { left: right - (widths[i] ?? 0) + pad, width: (widths[i] ?? 0) - 2 * pad },
    align: table.columns[i]?.figure ? 'end' : 'start',
  });
  const drawRow = (cells: string[], bold: boolean) => {
    const rights = widths.map((_, i) => left + usable - widths.slice(0, i).reduce((sum, w) => sum + w, 0));
    const pieces = cells.map((cell) => [{ text: isolate(cell), bold }]);
    const height = Math.max(...pieces.map((piece, i) => bidiHeight(doc, piece, styleOf(i, rights[i]!)))) + 2 * pad;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    pieces.forEach((piece, i) => {
      doc.y = top + pad;
      writeBidi(doc, piece, styleOf(i, rights[i]!));
    });
    doc.moveTo(left, top + height).lineTo(left + usable, top + height).strokeColor(RULE).lineWidth(0.5).stroke();
    doc.x = left;
    doc.y = top + height;
  };
  drawRow(table.columns.map((c) => c.header), true);
  for (const row of table.rows) drawRow(row.map((c) => c.text), false);
  if (table.total) drawRow(table.total.map((c) => c.text), true);
  doc.moveDown(0.6);
}

function drawTable(doc: Doc, table: Table, fontSize: number) {
  const left = doc.page.margins.left;
  const usable = doc.page.width - left - doc.page.margins.right;
  const units = table.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = table.columns.map((c) => (c.width / units) * usable);
  const pad = 3;
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(fontSize);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(printable(cell), { width: (widths[i] ?? 0) - 2 * pad }))) + 2 * pad;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      doc.text(printable(cell), x + pad, top + pad, { width: width - 2 * pad, align: table.columns[i]?.figure ? 'right' : 'left', lineBreak: true });
      x += width;
    });
    doc.moveTo(left, top + height).lineTo(left + usable, top + height).strokeColor(RULE).lineWidth(0.5).stroke();
    doc.x = left;
    doc.y = top + height;
  };
  drawRow(table.columns.map((c) => c.header), true);
  for (const row of table.rows) drawRow(row.map((c) => c.text), false);
  if (table.total) drawRow(table.total.map((c) => c.text), true);
  doc.font('Helvetica').fontSize(10).moveDown(0.6);
}

export async function renderDocumentPdf(document: RoundDocument, locale: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', layout: document.landscape ? 'landscape' : 'portrait', margin: 44, lang: locale, info: { Title: printable(document.title), Author: 'Baobab' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // French sets a no-break space before a colon.
  const w = locale === 'ar' ? rightToLeft(doc) : leftToRight(doc, locale === 'fr' ? '\u00a0: ' : ': ');

  w.title(document.title);
  doc.moveDown(0.3);
  document.intro.forEach(w.note);
  for (const section of document.sections) {
    w.heading(section.heading);
    for (const { label, value } of section.rows) w.row(label, value.text);
    section.notes?.forEach(w.note);
    if (section.table) {
      if (section.rows.length > 0) {
        doc.moveDown(0.4);
        w.bold(section.table.title);
      }
      w.table(section.table, 9);
    }
  }
  for (const table of document.tables) {
    w.heading(table.title);
    w.table(table, 9.5);
  }
  document.notes.forEach(w.note);
  doc.end();
  return done;
}
