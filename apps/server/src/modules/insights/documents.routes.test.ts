import { maxDocumentTextLength, insightsMessages } from '@baobab/contracts/insights';
import { documentLimitMessages, insightsApiMessages } from '@baobab/contracts/insights-api';
import { PDFDocument } from 'pdf-lib';
import { validationMessages } from '@baobab/contracts/ui-strings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx, buildPptx } from '../../test/office';
import { buildPdf, multipartBody } from '../../test/pdf';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { createStartup } from '../../test/factories/startups';
import { signUpFounder, signUpWithRole } from '../../test/factories/users';
import { connect } from '../../test/factories/network';
import { analyse, deckText } from '../../test/factories/documents';
import { createDeal } from '../../test/factories/deals';
import { shareFinancials } from '../../test/factories/startup-access';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let startupId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpFounder(t);
  other = await signUpFounder(t);
  startupId = await createStartup(t, owner);
});
afterAll(() => t.close());

const upload = (user: TestUser | null, id: number, fields: Record<string, string>, file: Parameters<typeof multipartBody>[1]) =>
  t.app.inject(as(user, { method: 'POST', url: `/api/documents/${id}/analyze-pdf`, ...multipartBody(fields, file) }));

describe('POST /api/documents/:id/analyze', () => {
  it('analyses pasted text, stores it against the startup and lists it', async () => {
    const response = await analyse(t, owner, startupId, { documentText: deckText, documentType: 'pitch_deck' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ startupId, source: 'text', fileName: null, documentType: 'pitch_deck' });
    expect(body.confidence).toBeGreaterThan(0);
    expect(body.riskFlags.map((f: { category: string }) => f.category)).toEqual(expect.arrayContaining(['customer-concentration', 'team']));
    expect(body.extractedData.revenue[0].sentence).toContain('ARR');
    expect(body.deckQuality.sections).toHaveLength(9);
    const list = await t.app.inject(as(owner, { method: 'GET', url: `/api/startups/${startupId}/document-analyses` }));
    expect(list.json().map((a: { id: number }) => a.id)).toContain(body.id);
  });

  it('gives the same analysis for the same text', async () => {
    const strip = (b: Record<string, unknown>) => ({ ...b, id: 0, createdAt: '' });
    const a = (await analyse(t, owner, startupId, { documentText: deckText, documentType: 'business_plan' })).json();
    const b = (await analyse(t, owner, startupId, { documentText: deckText, documentType: 'business_plan' })).json();
    expect(strip(a)).toEqual(strip(b));
  });

  it.each([
    ['empty text', { documentText: '   ', documentType: 'pitch_deck' }, validationMessages.documentText],
    ['huge text', { documentText: 'a'.repeat(maxDocumentTextLength + 1), documentType: 'pitch_deck' }, insightsMessages.documentTextTooLong],
    ['an unknown type', { documentText: 'Revenue was $10k.', documentType: 'memo' }, insightsMessages.documentTypeInvalid],
    ['an unknown field', { documentText: 'Revenue was $10k.', documentType: 'pitch_deck', extra: 1 }, 'Unknown field: extra'],
  ])('rejects %s with a clear message', async (_name, payload, message) => {
    const response = await analyse(t, owner, startupId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it("answers 404 for another founder's startup and for a missing one, and 401 when signed out", async () => {
    const payload = { documentText: deckText, documentType: 'pitch_deck' };
    expect((await analyse(t, other, startupId, payload)).statusCode).toBe(404);
    expect((await analyse(t, owner, 999_999, payload)).statusCode).toBe(404);
    expect((await analyse(t, null, startupId, payload)).statusCode).toBe(401);
    expect((await t.app.inject(as(other, { method: 'GET', url: `/api/startups/${startupId}/document-analyses` }))).statusCode).toBe(404);
  });
});

describe('POST /api/documents/:id/analyze-pdf', () => {
  it('extracts the text of an uploaded PDF and analyses it', async () => {
    const pdf = buildPdf([deckText.split('\n').slice(0, 6), deckText.split('\n').slice(6)]);
    const response = await upload(owner, startupId, { documentType: 'pitch_deck' }, { name: 'deck.pdf', type: 'application/pdf', bytes: pdf });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ source: 'pdf', fileName: 'deck.pdf', documentType: 'pitch_deck' });
    expect(response.json().extractedData.revenue.length).toBeGreaterThan(0);
  });

  it.each([
    ['a PDF without selectable text', buildPdf([[]]), insightsApiMessages.noText('pdf')],
    ['a file that is not a PDF', Buffer.from('just some text'), insightsApiMessages.notADocument],
    ['a damaged PDF', Buffer.from('%PDF-1.4\nnot really a pdf'), insightsApiMessages.unreadable('pdf')],
  ])('refuses %s', async (_name, bytes, message) => {
    const response = await upload(owner, startupId, { documentType: 'pitch_deck' }, { name: 'x.pdf', type: 'application/pdf', bytes });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a PDF over the page limit with a message naming the limit', async () => {
    const pdf = await PDFDocument.create();
    for (let n = 1; n <= t.config.documents.maxPages + 1; n += 1) pdf.addPage([300, 200]).drawText(`Revenue was $${n}k.`, { x: 20, y: 100 });
    const bytes = Buffer.from(await pdf.save());
    const response = await upload(owner, startupId, { documentType: 'pitch_deck' }, { name: 'long.pdf', type: 'application/pdf', bytes });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: documentLimitMessages.tooManyPages('pdf', 500) });
  });

  it('refuses a PDF over 10 MB', async () => {
    const bytes = Buffer.concat([buildPdf([['Revenue was $10k.']]), Buffer.alloc(10 * 1024 * 1024 + 1, 32)]);
    const response = await upload(owner, startupId, { documentType: 'pitch_deck' }, { name: 'big.pdf', type: 'application/pdf', bytes });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(insightsApiMessages.fileTooLarge);
  });

  it('refuses a missing file or an unknown type, and another founder', async () => {
    expect((await upload(owner, startupId, { documentType: 'pitch_deck' }, null)).json().message).toBe(insightsApiMessages.fileRequired);
    const pdf = buildPdf([['Revenue was $10k.']]);
    expect((await upload(owner, startupId, { documentType: 'memo' }, { name: 'a.pdf', type: 'application/pdf', bytes: pdf })).json().message).toBe(insightsMessages.documentTypeInvalid);
    expect((await upload(other, startupId, { documentType: 'pitch_deck' }, { name: 'a.pdf', type: 'application/pdf', bytes: pdf })).statusCode).toBe(404);
  });
});

