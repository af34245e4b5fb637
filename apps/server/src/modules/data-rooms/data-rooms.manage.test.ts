import { englishOf } from '@baobab/contracts/i18n/message-english';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRoomMessages, MAX_VIEW_SECONDS } from '@baobab/contracts/data-rooms';
import { insightsApiMessages } from '@baobab/contracts/insights-api';
import { dataRoomEvents } from '../../db/schema/data-rooms';
import { as, type TestUser } from '../../test/test-app';
import { createFilesTestApp, pdfBytes, pngBytes, uploadRequest, xlsxBytes } from './test-support';
import { deckText } from '../../test/factories/documents';
import { roomWithPeople } from '../../test/factories/data-rooms';

let t: Awaited<ReturnType<typeof createFilesTestApp>>;
let owner: TestUser;
let viewer: TestUser;
let downloader: TestUser;
let expired: TestUser;
let revoked: TestUser;
let stranger: TestUser;
let startupId: number;
let roomId: number;

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => t.app.inject(as(user, { method, url, payload }));
const upload = async (name: string, bytes: Buffer, folderId?: number) => {
  const response = await t.app.inject(uploadRequest(owner, roomId, name, bytes, folderId));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; name: string };
};
const doc = (id: number, suffix = '') => `/api/data-rooms/${roomId}/documents/${id}${suffix}`;
const countActions = async (action: string) => (await t.db.select().from(dataRoomEvents).where(eq(dataRoomEvents.action, action))).length;
const notOwners = () => [viewer, downloader, expired, revoked, stranger];

beforeAll(async () => {
  t = await createFilesTestApp();
  ({ owner, viewer, downloader, expired, revoked, stranger, startupId, roomId } = await roomWithPeople(t, 'Diligence'));
});
afterAll(() => t.close());

