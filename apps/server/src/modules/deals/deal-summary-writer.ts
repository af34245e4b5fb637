import { isolate, registerArabicFonts, writeBidi } from '../../lib/pdf-bidi-text';

export const BRAND = '#1f4d3a';
export const MUTED = '#57534e';
const BODY = 10.5;

export type LineStyle = { size?: number; color?: string; bold?: boolean; before?: number };

/** The deal summary's few kinds of line, written left to right by pdfkit or right to left by pdf-bidi-text (Arabic). */
export type SummaryWriter = {
  /** The startup's name, as its founder wrote it. */
  title(name: string): void;
  heading(text: string): void;
  /** A bold label and its value; the value keeps its own direction (it may be a name or a note). */
  row(label: string, value: string): void;
  paragraph(text: string, style?: LineStyle): void;
  /** Text a person wrote, alone on its lines: in its own direction and aligned by it. */
  userText(text: string, style?: LineStyle): void;
  list(items: string[]): void;
  gap(lines: number): void;
};

/**
 * pdfkit's standard fonts write Windows-1252 (WinAnsi), which has French's accents and the no-break
 * space but not the narrow one fr-FR Intl puts between thousands: that one becomes a no-break space.
 */
const printable = (text: string) => text.replace(/\u202f/g, '\u00a0');

/** English and French: pdfkit's own wrapping in Helvetica, as before Arabic. */
export function leftToRightWriter(doc: PDFKit.PDFDocument, colon: string): SummaryWriter {
  const line = (text: string, style: LineStyle = {}) => {
    if (style.before) doc.moveDown(style.before);
    doc.font(style.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(style.size ?? BODY).fillColor(style.color ?? 'black').text(text);
    doc.font('Helvetica').fontSize(BODY).fillColor('black');
  };
  return {
    title: (name) => doc.font('Helvetica-Bold').fontSize(22).fillColor(BRAND).text(name),
    heading: (text) => {
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(BRAND).text(printable(text)).moveDown(0.3);
      doc.font('Helvetica').fontSize(BODY).fillColor('black');
    },
    row: (label, value) => {
      doc.font('Helvetica-Bold').text(printable(label + colon), { continued: true }).font('Helvetica').text(printable(value));
    },
    paragraph: (text, style) => line(printable(text), style),
    userText: (text, style) => line(text, style),
    list: (items) => doc.list(items.map(printable), { bulletRadius: 2 }),
    gap: (lines) => doc.moveDown(lines),
  };
}

/** Arabic: lines laid out from the right, Arabic in Noto Sans Arabic, what a person wrote in its own direction. */
export function rightToLeftWriter(doc: PDFKit.PDFDocument): SummaryWriter {
  registerArabicFonts(doc);
  const line = (text: string, style: LineStyle, direction: 'rtl' | 'auto') => {
    if (style.before) doc.moveDown(style.before);
    writeBidi(doc, [{ text, bold: style.bold }], { size: style.size ?? BODY, color: style.color ?? 'black', direction });
  };
  return {
    title: (name) => writeBidi(doc, [{ text: name, bold: true }], { size: 22, color: BRAND, direction: 'auto' }),
    heading: (text) => {
      doc.moveDown(0.6);
      writeBidi(doc, [{ text, bold: true }], { size: 13, color: BRAND, direction: 'rtl' });
      doc.moveDown(0.1);
    },
    row: (label, value) => writeBidi(doc, [{ text: label + ': ', bold: true }, { text: isolate(value) }], { size: BODY, color: 'black', direction: 'rtl' }),
    paragraph: (text, style = {}) => line(text, style, 'rtl'),
    userText: (text, style = {}) => line(text, style, 'auto'),
    list: (items) => items.forEach((item) => writeBidi(doc, [{ text: '\u2022 ' + item }], { size: BODY, color: 'black', direction: 'rtl' })),
    gap: (lines) => doc.moveDown(lines),
  };
}
