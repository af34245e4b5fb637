import { englishOf } from '@baobab/contracts/i18n/message-english';
import { archiveLimitMessages } from '@baobab/contracts/archives';
import { maxDocumentTextLength } from '@baobab/contracts/insights';
import { documentLimitMessages, insightsApiMessages } from '@baobab/contracts/insights-api';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, type DocumentLimits } from '../../../config';
import type { AppError } from '../../../lib/errors';
import { buildDocx, buildPptx, buildZip } from '../../../test/office';
import { buildPdf } from '../../../test/pdf';
import { analyzeDocument } from '@baobab/insights/document-intelligence/analyze-document';
import { createDocumentReader, type DocumentReader } from './document-reader';

const defaults = loadConfig({}).documents;
const readers: DocumentReader[] = [];
afterAll(() => Promise.all(readers.map((r) => r.close())));

function reader(limits: Partial<DocumentLimits> = {}, worker?: string) {
  const r = createDocumentReader({ ...defaults, ...limits }, worker ? new URL(`./test-workers/${worker}`, import.meta.url) : undefined);
  readers.push(r);
  return r;
}

/** The AppError a read ends in, as status and message. */
async function refusal(read: Promise<unknown>) {
  const error = (await read.then(() => null, (e: unknown) => e)) as AppError | null;
  return error && { status: error.statusCode, message: error.message, headers: error.headers };
}

/** A PDF of `pages` pages written by pdf-lib (cross-reference streams, as real producers write). */
async function pdfLibPages(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let n = 1; n <= pages; n += 1) pdf.addPage([300, 200]).drawText(`Page ${n}`, { x: 20, y: 100 });
  return pdf.save();
}

describe('document reader: text', () => {
  const documents = reader();

  it('reads a .docx: runs joined, one line per paragraph, XML entities decoded', async () => {
    const docx = buildDocx([['KopaPay ', 'raised $2M'], 'Revenue & growth: <15%> a month']);
    expect(await documents.read('docx', docx)).toBe('KopaPay raised $2M\nRevenue & growth: <15%> a month');
  });

  it('reads a .pptx slide by slide in presentation order, not file order', async () => {
    const pptx = buildPptx([['Traction'], ['KopaPay', 'Payments for traders'], ['The Ask']], [2, 1, 3]);
    expect(await documents.read('pptx', pptx)).toBe('KopaPay\nPayments for traders\n\nTraction\n\nThe Ask');
  });

  it('reads a PDF written by pdf-lib', async () => {
    expect(await documents.read('pdf', await pdfLibPages(2))).toBe('Page 1\nPage 2');
  });

  it.each([
    ['a PDF without selectable text', 'pdf', buildPdf([[]]), insightsApiMessages.noText('pdf')],
    ['a damaged PDF', 'pdf', Buffer.from('%PDF-1.4\nnot really a pdf'), insightsApiMessages.unreadable('pdf')],
    ['a .docx without text', 'docx', buildDocx([]), insightsApiMessages.noText('docx')],
    ['a damaged .docx', 'docx', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]), insightsApiMessages.unreadable('docx')],
    ['a .docx whose XML is malformed', 'docx', buildZip({ 'word/document.xml': '<w:document><w:body><w:p>' }), insightsApiMessages.unreadable('docx')],
    ['a spreadsheet named .docx', 'docx', buildZip({ 'xl/workbook.xml': '<workbook/>' }), insightsApiMessages.notADocument],
    ['a .pptx with an undefined entity', 'pptx', buildZip({ 'ppt/presentation.xml': '<p:presentation>&lol;</p:presentation>' }), insightsApiMessages.unreadable('pptx')],
  ] as const)('refuses %s with 400', async (_name, kind, bytes, message) => {
    expect(await refusal(documents.read(kind, bytes))).toMatchObject({ status: 400, message });
  });
});

