/**
 * A round document as a PDF with real (searchable) text, drawn with pdfkit as the deal summary is: A4,
 * the title, the intro, each section's labelled values and table, then the document's own tables (the
 * pro forma's, on a landscape page) and notes. pdfkit is loaded on first use, as the deal summary loads it.
 */
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
  const colon = locale === 'fr' ? '\u00a0: ' : ': ';
  const heading = (value: string) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12.5).fillColor(BRAND).text(printable(value)).moveDown(0.3);
    doc.font('Helvetica').fontSize(10.5).fillColor('black');
  };
  const note = (value: string) => doc.fontSize(9).fillColor(MUTED).text(printable(value)).fontSize(10.5).fillColor('black');

  doc.font('Helvetica-Bold').fontSize(18).fillColor(BRAND).text(printable(document.title));
  doc.moveDown(0.3);
  document.intro.forEach(note);
  for (const section of document.sections) {
    heading(section.heading);
    for (const { label, value } of section.rows) doc.font('Helvetica-Bold').text(printable(label + colon), { continued: true }).font('Helvetica').text(printable(value.text));
    section.notes?.forEach(note);
    if (section.table) {
      if (section.rows.length > 0) doc.moveDown(0.4).font('Helvetica-Bold').text(printable(section.table.title)).font('Helvetica');
      drawTable(doc, section.table, 9);
    }
  }
  for (const table of document.tables) {
    heading(table.title);
    drawTable(doc, table, 9.5);
  }
  document.notes.forEach(note);
  doc.end();
  return done;
}
