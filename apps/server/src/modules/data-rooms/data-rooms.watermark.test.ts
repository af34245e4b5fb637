import { PDFDocument } from 'pdf-lib';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type TestUser } from '../../test/test-app';
import { createFilesTestApp, pdfBytes, uploadRequest } from './test-support';
import { connect } from '../../test/factories/network';
import { signUpWithRole } from '../../test/factories/users';
import { grantRoom, roomWithPeople } from '../../test/factories/data-rooms';

let t: Awaited<ReturnType<typeof createFilesTestApp>>;
let owner: TestUser;
let viewer: TestUser;
let downloader: TestUser;
let roomId: number;
let deck: Buffer;
let deckId: number;

const content = (documentId: number, query = '') => `/api/data-rooms/${roomId}/documents/${documentId}/content${query}`;
const read = (user: TestUser, url: string) => t.app.inject(as(user, { method: 'GET', url }));
const pageTexts = async (bytes: Buffer) => (await extractText(new Uint8Array(bytes), { mergePages: false })).text;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads one grantee's PDF and checks the stamp on every page: their name and e-mail, then a minute
 * in UTC that lies between the minute the request was sent and the moment its answer arrived
 * (compared as times, so the test holds when a minute turns during the request).
 */
async function expectStamped(user: TestUser, url: string, original: Buffer, name = 'Amina Okafor') {
  const sent = new Date();
  const response = await read(user, url);
  const answered = new Date();
  expect(response.statusCode, response.body).toBe(200);
  expect(response.rawPayload.equals(original)).toBe(false);
  const stamp = new RegExp(`${escape(name)} <${escape(user.email)}> - (\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d) UTC`);
  const pages = await pageTexts(response.rawPayload);
  for (const text of pages) {
    const minute = text.match(stamp)?.[1];
    expect(minute, text).toBeDefined();
    const at = Date.parse(`${minute!.replace(' ', 'T')}:00Z`);
    expect(at).toBeGreaterThanOrEqual(Math.floor(sent.getTime() / 60_000) * 60_000);
    expect(at).toBeLessThanOrEqual(answered.getTime());
  }
  return pages;
}

beforeAll(async () => {
  t = await createFilesTestApp();
  ({ owner, viewer, downloader, roomId } = await roomWithPeople(t, 'Watermarks'));
  deck = await pdfBytes('Pitch deck');
  deckId = (await t.app.inject(uploadRequest(owner, roomId, 'Deck.pdf', deck))).json().id;
});
afterAll(() => t.close());

describe('watermark on every grantee read', () => {
  it('stamps a view-only grantee’s in-browser view, and keeps the document’s own text', async () => {
    const [page] = await expectStamped(viewer, content(deckId, '?disposition=inline'), deck);
    expect(page).toContain('Pitch deck');
  });

  it('stamps a downloader’s in-browser view and their download', async () => {
    await expectStamped(downloader, content(deckId, '?disposition=inline'), deck);
    await expectStamped(downloader, content(deckId), deck);
  });

  it('stamps every page of a longer document', async () => {
    const pdf = await PDFDocument.create({ updateMetadata: false });
    for (const n of [1, 2, 3]) pdf.addPage([595, 842]).drawText(`Section ${n}`, { x: 40, y: 700 });
    const memo = Buffer.from(await pdf.save());
    const id = (await t.app.inject(uploadRequest(owner, roomId, 'Memo.pdf', memo))).json().id as number;
    const pages = await expectStamped(viewer, content(id, '?disposition=inline'), memo);
    expect(pages).toHaveLength(3);
  });

  it('spells accented names without their accents rather than dropping letters', async () => {
    const reader = await signUpWithRole(t, 'investor', { firstName: 'Adéwálé', lastName: 'Ọlá' });
    await connect(t, owner, reader);
    await grantRoom(t, owner, roomId, reader, 'view');
    await expectStamped(reader, content(deckId, '?disposition=inline'), deck, 'Adewale Ola');
  });

  it('gives the owner the original bytes, viewed or downloaded, of every version', async () => {
    const second = await pdfBytes('Pitch deck, revised');
    expect((await t.app.inject(uploadRequest(owner, roomId, 'Deck.pdf', second))).statusCode).toBe(201);
    expect((await read(owner, content(deckId, '?disposition=inline&version=1'))).rawPayload.equals(deck)).toBe(true);
    expect((await read(owner, content(deckId, '?version=1'))).rawPayload.equals(deck)).toBe(true);
    expect((await read(owner, content(deckId, '?disposition=inline'))).rawPayload.equals(second)).toBe(true);
    expect((await read(owner, content(deckId))).rawPayload.equals(second)).toBe(true);
  });
});
