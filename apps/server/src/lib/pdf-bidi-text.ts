import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';

/**
 * Right-to-left text for pdfkit (decision 0062, PDFs). pdfkit wraps and draws a string in one direction, and
 * fontkit shapes Arabic (joining forms, ligatures) but reverses a whole string whose first letter is Arabic.
 * Here each paragraph is wrapped in logical order, each line is reordered by the Unicode bidi algorithm
 * (bidi-js), and each directional run is drawn on its own, in the font that has its letters, from the right.
 */
const bidi = bidiFactory();

/** Text a person wrote keeps its own direction inside a line the app wrote (as `<UserText>`: first strong isolate). */
export { firstStrongIsolate as isolate } from '@baobab/i18n/isolate';

/**
 * Noto Sans Arabic (OFL 1.1) as TrueType, from the npm package: found beside the code at run time, from src/ and
 * from the bundled dist/ alike (the package stays in node_modules; nothing is downloaded).
 */
const fontFile = (weight: string) =>
  createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-arabic/' + weight + '/NotoSansArabic_' + weight + '.ttf');

type Doc = PDFKit.PDFDocument;

/** Read from disk once, on the first Arabic PDF, not for every document. */
let arabicFonts: { regular: Buffer; bold: Buffer } | undefined;

export function registerArabicFonts(doc: Doc): void {
  arabicFonts ??= { regular: readFileSync(fontFile('400Regular')), bold: readFileSync(fontFile('700Bold')) };
  doc.registerFont('Arabic', arabicFonts.regular);
  doc.registerFont('Arabic-Bold', arabicFonts.bold);
}

export type Piece = { text: string; bold?: boolean };
export type BidiStyle = {
  size: number;
  color: string;
  direction: 'rtl' | 'auto';
  /** A table cell's stretch of the line (default: between the page's margins). */
  box?: { left: number; width: number };
  /** 'end' sets each line against the far side of its direction, as a column of figures is (default: its own side). */
  align?: 'start' | 'end';
};

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
/** Bidi marks and isolates: they steer the order but have no glyph, so they are never drawn. */
const CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');
/** Latin runs keep the Latin font (as the English PDF); Arabic, and anything beyond Latin-1, take Noto Sans Arabic. */
const fontFor = (text: string, bold: boolean) =>
  ARABIC.test(text) || /[\u0100-\uffff]/.test(text) ? (bold ? 'Arabic-Bold' : 'Arabic') : bold ? 'Helvetica-Bold' : 'Helvetica';

/** Noto Sans Arabic's own line (2.1 em) would double the summary's length; its tallest marks fit in this. */
const LINE_HEIGHT = 1.55;
const ASCENT = 1.1;

type Run = { text: string; font: string };

type Line = { start: number; end: number; rtl: boolean };
type Layout = { text: string; lines: Line[]; runsOf: (start: number, end: number) => Run[]; measure: (runs: Run[]) => number };

/** The pieces' lines, wrapped in logical order to the width, each with its paragraph's direction. */
function layOut(doc: Doc, pieces: Piece[], style: BidiStyle, width: number): Layout {
  // pdfkit's fonts lack the narrow no-break space fr/ar Intl may put between thousands.
  const text = pieces.map((piece) => piece.text).join('').replace(/\u202f/g, '\u00a0');
  const bold = pieces.flatMap((piece) => Array.from({ length: piece.text.length }, () => piece.bold === true));
  const levels = bidi.getEmbeddingLevels(text, style.direction === 'rtl' ? 'rtl' : undefined);
  const size = style.size;
  const runsOf = (start: number, end: number): Run[] => lineRuns(text, bold, levels, start, end);
  const measure = (runs: Run[]) => runs.reduce((sum, run) => sum + doc.font(run.font).fontSize(size).widthOfString(run.text), 0);

  const lines: Line[] = [];
  for (const paragraph of levels.paragraphs) {
    const rtl = paragraph.level % 2 === 1;
    let lineStart = -1;
    let lineEnd = -1;
    for (const word of text.slice(paragraph.start, paragraph.end + 1).matchAll(/\S+\s*/g)) {
      const start = paragraph.start + word.index;
      const end = start + word[0].length;
      if (lineStart < 0) lineStart = start;
      else if (measure(runsOf(lineStart, trimmedEnd(text, start, end))) > width) {
        lines.push({ start: lineStart, end: lineEnd, rtl });
        lineStart = start;
      }
      lineEnd = end;
    }
    lines.push(lineStart < 0 ? { start: paragraph.start, end: paragraph.start, rtl } : { start: lineStart, end: lineEnd, rtl });
  }
  return { text, lines, runsOf, measure };
}

