import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { dataRoomMessages } from '@baobab/contracts/data-rooms';
import { errorCodes } from '@baobab/contracts/errors';
import { AppError } from '../../lib/errors';

/**
 * Stamps every page with who downloaded it and when, so a leaked copy points back to its
 * source. A PDF pdf-lib cannot rewrite (encrypted, malformed) is refused rather than handed
 * out unmarked.
 */
export async function watermarkPdf(source: Readable, text: string): Promise<Uint8Array> {
  // Loaded on first use: pdf-lib is large and the server should start without it.
  const { degrees, PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  try {
    const pdf = await PDFDocument.load(await buffer(source), { updateMetadata: false });
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    // The standard fonts only encode WinAnsi; anything else in an address becomes '?'.
    const safe = text.replace(/[^\x20-\x7e]/g, (c) => (c === '·' ? '-' : '?'));
    for (const page of pdf.getPages()) {
      const { width, height } = page.getSize();
      const size = Math.max(10, Math.min(width, height) / 30);
      page.drawText(safe, { x: width * 0.1, y: height * 0.3, size, font, color: rgb(0.6, 0.6, 0.6), opacity: 0.35, rotate: degrees(35) });
      page.drawText(safe, { x: 24, y: 16, size: 8, font, color: rgb(0.4, 0.4, 0.4), opacity: 0.8 });
    }
    return await pdf.save();
  } catch {
    throw new AppError(422, errorCodes.validation, dataRoomMessages.watermarkFailed);
  }
}
