import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRoomMessages } from '@baobab/contracts/data-rooms';
import { dataRoomEvents } from '../../db/schema/data-rooms';
import { countingDb } from '../../test/counting-db';
import { as, sessionUserOf, type TestUser } from '../../test/test-app';
import { getStartupRoomAccess } from './access-requests.service';
import { createFilesTestApp, pdfBytes, uploadRequest } from './test-support';
import { signUpWithRole } from '../../test/factories/users';
import { roomWithPeople } from '../../test/factories/data-rooms';

let t: Awaited<ReturnType<typeof createFilesTestApp>>;
let owner: TestUser;
let viewer: TestUser;
let downloader: TestUser;
let expired: TestUser;
let revoked: TestUser;
let startupId: number;
let roomId: number;

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => t.app.inject(as(user, { method, url, payload }));
const requestsUrl = () => `/api/data-rooms/${roomId}/access-requests`;

async function actions(action: string) {
  return t.db.select().from(dataRoomEvents).where(eq(dataRoomEvents.action, action));
}

beforeAll(async () => {
  t = await createFilesTestApp();
  ({ owner, viewer, downloader, expired, revoked, startupId, roomId } = await roomWithPeople(t, 'Series A room'));
  await t.app.inject(uploadRequest(owner, roomId, 'Secret plan.pdf', await pdfBytes()));
});
afterAll(() => t.close());