const boxOf = (doc: Doc, style: BidiStyle) =>
  style.box ?? { left: doc.page.margins.left, width: doc.page.width - doc.page.margins.left - doc.page.margins.right };

/** How tall writeBidi draws these pieces: a table row measures its cells before drawing them, to stay on one page. */
export function bidiHeight(doc: Doc, pieces: Piece[], style: BidiStyle): number {
  return layOut(doc, pieces, style, boxOf(doc, style).width).lines.length * style.size * LINE_HEIGHT;
}

/** Draws pieces (a bold label, a value…) as one paragraph per hard line break, wrapped to the page's width or the box's. */
export function writeBidi(doc: Doc, pieces: Piece[], style: BidiStyle): void {
  const { left, width } = boxOf(doc, style);
  const { text, lines, runsOf, measure } = layOut(doc, pieces, style, width);
  const size = style.size;
  for (const { start, end, rtl } of lines) {
    const lineHeight = size * LINE_HEIGHT;
    if (doc.y + lineHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    const lineEnd = trimmedEnd(text, start, end);
    const runs = runsOf(start, lineEnd);
    // Noto Sans Arabic draws several letters from one base glyph and a dot mark (ط and ظ), so the glyphs alone
    // cannot tell a reader which letter they are: the line's text, in logical order, travels as ActualText.
    const shaped = runs.some((run) => run.font.startsWith('Arabic'));
    if (shaped) doc.markContent('Span', { actual: text.slice(start, lineEnd).replace(CONTROLS, '') });
    const fromRight = rtl !== (style.align === 'end');
    let x = fromRight ? left + width - measure(runs) : left;
    for (const run of runs) {
      if (!/^\s+$/.test(run.text)) doc.font(run.font).fontSize(size).fillColor(style.color).text(run.text, x, top + size * ASCENT, { lineBreak: false, baseline: 'alphabetic' });
      x += doc.font(run.font).fontSize(size).widthOfString(run.text);
    }
    if (shaped) doc.endMarkedContent();
    doc.x = doc.page.margins.left;
    doc.y = top + lineHeight;
  }
}

const trimmedEnd = (text: string, start: number, end: number) => {
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return end;
};

/** The line's runs in visual order, left to right: each a stretch of one level and weight, in the font for its letters. */
function lineRuns(text: string, bold: boolean[], levels: ReturnType<typeof bidi.getEmbeddingLevels>, start: number, end: number): Run[] {
  if (end <= start) return [];
  const order = Array.from({ length: end - start }, (_, i) => start + i);
  for (const segment of bidi.getReorderSegments(text, levels, start, end - 1)) {
    const [from, to] = segment as [number, number];
    order.splice(from - start, to - from + 1, ...order.slice(from - start, to - start + 1).reverse());
  }
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end - 1);
  const groups: number[][] = [];
  for (const index of order) {
    if (CONTROL.test(text[index]!)) continue;
    const last = groups.at(-1);
    const previous = last?.at(-1);
    // Words are drawn one by one: pdfkit loses the spaces inside a shaped right-to-left run.
    const joins = previous !== undefined && !/\s/.test(text[index]!) && !/\s/.test(text[previous]!);
    if (last && joins && levels.levels[previous] === levels.levels[index] && bold[previous] === bold[index] && Math.abs(previous - index) === 1) last.push(index);
    else groups.push([index]);
  }
  return groups.map((group) => {
    const rtl = levels.levels[group[0]!]! % 2 === 1;
    // Brackets in a right-to-left run are mirrored. fontkit shapes and reverses a run that holds Arabic letters
    // itself, so it gets them in logical order; a right-to-left run of neutrals only is drawn in visual order.
    const char = (index: number) => mirrored.get(index) ?? text[index]!;
    const logical = [...group].reverse().map(char).join('');
    const drawn = rtl && ARABIC.test(logical) ? logical : group.map(char).join('');
    return { text: drawn, font: fontFor(drawn, bold[group[0]!]!) };
  });
}