describe('POST /api/documents/:id/analyze-pdf with Word and PowerPoint files', () => {
  const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  const pptxType = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

  it('extracts the text of a .docx and analyses it', async () => {
    const docx = buildDocx(deckText.split('\n'));
    const response = await upload(owner, startupId, { documentType: 'business_plan' }, { name: 'plan.docx', type: docxType, bytes: docx });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ source: 'docx', fileName: 'plan.docx', documentType: 'business_plan' });
    expect(response.json().extractedData.revenue[0].sentence).toContain('ARR');
    expect(response.json().riskFlags.map((f: { category: string }) => f.category)).toEqual(expect.arrayContaining(['customer-concentration', 'team']));
  });

  it('extracts the text of a .pptx, slide by slide, and analyses it as a deck', async () => {
    const pptx = buildPptx(deckText.split('\n').map((line) => [line]));
    const response = await upload(owner, startupId, { documentType: 'pitch_deck' }, { name: 'deck.pptx', type: pptxType, bytes: pptx });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ source: 'pptx', fileName: 'deck.pptx', documentType: 'pitch_deck' });
    expect(response.json().deckQuality.score).toBeGreaterThan(0);
    const listed = (await t.app.inject(as(owner, { method: 'GET', url: `/api/startups/${startupId}/document-analyses` }))).json();
    expect(listed.find((a: { fileName: string }) => a.fileName === 'deck.pptx')).toMatchObject({ source: 'pptx' });
  });

  it('refuses a zip that is neither, and a .docx named as something else', async () => {
    const docx = buildDocx(['Revenue was $10k.']);
    for (const name of ['plan.zip', 'plan.xlsx']) {
      const response = await upload(owner, startupId, { documentType: 'business_plan' }, { name, type: 'application/zip', bytes: docx });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(insightsApiMessages.notADocument);
    }
  });
});

describe('GET /api/startups/:id/shared-document-analyses', () => {
  it('shows scores and flag titles to a person the founder shared with, and nothing to a pipeline entry or others', async () => {
    const id = await createStartup(t, owner);
    expect((await analyse(t, owner, id, { documentText: deckText, documentType: 'pitch_deck' })).statusCode).toBeLessThan(300);
    const shared = (user: TestUser | null) => t.app.inject(as(user, { method: 'GET', url: `/api/startups/${id}/shared-document-analyses` }));
    const investor = await signUpWithRole(t, 'investor');
    expect((await shared(investor)).json()).toEqual([]);
    expect((await shared(other)).json()).toEqual([]);
    expect((await shared(null)).statusCode).toBe(401);

    await createDeal(t, investor, id);
    expect((await shared(investor)).json()).toEqual([]);

    await connect(t, owner, investor);
    await shareFinancials(t, owner, id, investor, ['valuation']);
    const [summary] = (await shared(investor)).json();
    expect(Object.keys(summary).sort()).toEqual(['confidence', 'createdAt', 'deckScore', 'documentType', 'fileName', 'id', 'redFlags']);
    expect(summary).toMatchObject({ documentType: 'pitch_deck', fileName: null });
    expect(summary.deckScore).toBeGreaterThan(0);
    expect(JSON.stringify(summary)).not.toContain('Ada Obi');
    expect((await shared(owner)).json()).toHaveLength(1);
  });
});
