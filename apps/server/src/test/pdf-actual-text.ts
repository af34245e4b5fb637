import { inflateSync } from 'node:zlib';

/**
 * The ActualText of each marked span in a PDF's page streams, in drawing order. pdf.js (unpdf) reads text from
 * the glyphs only, which is not enough for Arabic drawn in Noto Sans Arabic (pdf-bidi-text.ts writes each
 * shaped line's text there); PDF readers that copy text (poppler, Acrobat) use this.
 */
export function actualTexts(pdf: Buffer): string[] {
  const texts: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const span of content.matchAll(/\/ActualText \(/g)) texts.push(utf16(literal(content, span.index + span[0].length)));
  }
  return texts;
}

/** A PDF literal string's bytes, from just after its opening parenthesis (pdfkit escapes \\, ( and ) and control characters). */
function literal(content: string, from: number): string {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  let out = '';
  for (let i = from; i < content.length; i++) {
    const char = content[i]!;
    if (char === ')') return out;
    if (char === '\\') {
      const next = content[++i]!;
      out += escapes[next] ?? next;
    } else out += char;
  }
  return out;
}

/** pdfkit writes a string that is not ASCII as UTF-16BE with a byte order mark. */
function utf16(bytes: string): string {
  if (!bytes.startsWith('\u00fe\u00ff')) return bytes;
  return Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le');
}
