import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRoomMessages } from '@baobab/contracts/data-rooms';
import { users } from '../../db/schema/auth';
import { as, type TestUser, forgetSessions } from '../../test/test-app';
import { createFilesTestApp, pdfBytes, uploadRequest } from './test-support';
import { connect } from '../../test/factories/network';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { grantRoom, roomWithPeople } from '../../test/factories/data-rooms';

let t: Awaited<ReturnType<typeof createFilesTestApp>>;
let owner: TestUser;
let viewer: TestUser;
let downloader: TestUser;
let expired: TestUser;
let revoked: TestUser;
let stranger: TestUser;
let roomId: number;
let startupId: number;
let documentId: number;
let deck: Buffer;

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject(as(user, { method, url, payload }));

const grant = (user: TestUser, permission: 'view' | 'download', extra: object = {}) => grantRoom(t, owner, roomId, user, permission, extra);

beforeAll(async () => {
  t = await createFilesTestApp();
  ({ owner, viewer, downloader, expired, revoked, stranger, roomId, startupId } = await roomWithPeople(t, 'Seed round'));
  deck = await pdfBytes();
  documentId = (await t.app.inject(uploadRequest(owner, roomId, 'Deck.pdf', deck))).json().id;
});
afterAll(() => t.close());

describe('data-room access matrix', () => {
  const room = () => `/api/data-rooms/${roomId}`;
  const content = (query = '') => `/api/data-rooms/${roomId}/documents/${documentId}/content${query}`;

  it('lets the owner see, view, download and manage', async () => {
    expect((await call(owner, 'GET', room())).json()).toMatchObject({ isOwner: true, documents: [{ name: 'Deck.pdf', canDownload: true }] });
    expect((await call(owner, 'GET', content('?disposition=inline'))).statusCode).toBe(200);
    expect((await call(owner, 'GET', content())).statusCode).toBe(200);
    expect((await call(owner, 'GET', `${room()}/grants`)).json()).toHaveLength(4);
    expect((await call(owner, 'GET', `${room()}/activity`)).statusCode).toBe(200);
  });

  it('lets a view-only grantee view PDFs inline but not download them or manage the room', async () => {
    expect((await call(viewer, 'GET', room())).json()).toMatchObject({ isOwner: false, documents: [{ canDownload: false }] });
    const view = await call(viewer, 'GET', content('?disposition=inline'));
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-disposition']).toMatch(/^inline; filename="Deck.pdf"/);
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    expect(view.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await call(viewer, 'GET', content())).statusCode).toBe(403);
    for (const path of ['/grants', '/activity', '/activity.csv']) expect((await call(viewer, 'GET', `${room()}${path}`)).statusCode).toBe(404);
    expect((await call(viewer, 'POST', `${room()}/folders`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await t.app.inject(uploadRequest(viewer, roomId, 'x.pdf', await pdfBytes()))).statusCode).toBe(404);
  });

  // What the watermark says, on which reads: data-rooms.watermark.test.ts.
  it('gives a downloader a watermarked attachment of the latest version only; the owner gets the original', async () => {
    const download = await call(downloader, 'GET', content());
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Deck.pdf"/);
    expect(download.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(download.rawPayload), { mergePages: true });
    expect(text).toContain(`<${downloader.email}>`);
    const own = await call(owner, 'GET', content());
    expect(own.rawPayload.equals(deck)).toBe(true);
    expect((await call(downloader, 'GET', content('?version=1'))).statusCode).toBe(200);
    expect((await call(downloader, 'GET', content('?version=2'))).statusCode).toBe(404);
  });

  it('answers 404 for the room, its documents and every version to expired, revoked and stranger', async () => {
    for (const user of [expired, revoked, stranger]) {
      for (const url of [room(), content(), content('?disposition=inline'), content('?version=1'), `${room()}/grants`, `${room()}/activity`]) {
        expect((await call(user, 'GET', url)).statusCode, `${url}`).toBe(404);
      }
      expect((await call(user, 'POST', `${room()}/nda-acceptance`)).statusCode).toBe(404);
      expect((await call(user, 'GET', '/api/data-rooms')).json()).toEqual({ owned: [], shared: [] });
    }
  });

  it('asks a signed-out visitor to sign in on every route', async () => {
    for (const url of [room(), content(), `${room()}/grants`, `${room()}/activity`, '/api/data-rooms']) {
      expect((await call(null, 'GET', url)).statusCode).toBe(401);
    }
    expect((await t.app.inject(uploadRequest(null, roomId, 'x.pdf', await pdfBytes()))).statusCode).toBe(401);
  });

  it('lists a shared room for grantees and not for others', async () => {
    expect((await call(viewer, 'GET', '/api/data-rooms')).json().shared).toMatchObject([{ id: roomId, name: 'Seed round', documentCount: 1 }]);
    expect((await call(owner, 'GET', '/api/data-rooms')).json().owned).toMatchObject([{ id: roomId }]);
  });

  it('applies a revocation on the very next request', async () => {
    const late = await signUpWithRole(t, 'investor');
    await connect(t, owner, late);
    const id = await grant(late, 'view');
    expect((await call(late, 'GET', content('?disposition=inline'))).statusCode).toBe(200);
    await call(owner, 'DELETE', `${room()}/grants/${id}`);
    expect((await call(late, 'GET', content('?disposition=inline'))).statusCode).toBe(404);
    expect((await call(late, 'GET', room())).statusCode).toBe(404);
  });

  it('limits a folder grant to that folder', async () => {
    const folder = (await call(owner, 'POST', `${room()}/folders`, { name: 'Financials' })).json();
    await t.app.inject(uploadRequest(owner, roomId, 'Model.pdf', await pdfBytes('Model'), folder.id));
    const scoped = await signUpWithRole(t, 'investor');
    await connect(t, owner, scoped);
    await grant(scoped, 'view', { folderId: folder.id });
    const seen = (await call(scoped, 'GET', room())).json();
    expect(seen.folders).toEqual([{ id: folder.id, name: 'Financials' }]);
    expect(seen.documents.map((d: { name: string }) => d.name)).toEqual(['Model.pdf']);
    expect((await call(scoped, 'GET', '/api/data-rooms')).json().shared).toMatchObject([{ id: roomId, documentCount: 1 }]);
    expect((await call(scoped, 'GET', content('?disposition=inline'))).statusCode).toBe(404);
  });

  it('refuses grants to people who are not connections, and lets an e-mail invitation apply only once that address is verified', async () => {
    expect((await call(owner, 'POST', `${room()}/grants`, { userId: stranger.id, permission: 'view' })).statusCode).toBe(400);
    const email = `invitee.${Date.now()}@example.com`;
    expect((await call(owner, 'POST', `${room()}/grants`, { email, permission: 'view' })).statusCode).toBe(201);
    const invitee = await signUpWithRole(t, 'investor', { email });
    // A session whose address is not verified (an account from before verify-first sign-up, or
    // from an OIDC provider that did not verify it) has not proved it owns the address.
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, invitee.id));
    forgetSessions(t);
    expect((await call(invitee, 'GET', '/api/data-rooms')).json().shared).toEqual([]);
    // The startup page's standing reads the same rule (one prepared statement: an unverified address is compared as null).
    const standing = async () => (await call(invitee, 'GET', `/api/startups/${startupId}/data-room-access`)).json();
    expect(await standing()).toMatchObject([{ roomId, status: 'none' }]);
    expect((await call(invitee, 'GET', room())).statusCode).toBe(404);
    expect((await call(invitee, 'GET', content('?disposition=inline'))).statusCode).toBe(404);
    expect((await call(invitee, 'GET', '/api/auth/user')).json().emailVerified).toBe(false);

    // Better Auth's verification link, e-mailed on request, proves it.
    const sent = await call(invitee, 'POST', '/api/auth/send-verification-email', { email, callbackURL: '/data-rooms' });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = t.mailer.sent.findLast((m) => m.to === email);
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    const verified = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(verified.statusCode).toBeLessThan(400);
    expect((await call(invitee, 'GET', '/api/auth/user')).json().emailVerified).toBe(true);
    expect((await call(invitee, 'GET', '/api/data-rooms')).json().shared).toMatchObject([{ id: roomId }]);
    expect(await standing()).toMatchObject([{ roomId, status: 'granted' }]);
    const grants = (await call(owner, 'GET', `${room()}/grants`)).json();
    expect(grants.find((g: { grantee: { email: string } }) => g.grantee.email === email).grantee.id).toBe(invitee.id);
  });

  it('refuses a past expiry, a grant to the owner, an unknown folder and a grant with neither person nor e-mail', async () => {
    const url = `${room()}/grants`;
    const past = await call(owner, 'POST', url, { userId: viewer.id, permission: 'view', expiresAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.json().message).toBe(dataRoomMessages.expiryInPast);
    expect((await call(owner, 'POST', url, { email: owner.email, permission: 'view' })).json().message).toBe(dataRoomMessages.cannotGrantSelf);
    expect((await call(owner, 'POST', url, { userId: viewer.id, permission: 'view', folderId: 999_999 })).statusCode).toBe(404);
    expect((await call(owner, 'POST', url, { permission: 'view' })).statusCode).toBe(400);
  });

  it('only lets the owner of the startup create a room for it', async () => {
    const startup = await buildStartup(t, owner.id, { name: 'Other' });
    expect((await call(stranger, 'POST', '/api/data-rooms', { startupId: startup.id, name: 'Nope' })).statusCode).toBe(404);
  });

  it('gates documents behind the NDA until the grantee accepts it', async () => {
    const startup = await buildStartup(t, owner.id, { name: 'NDA Co' });
    const nda = (await call(owner, 'POST', '/api/data-rooms', { startupId: startup.id, name: 'NDA room', ndaText: 'Keep it secret.' })).json();
    const doc = (await t.app.inject(uploadRequest(owner, nda.id, 'Deck.pdf', await pdfBytes()))).json();
    await call(owner, 'POST', `/api/data-rooms/${nda.id}/grants`, { userId: viewer.id, permission: 'view' });
    expect((await call(viewer, 'GET', `/api/data-rooms/${nda.id}`)).json()).toMatchObject({ isNdaPending: true, documents: [], ndaText: 'Keep it secret.' });
    const url = `/api/data-rooms/${nda.id}/documents/${doc.id}/content?disposition=inline`;
    expect((await call(viewer, 'GET', url)).statusCode).toBe(403);
    expect((await call(viewer, 'POST', `/api/data-rooms/${nda.id}/nda-acceptance`)).statusCode).toBe(204);
    expect((await call(viewer, 'GET', `/api/data-rooms/${nda.id}`)).json()).toMatchObject({ isNdaPending: false, documents: [{ name: 'Deck.pdf' }] });
    expect((await call(viewer, 'GET', url)).statusCode).toBe(200);
  });
});
