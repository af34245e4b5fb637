/**
 * Text of a PDF, read page by page inside a document worker. The page count is checked before
 * any page is read, and reading stops as soon as the text passes the limit, so neither a
 * 3,000-page PDF nor a page full of text costs more than the limits allow.
 */
import { getDocumentProxy } from 'unpdf';
import { refuse, type ExtractionResult, type ExtractionTask } from './document-text.types';
import { TextBuilder } from './text-builder';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

async function pageText(document: PdfDocument, pageNumber: number): Promise<string> {
  const page = await document.getPage(pageNumber);
  try {
    const content = await page.getTextContent();
    return content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
  } finally {
    // Frees the page's parsed resources (fonts, operator lists) before the next one.
    page.cleanup();
  }
}

export async function extractPdfText(task: ExtractionTask): Promise<ExtractionResult> {
  let document: PdfDocument;
  try {
    document = await getDocumentProxy(task.bytes);
  } catch {
    return refuse('unreadable');
  }
  try {
    if (document.numPages > task.maxPages) return refuse('too-many-pages');
    const text = new TextBuilder();
    for (let n = 1; n <= document.numPages; n += 1) {
      text.add(`${n > 1 ? '\n' : ''}${await pageText(document, n)}`);
      if (text.length > task.maxChars) return refuse('text-too-long');
    }
    return text.length > 0 ? { ok: true, text: text.toString() } : refuse('no-text');
  } catch {
    return refuse('unreadable');
  } finally {
    await document.destroy();
  }
}
