import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createLocalStorage } from '../../integrations/storage';
import type { Delivery } from '../../lib/delivery';
import type { SessionUser } from '../../lib/session-user';
import { as, type TestUser } from '../../test/test-app';
import { uploadDocument } from './data-room-files.service';
import { createFilesTestApp, filesOnDisk, pdfBytes, uploadRequest } from './test-support';
import { connect } from '../../test/factories/network';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';

let t: Awaited<ReturnType<typeof createFilesTestApp>>;
let owner: TestUser;
let investor: TestUser;
let roomId: number;

const call = (user: TestUser, method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject(as(user, { method, url, payload, remoteAddress: '203.0.113.7' }));

beforeAll(async () => {
  t = await createFilesTestApp();
  owner = await signUpWithRole(t, 'founder', { firstName: 'Wanjiru', lastName: 'Kamau' });
  investor = await signUpWithRole(t, 'investor', { firstName: 'Kofi', lastName: 'Mensah' });
  await connect(t, owner, investor);
  const startup = await buildStartup(t, owner.id);
  roomId = (await call(owner, 'POST', '/api/data-rooms', { startupId: startup.id, name: 'Room', ndaText: 'Confidential.' })).json().id;
});
afterAll(() => t.close());

describe('audit trail', () => {
  it('records every upload, new version, grant, NDA acceptance, view, download and revocation exactly once', async () => {
    const doc = (await t.app.inject({ ...uploadRequest(owner, roomId, 'Deck.pdf', await pdfBytes('1')), remoteAddress: '203.0.113.7' })).json();
    await t.app.inject(uploadRequest(owner, roomId, 'Deck.pdf', await pdfBytes('2')));
    const grant = (await call(owner, 'POST', `/api/data-rooms/${roomId}/grants`, { userId: investor.id, permission: 'download' })).json();
    await call(investor, 'POST', `/api/data-rooms/${roomId}/nda-acceptance`);
    await call(investor, 'POST', `/api/data-rooms/${roomId}/nda-acceptance`);
    const content = `/api/data-rooms/${roomId}/documents/${doc.id}/content`;
    expect((await call(investor, 'GET', `${content}?disposition=inline`)).statusCode).toBe(200);
    expect((await call(investor, 'GET', content)).statusCode).toBe(200);
    await call(owner, 'DELETE', `/api/data-rooms/${roomId}/grants/${grant.id}`);
    await call(owner, 'DELETE', `/api/data-rooms/${roomId}/grants/${grant.id}`);
    expect((await call(investor, 'GET', content)).statusCode).toBe(404);

    const activity = (await call(owner, 'GET', `/api/data-rooms/${roomId}/activity`)).json();
    const actions = activity.events.map((e: { action: string }) => e.action).reverse();
    expect(actions).toEqual(['upload', 'new_version', 'grant', 'nda_accept', 'view', 'download', 'revoke']);
    const view = activity.events.find((e: { action: string }) => e.action === 'view');
    expect(view).toMatchObject({ actor: { id: investor.id, name: 'Kofi Mensah' }, document: { id: doc.id, name: 'Deck.pdf' }, version: 2, ip: '203.0.113.7' });
    expect(activity.documents).toEqual([{ documentId: doc.id, name: 'Deck.pdf', views: 1, downloads: 1, uniqueViewers: 1, totalSeconds: 0 }]);
  });

  it('exports the trail as CSV with formula-like cells neutralised', async () => {
    await t.app.inject(uploadRequest(owner, roomId, '=HYPERLINK(1).pdf', await pdfBytes()));
    const response = await call(owner, 'GET', `/api/data-rooms/${roomId}/activity.csv`);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('time,action,person,email,document,version,detail,ip');
    expect(lines).toHaveLength(9);
    expect(response.body).toContain(",'=HYPERLINK(1).pdf,");
  });

  it('offers no way to change or delete audit entries', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await call(owner, method, `/api/data-rooms/${roomId}/activity`)).statusCode).toBe(404);
    }
  });

  it('removes the stored bytes when the database write fails', async () => {
    const storage = createLocalStorage(t.filesDir);
    const before = await filesOnDisk(t.filesDir);
    const failingDb = Object.create(t.db as object, { transaction: { value: () => Promise.reject(new Error('database unavailable')) } }) as Db;
    // A failed upload tells nobody: touching delivery at all fails the test.
    const noDelivery = new Proxy({} as Delivery, {
      get: () => {
        throw new Error('a failed upload must deliver nothing');
      },
    });
    // A PDF is never unpacked.
    const noUnpacking = { unpack: () => Promise.reject(new Error('a PDF must not be unpacked')) };
    const user: SessionUser = { id: owner.id, email: owner.email, emailVerified: true, firstName: 'Wanjiru', lastName: 'Kamau', image: null, userType: 'founder', isAdmin: false, locale: null, displayCurrency: null };
    await expect(
      uploadDocument({ db: failingDb, storage, maxUploadMb: 50, delivery: noDelivery, documents: noUnpacking }, user, { ip: '127.0.0.1' }, roomId, undefined, {
        filename: 'Later.pdf',
        stream: Readable.from([await pdfBytes()]),
      }),
    ).rejects.toThrow('database unavailable');
    expect(await filesOnDisk(t.filesDir)).toEqual(before);
  });
});
