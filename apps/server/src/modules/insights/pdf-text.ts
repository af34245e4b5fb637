/**
 * Text of an uploaded PDF, with the clear refusals issue 7 asks for: not a PDF, unreadable,
 * no selectable text (scanned pages), or more text than the analyser accepts.
 */
import { maxDocumentTextLength } from '@baobab/contracts/insights';
import { insightsApiMessages } from '@baobab/contracts/insights-api';
import { extractText, getDocumentProxy } from 'unpdf';
import { badRequest } from '../../lib/errors';

/** Every PDF starts with this signature (ISO 32000-1, 7.5.2), possibly after a few bytes of junk. */
function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  if (!looksLikePdf(bytes)) throw badRequest(insightsApiMessages.notAPdf);
  let result: { text: string; totalPages: number };
  try {
    const document = await getDocumentProxy(new Uint8Array(bytes));
    result = await extractText(document, { mergePages: true });
  } catch {
    throw badRequest(insightsApiMessages.pdfUnreadable);
  }
  const text = result.text.trim();
  if (!text) throw badRequest(insightsApiMessages.pdfNoText);
  if (text.length > maxDocumentTextLength) throw badRequest(insightsApiMessages.pdfTextTooLong);
  return { text, pages: result.totalPages };
}
