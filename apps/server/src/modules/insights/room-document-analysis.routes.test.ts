import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentLimitMessages } from '@baobab/contracts/insights-api';
import { loadConfig } from '../../config';
import { buildDocx, buildPptx } from '../../test/office';
import { buildPdf } from '../../test/pdf';
import { as, type TestUser } from '../../test/test-app';
import { createFilesTestApp, uploadRequest } from '../data-rooms/test-support';
import { roomWithPeople } from '../../test/factories/data-rooms';
import { deckText } from '../../test/factories/documents';

let t: Awaited<ReturnType<typeof createFilesTestApp>>;
let owner: TestUser;
let roomId: number;

beforeAll(async () => {
  // A low page limit keeps the over-limit PDF small; the reader's own tests use the default.
  t = await createFilesTestApp({ documents: { ...loadConfig({}).documents, maxPages: 20 } });
  ({ owner, roomId } = await roomWithPeople(t, 'Documents'));
});
afterAll(() => t.close());

async function uploadAndAnalyse(name: string, bytes: Buffer, documentType = 'pitch_deck') {
  const uploaded = await t.app.inject(uploadRequest(owner, roomId, name, bytes));
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const url = `/api/data-rooms/${roomId}/documents/${uploaded.json().id}/analysis`;
  const result = await t.app.inject(as(owner, { method: 'POST', url, payload: { documentType } }));
  return Object.assign(result, { stored: async () => (await t.app.inject(as(owner, { method: 'GET', url }))).json() });
}

describe('document intelligence on Word and PowerPoint room documents', () => {
  it('analyses a .docx through the document reader', async () => {
    const result = await uploadAndAnalyse('Plan.docx', buildDocx(deckText.split('\n')), 'business_plan');
    expect(result.statusCode, result.body).toBe(201);
    expect(result.json()).toMatchObject({ source: 'docx', fileName: 'Plan.docx', documentType: 'business_plan', version: 1 });
    expect(result.json().extractedData.revenue.length).toBeGreaterThan(0);
  });

  it('analyses a .pptx through the document reader', async () => {
    const result = await uploadAndAnalyse('Deck.pptx', buildPptx(deckText.split('\n').map((line) => [line])));
    expect(result.statusCode, result.body).toBe(201);
    expect(result.json()).toMatchObject({ source: 'pptx', fileName: 'Deck.pptx' });
    expect(result.json().deckQuality.score).toBeGreaterThan(0);
  });

  it('refuses a PDF over the page limit with the limit message and stores nothing', async () => {
    const result = await uploadAndAnalyse('Long.pdf', buildPdf(Array.from({ length: 21 }, (_, n) => [`Page ${n + 1}`])));
    expect(result.statusCode).toBe(413);
    expect(result.json().message).toBe(documentLimitMessages.tooManyPages('pdf', 20));
    expect(await result.stored()).toBeNull();
  });
});