describe('rename and delete', () => {
  it('lets only the owner rename a document, keeping its extension and refusing a clash; audited once', async () => {
    const first = await upload('Deck.pdf', await pdfBytes());
    await upload('Taken.pdf', await pdfBytes('other'));
    for (const person of [...notOwners()]) expect((await call(person, 'PATCH', doc(first.id), { name: 'Mine.pdf' })).statusCode).toBe(404);
    expect((await call(null, 'PATCH', doc(first.id), { name: 'Mine.pdf' })).statusCode).toBe(401);
    expect((await call(owner, 'PATCH', doc(first.id), { name: 'Deck.png' })).json().message).toBe(dataRoomMessages.renameKeepsType);
    const clash = await call(owner, 'PATCH', doc(first.id), { name: 'taken.pdf' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(dataRoomMessages.documentExists);
    const before = await countActions('rename');
    expect((await call(owner, 'PATCH', doc(first.id), { name: 'Seed deck.pdf' })).json()).toEqual({ id: first.id, name: 'Seed deck.pdf' });
    expect(await countActions('rename')).toBe(before + 1);
    expect((await call(viewer, 'GET', `/api/data-rooms/${roomId}`)).json().documents.map((d: { name: string }) => d.name)).toContain('Seed deck.pdf');
  });

  it('soft-deletes a document: gone for grantees at once, versions and audit kept; audited once', async () => {
    const target = await upload('Old model.pdf', await pdfBytes('old'));
    expect((await call(downloader, 'GET', doc(target.id, '/content'))).statusCode).toBe(200);
    for (const person of notOwners()) expect((await call(person, 'DELETE', doc(target.id))).statusCode).toBe(404);
    const before = await countActions('delete');
    expect((await call(owner, 'DELETE', doc(target.id))).statusCode).toBe(204);
    expect((await call(owner, 'DELETE', doc(target.id))).statusCode).toBe(404);
    expect(await countActions('delete')).toBe(before + 1);
    expect((await call(downloader, 'GET', doc(target.id, '/content'))).statusCode).toBe(404);
    expect((await call(owner, 'GET', doc(target.id, '/content'))).statusCode).toBe(404);
    expect((await call(downloader, 'GET', `/api/data-rooms/${roomId}`)).json().documents.map((d: { name: string }) => d.name)).not.toContain('Old model.pdf');
    const trail = (await call(owner, 'GET', `/api/data-rooms/${roomId}/activity`)).json().events;
    expect(trail.filter((e: { document: { id: number } | null }) => e.document?.id === target.id).map((e: { action: string }) => e.action)).toEqual(['delete', 'download', 'upload']);
    // The name is free again: uploading it starts a new document.
    expect((await upload('Old model.pdf', await pdfBytes('new'))).id).not.toBe(target.id);
  });

  it('renames and deletes folders for the owner only; a deleted folder takes its documents with it', async () => {
    const folder = (await call(owner, 'POST', `/api/data-rooms/${roomId}/folders`, { name: 'Legal' })).json();
    const inside = await upload('Articles.pdf', await pdfBytes('articles'), folder.id);
    const url = `/api/data-rooms/${roomId}/folders/${folder.id}`;
    for (const person of notOwners()) {
      expect((await call(person, 'PATCH', url, { name: 'Mine' })).statusCode).toBe(404);
      expect((await call(person, 'DELETE', url)).statusCode).toBe(404);
    }
    expect((await call(owner, 'PATCH', url, { name: 'Corporate' })).json()).toEqual({ id: folder.id, name: 'Corporate' });
    const before = await countActions('delete');
    expect((await call(owner, 'DELETE', url)).statusCode).toBe(204);
    expect(await countActions('delete')).toBe(before + 1);
    const seen = (await call(viewer, 'GET', `/api/data-rooms/${roomId}`)).json();
    expect(seen.folders).toEqual([]);
    expect((await call(viewer, 'GET', doc(inside.id, '/content?disposition=inline'))).statusCode).toBe(404);
    expect((await call(owner, 'POST', `/api/data-rooms/${roomId}/folders`, { name: 'Corporate' })).statusCode).toBe(201);
  });
});

describe('view duration', () => {
  it('accepts a duration only from the person who opened the view, capped by the time since it began', async () => {
    const deck = await upload('Timed.pdf', await pdfBytes('timed'));
    const view = await call(viewer, 'GET', doc(deck.id, '/content?disposition=inline'));
    const viewId = Number(view.headers['x-view-id']);
    expect(viewId).toBeGreaterThan(0);
    expect((await call(downloader, 'GET', doc(deck.id, '/content'))).headers['x-view-id']).toBeUndefined();
    const report = (user: TestUser | null, seconds: number, id = viewId) => call(user, 'POST', `/api/data-rooms/${roomId}/views/${id}/duration`, { seconds });

    for (const person of [owner, downloader, expired, revoked, stranger]) {
      const refused = await report(person, 3);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(dataRoomMessages.viewNotFound);
    }
    expect((await report(null, 3)).statusCode).toBe(401);
    expect((await report(viewer, MAX_VIEW_SECONDS + 1)).statusCode).toBe(400);
    expect((await report(viewer, -1)).statusCode).toBe(400);

    // The view began moments ago, so an hour is cut to the seconds that can really have passed.
    expect((await report(viewer, 3600)).statusCode).toBe(204);
    const capped = (await call(owner, 'GET', doc(deck.id, '/analytics'))).json();
    expect(capped.views).toHaveLength(1);
    expect(capped.views[0].seconds).toBeLessThan(60);

    // Backdate the view: a running total then counts as reported, and a smaller late heartbeat never lowers it.
    await t.db.update(dataRoomEvents).set({ createdAt: new Date(Date.now() - 120_000) }).where(eq(dataRoomEvents.id, viewId));
    expect((await report(viewer, 90)).statusCode).toBe(204);
    expect((await report(viewer, 30)).statusCode).toBe(204);
    const second = Number((await call(viewer, 'GET', doc(deck.id, '/content?disposition=inline'))).headers['x-view-id']);
    await t.db.update(dataRoomEvents).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(dataRoomEvents.id, second));
    expect((await report(viewer, 30, second)).statusCode).toBe(204);

    const analytics = (await call(owner, 'GET', doc(deck.id, '/analytics'))).json();
    expect(analytics).toMatchObject({ documentId: deck.id, name: 'Timed.pdf', viewers: 1, totalSeconds: 120, averageSeconds: 60 });
    expect(analytics.views.map((v: { seconds: number; version: number; viewer: { id: string } }) => [v.seconds, v.version, v.viewer.id])).toEqual([
      [30, 1, viewer.id],
      [90, 1, viewer.id],
    ]);
    for (const person of notOwners()) expect((await call(person, 'GET', doc(deck.id, '/analytics'))).statusCode).toBe(404);
    const room = (await call(owner, 'GET', `/api/data-rooms/${roomId}/activity`)).json();
    expect(room.documents.find((d: { documentId: number }) => d.documentId === deck.id)).toMatchObject({ views: 2, totalSeconds: 120 });
  });
});

describe('document intelligence on room documents', () => {
  it('analyses the current version of a PDF or CSV for the owner only, stores it with the startup, and refuses types without text', async () => {
    const csv = await upload('Financials.csv', Buffer.from(`Line,Amount\n${deckText.replace(/,/g, ';')}\n`));
    const analyse = (user: TestUser | null, id: number) => call(user, 'POST', doc(id, '/analysis'), { documentType: 'financial_statements' });
    for (const person of notOwners()) {
      expect((await analyse(person, csv.id)).statusCode).toBe(404);
      expect((await call(person, 'GET', doc(csv.id, '/analysis'))).statusCode).toBe(404);
    }
    expect((await analyse(null, csv.id)).statusCode).toBe(401);
    expect((await call(owner, 'GET', doc(csv.id, '/analysis'))).json()).toBeNull();

    const before = await countActions('analyze');
    const result = await analyse(owner, csv.id);
    expect(result.statusCode, result.body).toBe(201);
    expect(result.json()).toMatchObject({ documentId: csv.id, version: 1, startupId, documentType: 'financial_statements', fileName: 'Financials.csv', source: 'text' });
    expect(await countActions('analyze')).toBe(before + 1);
    expect((await call(owner, 'GET', doc(csv.id, '/analysis'))).json()).toMatchObject({ id: result.json().id, version: 1 });
    // Stored like every other analysis of the startup.
    const listed = (await call(owner, 'GET', `/api/startups/${startupId}/document-analyses`)).json();
    expect(listed.map((a: { id: number }) => a.id)).toContain(result.json().id);

    const image = await upload('Logo.png', pngBytes());
    const refused = await analyse(owner, image.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(englishOf(dataRoomMessages.analysisNotSupported('png')));
  });

  it('extracts a PDF’s text as the insights module does', async () => {
    const pdf = await upload('Pitch.pdf', await pdfBytes('KopaPay raises 2M seed; monthly burn of 150k; runway of 8 months.'));
    const result = await call(owner, 'POST', doc(pdf.id, '/analysis'), { documentType: 'pitch_deck' });
    expect(result.statusCode, result.body).toBe(201);
    expect(result.json()).toMatchObject({ source: 'pdf', fileName: 'Pitch.pdf', documentType: 'pitch_deck' });
  });

  it('lets due diligence count the room’s documents for the owner and for grantees, never for strangers', async () => {
    await upload('Cap table.xlsx', xlsxBytes());
    await upload('Certificate of incorporation.pdf', await pdfBytes('cert'));
    const report = async (user: TestUser) => (await call(user, 'POST', `/api/startups/${startupId}/due-diligence`)).json();
    const mine = await report(owner);
    const evidence = (category: string) => mine.categories[category].evidence.map((e: { check: string; earned: number }) => [e.check, e.earned > 0]);
    expect(evidence('legal')).toContainEqual(['incorporation documents in the data room', true]);
    expect(evidence('capTable')).toContainEqual(['cap table in the data room', true]);
    expect(evidence('financials')).toContainEqual(['financial statements in the data room', true]);
    expect(mine.notes.some((n: string) => n.startsWith('The data room counts toward the checklist'))).toBe(true);

    const grantee = await report(viewer);
    expect(grantee.categories.legal.evidence.map((e: { check: string }) => e.check)).toContain('incorporation documents in the data room');
    const outsider = await report(stranger);
    expect(outsider.categories.legal.evidence.map((e: { check: string }) => e.check)).not.toContain('incorporation documents in the data room');
    expect(outsider.notes).toContain(insightsApiMessages.dataRoomNotUsed);
  });
});
