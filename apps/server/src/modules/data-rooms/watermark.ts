import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { dataRoomMessages } from '@baobab/contracts/data-rooms';
import { errorCodes } from '@baobab/contracts/errors';
import { AppError } from '../../lib/errors';

/** The standard fonts only encode WinAnsi: accents are dropped ("Adéwálé" stays readable as "Adewale"), anything else becomes '?'. */
function winAnsiSafe(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, (c) => (c === '·' ? '-' : '?'));
}

/**
 * Stamps every page with who read it and when, so a leaked copy or screenshot points back to its
 * source: once across the page's diagonal, sized to span most of it, and once small along the
 * bottom edge. A PDF pdf-lib cannot rewrite (encrypted, malformed) is refused rather than
 * handed out unmarked.
 */
export async function watermarkPdf(source: Readable, text: string): Promise<Uint8Array> {
  // Loaded on first use: pdf-lib is large and the server should start without it.
  const { PDFDocument, radians, rgb, StandardFonts } = await import('pdf-lib');
  try {
    const pdf = await PDFDocument.load(await buffer(source), { updateMetadata: false });
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const safe = winAnsiSafe(text);
    const unitWidth = font.widthOfTextAtSize(safe, 1);
    for (const page of pdf.getPages()) {
      // The crop box is what a reader sees; it need not start at the origin.
      const { x: left, y: bottom, width, height } = page.getCropBox();
      const angle = Math.atan2(height, width);
      const size = Math.min(48, Math.max(8, (Math.hypot(width, height) * 0.8) / unitWidth));
      const half = (unitWidth * size) / 2;
      // Centre the text's baseline on the page centre, nudged by a third of its height so the letters straddle it.
      const x = left + width / 2 - Math.cos(angle) * half + (Math.sin(angle) * size) / 3;
      const y = bottom + height / 2 - Math.sin(angle) * half - (Math.cos(angle) * size) / 3;
      page.drawText(safe, { x, y, size, font, color: rgb(0.6, 0.6, 0.6), opacity: 0.3, rotate: radians(angle) });
      page.drawText(safe, { x: left + 24, y: bottom + 16, size: 8, font, color: rgb(0.4, 0.4, 0.4), opacity: 0.8 });
    }
    return await pdf.save();
  } catch {
    throw new AppError(422, errorCodes.validation, dataRoomMessages.watermarkFailed);
  }
}