describe('data-room access requests', () => {
  it('tells each person where they stand with the startup’s rooms, naming the room and nothing in it', async () => {
    const stranger = await signUpWithRole(t, 'investor');
    const status = async (user: TestUser) => (await call(user, 'GET', `/api/startups/${startupId}/data-room-access`)).json();
    expect(await status(owner)).toEqual([{ roomId, name: 'Series A room', status: 'owner' }]);
    expect(await status(viewer)).toEqual([{ roomId, name: 'Series A room', status: 'granted' }]);
    expect(await status(downloader)).toMatchObject([{ status: 'granted' }]);
    expect(await status(expired)).toMatchObject([{ status: 'none' }]);
    expect(await status(revoked)).toMatchObject([{ status: 'none' }]);
    expect(await status(stranger)).toEqual([{ roomId, name: 'Series A room', status: 'none' }]);
    expect((await call(null, 'GET', `/api/startups/${startupId}/data-room-access`)).statusCode).toBe(401);
    expect(await status(await signUpWithRole(t, 'investor'))).not.toContain('Secret plan.pdf');
  });

  it('reads where a person stands with every room of the startup in one statement', async () => {
    const counted = countingDb(t.db);
    expect(await getStartupRoomAccess(counted.db, sessionUserOf(viewer, 'investor'), startupId)).toEqual([{ roomId, name: 'Series A room', status: 'granted' }]);
    expect(counted.statements).toHaveLength(1);
  });

  it('lets a stranger request once, notifies the founder, and refuses the owner, current grantees and the signed-out', async () => {
    const stranger = await signUpWithRole(t, 'investor', { firstName: 'Zainab', lastName: 'Bello' });
    const before = (await actions('access_request')).length;
    const first = await call(stranger, 'POST', requestsUrl(), { message: 'We lead seed rounds in fintech.' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ roomId, name: 'Series A room', status: 'pending' });
    // The response and the answer give nothing of the room's contents away.
    expect(first.body).not.toContain('Secret plan');
    const again = await call(stranger, 'POST', requestsUrl(), {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(dataRoomMessages.requestAlreadyPending);
    expect((await actions('access_request')).length).toBe(before + 1);
    expect((await call(stranger, 'GET', `/api/startups/${startupId}/data-room-access`)).json()).toMatchObject([{ status: 'pending' }]);

    const bell = (await call(owner, 'GET', '/api/notifications')).json().items;
    expect(bell[0]).toMatchObject({ kind: 'data_room_request', title: `Zainab Bello asked for access to Series A room`, body: 'We lead seed rounds in fintech.', href: `/data-rooms/${roomId}?tab=access` });
  });

  it('refuses a request from the owner, from someone who already has access, from the signed-out, and for a room that does not exist', async () => {
    expect((await call(owner, 'POST', requestsUrl(), {})).json().message).toBe(dataRoomMessages.requestOwnRoom);
    for (const person of [viewer, downloader]) {
      const response = await call(person, 'POST', requestsUrl(), {});
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(dataRoomMessages.requestHasAccess);
    }
    expect((await call(null, 'POST', requestsUrl(), {})).statusCode).toBe(401);
    expect((await call(viewer, 'POST', '/api/data-rooms/999999/access-requests', {})).statusCode).toBe(404);
    const long = await call(expired, 'POST', requestsUrl(), { message: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(dataRoomMessages.requestMessageTooLong);
  });

  it('lets an expired or revoked grantee ask again', async () => {
    for (const person of [expired, revoked]) expect((await call(person, 'POST', requestsUrl(), {})).statusCode).toBe(201);
  });

  it('shows requests to the owner only; everyone else gets 404', async () => {
    const list = await call(owner, 'GET', requestsUrl());
    expect(list.statusCode).toBe(200);
    expect(list.json().every((r: { status: string }) => r.status === 'pending')).toBe(true);
    for (const person of [viewer, downloader, expired, revoked]) expect((await call(person, 'GET', requestsUrl())).statusCode).toBe(404);
    expect((await call(null, 'GET', requestsUrl())).statusCode).toBe(401);
  });

  it('approves with the chosen folder, permission and expiry as an ordinary grant, audited and notified once', async () => {
    const requester = await signUpWithRole(t, 'investor', { firstName: 'Tunde', lastName: 'Ade' });
    const folder = (await call(owner, 'POST', `/api/data-rooms/${roomId}/folders`, { name: 'Financials' })).json();
    await t.app.inject(uploadRequest(owner, roomId, 'Model.pdf', await pdfBytes('Model'), folder.id));
    const request = (await call(requester, 'POST', requestsUrl(), {})).json();
    const pending = (await call(owner, 'GET', requestsUrl())).json().find((r: { requester: { id: string } }) => r.requester.id === requester.id);
    expect(pending).toMatchObject({ status: 'pending', message: null, requester: { name: 'Tunde Ade', email: requester.email } });
    expect(request.status).toBe('pending');

    const approve = `${requestsUrl()}/${pending.id}/approve`;
    for (const person of [viewer, downloader, requester]) expect((await call(person, 'POST', approve, { permission: 'download' })).statusCode).toBe(404);
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const before = (await actions('access_approve')).length;
    const approved = await call(owner, 'POST', approve, { permission: 'view', folderId: folder.id, expiresAt });
    expect(approved.statusCode, approved.body).toBe(201);
    expect(approved.json()).toMatchObject({ grantee: { id: requester.id, email: requester.email }, folder: { id: folder.id }, permission: 'view', isActive: true });
    const twice = await call(owner, 'POST', approve, { permission: 'view' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(dataRoomMessages.requestNotPending);
    expect((await actions('access_approve')).length).toBe(before + 1);

    const seen = (await call(requester, 'GET', `/api/data-rooms/${roomId}`)).json();
    expect(seen.documents.map((d: { name: string; canDownload: boolean }) => [d.name, d.canDownload])).toEqual([['Model.pdf', false]]);
    const bell = (await call(requester, 'GET', '/api/notifications')).json().items;
    expect(bell).toMatchObject([{ kind: 'data_room_decision', href: `/data-rooms/${roomId}` }]);
  });

  it('declines once, audited and notified, and then lets the person ask again', async () => {
    const requester = await signUpWithRole(t, 'investor');
    await call(requester, 'POST', requestsUrl(), {});
    const pending = (await call(owner, 'GET', requestsUrl())).json().find((r: { requester: { id: string } }) => r.requester.id === requester.id);
    const decline = `${requestsUrl()}/${pending.id}/decline`;
    expect((await call(requester, 'POST', decline)).statusCode).toBe(404);
    const before = (await actions('access_decline')).length;
    expect((await call(owner, 'POST', decline)).statusCode).toBe(204);
    expect((await call(owner, 'POST', decline)).statusCode).toBe(409);
    expect((await actions('access_decline')).length).toBe(before + 1);
    expect((await call(requester, 'GET', `/api/data-rooms/${roomId}`)).statusCode).toBe(404);
    expect((await call(requester, 'GET', '/api/notifications')).json().items).toMatchObject([{ kind: 'data_room_decision', href: `/startups/${startupId}` }]);
    expect((await call(requester, 'POST', requestsUrl(), {})).statusCode).toBe(201);
  });
});