describe('document reader: analysis', () => {
  const documents = reader();

  it('analyses a text in a worker exactly as the engine does in-process', async () => {
    const text = 'Revenue fell from $120k in Q1 to $80k in Q2. Our CTO and co-founder left in May. Cash: $200k; burn $50k a month.';
    expect(await documents.analyze(text, 'pitch_deck')).toEqual(analyzeDocument(text, 'pitch_deck'));
  });

  it('leaves the request thread free while it works, and stops a text past the time limit', async () => {
    const slow = reader({ timeLimitSeconds: 1 });
    const order: string[] = [];
    // A tick of the request thread is due long before a 100,000-line analysis could end: it fires first
    // only because the analysis runs elsewhere.
    const tick = new Promise<void>((resolve) => setTimeout(() => resolve(void order.push('tick')), 20));
    const analysis = refusal(slow.analyze('a\n'.repeat(100_000), 'pitch_deck')).then((error) => (order.push('analysis'), error));
    const [error] = await Promise.all([analysis, tick]);
    expect(order).toEqual(['tick', 'analysis']);
    expect(error).toMatchObject({ status: 413, message: documentLimitMessages.timeLimit(1) });
  });
});

describe('document reader: limits', () => {
  const documents = reader();

  it('refuses a PDF over the page limit from its page count, naming the limit', async () => {
    const result = await refusal(documents.read('pdf', await pdfLibPages(defaults.maxPages + 1)));
    expect(result).toMatchObject({ status: 413, message: documentLimitMessages.tooManyPages('pdf', 500) });
    expect(result?.message).toBe('This PDF has more than 500 pages; Baobab analyses documents of up to 500 pages.');
  });

  it('refuses a presentation over the slide limit', async () => {
    const pptx = buildPptx([['One'], ['Two'], ['Three']]);
    expect(await refusal(reader({ maxPages: 2 }).read('pptx', pptx))).toMatchObject({ status: 413, message: documentLimitMessages.tooManyPages('pptx', 2) });
  });

  it('refuses text over 200,000 characters, from a PDF and from a .docx', async () => {
    // Lines short enough to stay on the page: pdf.js leaves out text drawn beyond its edge.
    const line = 'Revenue grew again this quarter. '.repeat(3);
    const lines = Array.from({ length: Math.ceil(maxDocumentTextLength / line.length / 50) + 1 }, () => Array.from({ length: 50 }, () => line));
    expect(await refusal(documents.read('pdf', buildPdf(lines)))).toMatchObject({ status: 413, message: insightsApiMessages.fileTextTooLong });
    expect(await refusal(documents.read('docx', buildDocx(lines.flat())))).toMatchObject({ status: 413, message: insightsApiMessages.fileTextTooLong });
  });

  it('stops inflating a zip bomb at the unpacked limit, counting bytes as they are inflated', async () => {
    // 4 MB of spaces inside one text run deflates to a few kilobytes.
    const bomb = buildDocx([' '.repeat(4 * 1024 * 1024)]);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await refusal(reader({ maxUnpackedMb: 1 }).read('docx', bomb))).toMatchObject({ status: 413, message: englishOf(archiveLimitMessages.unpackedTooLarge(1)) });
  });
});

describe('document reader: a worker that hangs or runs out of memory', () => {
  it('stops a worker at the time limit and says so', async () => {
    const documents = reader({ timeLimitSeconds: 1 }, 'never-finishes.mjs');
    expect(await refusal(documents.read('pdf', buildPdf([['x']])))).toMatchObject({ status: 413, message: documentLimitMessages.timeLimit(1) });
    // The replacement worker takes the next document.
    expect(await refusal(documents.read('pdf', buildPdf([['x']])))).toMatchObject({ status: 413, message: documentLimitMessages.timeLimit(1) });
  });

  it('stops a worker at its heap limit and says so', async () => {
    const documents = reader({ workerHeapMb: 32 }, 'grows-without-bound.mjs');
    expect(await refusal(documents.read('pdf', buildPdf([['x']])))).toMatchObject({ status: 413, message: documentLimitMessages.memoryLimit(32) });
  });

  it('queues up to the bound while the workers are busy, then answers 503 with Retry-After', async () => {
    const documents = createDocumentReader({ ...defaults, workers: 1, queue: 1, timeLimitSeconds: 600 }, new URL('./test-workers/never-finishes.mjs', import.meta.url));
    const running = refusal(documents.read('pdf', buildPdf([['x']])));
    const queued = refusal(documents.read('pdf', buildPdf([['x']])));
    expect(await refusal(documents.read('pdf', buildPdf([['x']])))).toEqual({ status: 503, message: documentLimitMessages.busy, headers: { 'retry-after': '600' } });
    await documents.close();
    // Closing stops the busy worker; neither waiting read is left hanging.
    await Promise.all([running, queued]);
  });
});
