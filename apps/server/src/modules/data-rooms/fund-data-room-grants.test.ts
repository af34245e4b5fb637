import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRoomMessages as m } from '@baobab/contracts/data-rooms';
import { accountActions } from '../../db/schema/account-actions';
import { users } from '../../db/schema/auth';
import { dataRoomGrants } from '../../db/schema/data-rooms';
import { notifications } from '../../db/schema/notifications';
import { waitForTasks } from '../../test/tasks';
import { as, type TestUser } from '../../test/test-app';
import { createRoom, grantRoom } from '../../test/factories/data-rooms';
import { connect } from '../../test/factories/network';
import { buildOrganisation, joinOrganisation, removeFromOrganisation } from '../../test/factories/organisations';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { createFilesTestApp, pdfBytes, uploadRequest } from './test-support';

/**
 * A data room granted to a fund (decision 0055): its members of every role open it while they are
 * members, each under their own name, and nobody else does; it adds to a member's own grant without
 * widening either.
 */
let t: Awaited<ReturnType<typeof createFilesTestApp>>;
let founder: TestUser;
let otherFounder: TestUser;
let admin: TestUser;
let member: TestUser;
let viewer: TestUser;
let leaver: TestUser;
let latecomer: TestUser;
let stranger: TestUser;
let startupId: number;
let roomId: number;
let legal: number;
let deck: number;
let contract: number;
let fund: number;
let unknownFund: number;
let grantId: number;
beforeAll(async () => {
  t = await createFilesTestApp();
  [founder, otherFounder] = await Promise.all([signUpWithRole(t, 'founder'), signUpWithRole(t, 'founder')]);
  const investor = () => signUpWithRole(t, 'investor');
  [admin, member, viewer, leaver, latecomer, stranger] = await Promise.all([investor(), investor(), investor(), investor(), investor(), investor()]);
  startupId = (await buildStartup(t, founder.id, { name: 'Fund Room Co' })).id;
  // The founder knows the fund's admin only; the other members are strangers to the founder.
  await connect(t, founder, admin);
  fund = await buildOrganisation(t, admin, [[member, 'member'], [viewer, 'viewer'], [leaver, 'member']]);
  unknownFund = await buildOrganisation(t, stranger, [], 'Nobody Known Capital');
  roomId = await createRoom(t, founder, startupId, 'Series A');
  legal = (await t.app.inject(as(founder, { method: 'POST', url: `/api/data-rooms/${roomId}/folders`, payload: { name: 'Legal' } }))).json().id;
  deck = (await t.app.inject(uploadRequest(founder, roomId, 'Deck.pdf', await pdfBytes('Deck')))).json().id;
  contract = (await t.app.inject(uploadRequest(founder, roomId, 'Contract.pdf', await pdfBytes('Contract'), legal))).json().id;
}, 120_000);
afterAll(() => t.close());

const grant = (user: TestUser, payload: Record<string, unknown>) => t.app.inject(as(user, { method: 'POST', url: `/api/data-rooms/${roomId}/grants`, payload }));
const get = (user: TestUser, path = '') => t.app.inject(as(user, { method: 'GET', url: `/api/data-rooms/${roomId}${path}` }));
const content = (documentId: number, disposition: 'inline' | 'attachment') => `/documents/${documentId}/content?disposition=${disposition}`;
const roomStatuses = async (people: TestUser[]) => Promise.all(people.map(async (p) => (await get(p)).statusCode));
const documentsOf = async (user: TestUser) => ((await get(user)).json().documents as { name: string; canDownload: boolean }[]).map((d) => `${d.name}${d.canDownload ? ' (download)' : ''}`);
const sharedRoomIds = async (user: TestUser) => ((await t.app.inject(as(user, { method: 'GET', url: '/api/data-rooms' }))).json().shared as { id: number }[]).map((r) => r.id);

describe('granting a data room to a fund', () => {
  it('refuses a fund the founder knows nobody in with the same answer as a fund that does not exist, and a person and a fund at once', async () => {
    const unknown = await grant(founder, { organisationId: unknownFund, permission: 'view' });
    const missing = await grant(founder, { organisationId: 999_999, permission: 'view' });
    expect([unknown.statusCode, missing.statusCode]).toEqual([400, 400]);
    expect(missing.json()).toEqual(unknown.json());
    expect(unknown.json().issues).toEqual([{ path: 'organisationId', message: m.organisationNotConnected }]);
    for (const person of [{ userId: admin.id }, { email: 'partner@example.com' }]) {
      const both = await grant(founder, { ...person, organisationId: fund, permission: 'view' });
      expect(both.statusCode).toBe(400);
      expect(both.json().issues).toContainEqual({ path: 'organisationId', message: m.personOrFund });
    }
    // Only the room's owner grants: another founder and the fund's own admin meet a room that is not there.
    expect((await grant(otherFounder, { organisationId: fund, permission: 'view' })).statusCode).toBe(404);
    expect((await grant(admin, { organisationId: fund, permission: 'view' })).statusCode).toBe(404);
    expect(await t.db.select().from(dataRoomGrants).where(eq(dataRoomGrants.roomId, roomId))).toEqual([]);
  });

  it('grants the fund, spends one share of the founder, and tells each current member, naming the fund', async () => {
    const response = await grant(founder, { organisationId: fund, permission: 'view' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ grantee: null, organisation: { id: fund, name: 'Kilimanjaro Ventures' }, folder: null, permission: 'view', isActive: true });
    grantId = response.json().id;
    const spent = await t.db.select().from(accountActions).where(and(eq(accountActions.userId, founder.id), eq(accountActions.kind, 'shares')));
    expect(spent.map((a) => a.units)).toEqual([1]);
    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'data_room_shared'), inArray(notifications.userId, [founder.id, admin.id, member.id, viewer.id, leaver.id, latecomer.id, stranger.id])));
    expect(notices.map((n) => n.userId).sort()).toEqual([admin.id, member.id, viewer.id, leaver.id].sort());
    expect(notices[0]).toMatchObject({ href: `/data-rooms/${roomId}`, titleMessage: { values: expect.objectContaining({ room: 'Series A', organisation: 'Kilimanjaro Ventures' }) } });
    expect((await get(founder, '/grants')).json()).toEqual([expect.objectContaining({ id: grantId, grantee: null, organisation: { id: fund, name: 'Kilimanjaro Ventures' } })]);
  });

  it('lets admin, member and viewer open the room and view its documents, not download them; a stranger meets no room', async () => {
    expect(await roomStatuses([admin, member, viewer, leaver, stranger, otherFounder])).toEqual([200, 200, 200, 200, 404, 404]);
    expect(await documentsOf(viewer)).toEqual(['Contract.pdf', 'Deck.pdf']);
    expect((await get(viewer, content(deck, 'inline'))).statusCode).toBe(200);
    expect((await get(viewer, content(deck, 'attachment'))).statusCode).toBe(403);
    expect((await get(stranger, content(deck, 'inline'))).statusCode).toBe(404);
    // Only the owner manages: a member sees neither the grants nor the activity.
    for (const path of ['/grants', '/activity']) expect((await get(admin, path)).statusCode).toBe(404);
    expect(await sharedRoomIds(member)).toEqual([roomId]);
    expect(await sharedRoomIds(stranger)).toEqual([]);
    const access = await t.app.inject(as(member, { method: 'GET', url: `/api/startups/${startupId}/data-room-access` }));
    expect(access.json()).toEqual([{ roomId, name: 'Series A', status: 'granted' }]);
    expect((await t.app.inject(as(member, { method: 'GET', url: '/api/startup-access/shared-with-me' }))).json().startupIds).toContain(startupId);
  });

  it('records each view under the member who read, and the founder’s analytics name that person', async () => {
    const view = await get(member, content(deck, 'inline'));
    expect(view.statusCode).toBe(200);
    const analytics = (await get(founder, `/documents/${deck}/analytics`)).json();
    const [memberName] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, member.id));
    expect(analytics.views).toContainEqual(expect.objectContaining({ viewId: Number(view.headers['x-view-id']), viewer: { id: member.id, name: memberName!.name, email: member.email.toLowerCase() } }));
    const events = (await get(founder, '/activity')).json().events as { action: string; actor: { id: string } }[];
    expect(events.find((e) => e.action === 'view')!.actor.id).toBe(member.id);
  });

  it('closes at once for a removed member, and opens for a member who joins later', async () => {
    expect((await get(latecomer)).statusCode).toBe(404);
    await removeFromOrganisation(t, admin, fund, leaver);
    await joinOrganisation(t, admin, fund, latecomer, 'viewer');
    expect(await roomStatuses([leaver, latecomer])).toEqual([404, 200]);
    expect((await get(leaver, content(deck, 'inline'))).statusCode).toBe(404);
    expect(await sharedRoomIds(leaver)).toEqual([]);
    expect((await t.app.inject(as(leaver, { method: 'GET', url: '/api/startup-access/shared-with-me' }))).json().startupIds).not.toContain(startupId);
  });

  it('adds a member’s own grant to the fund’s without widening either: download only where a grant allows it', async () => {
    await grantRoom(t, founder, roomId, admin, 'download', { folderId: legal });
    expect(await documentsOf(admin)).toEqual(['Contract.pdf (download)', 'Deck.pdf']);
    expect((await get(admin, content(contract, 'attachment'))).statusCode).toBe(200);
    expect((await get(admin, content(deck, 'attachment'))).statusCode).toBe(403);
    // The admin's own grant is theirs: the rest of the fund still only views.
    expect(await documentsOf(member)).toEqual(['Contract.pdf', 'Deck.pdf']);
    expect((await get(member, content(contract, 'attachment'))).statusCode).toBe(403);
  });

  it('stays open until the latest end: the fund’s grant ended, the admin keeps their folder and the rest of the fund loses the room', async () => {
    await t.db.update(dataRoomGrants).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(dataRoomGrants.id, grantId));
    expect(await documentsOf(admin)).toEqual(['Contract.pdf (download)']);
    expect(await roomStatuses([member, viewer, latecomer])).toEqual([404, 404, 404]);
    // Granting the fund again renews its one row for that place.
    const renewed = await grant(founder, { organisationId: fund, permission: 'view' });
    expect(renewed.json()).toMatchObject({ id: grantId, isActive: true, expiresAt: null });
    expect(await roomStatuses([member, viewer, latecomer])).toEqual([200, 200, 200]);
    expect((await t.db.select().from(dataRoomGrants).where(eq(dataRoomGrants.organisationId, fund))).map((g) => g.id)).toEqual([grantId]);
  });

  it('ends for every member at once when the founder revokes the fund’s grant; the admin’s own grant stands', async () => {
    expect((await t.app.inject(as(founder, { method: 'DELETE', url: `/api/data-rooms/${roomId}/grants/${grantId}` }))).statusCode).toBe(204);
    expect(await roomStatuses([member, viewer, latecomer])).toEqual([404, 404, 404]);
    expect(await documentsOf(admin)).toEqual(['Contract.pdf (download)']);
    const events = (await get(founder, '/activity')).json().events as { action: string; detail: string | null }[];
    expect(events.find((e) => e.action === 'revoke')!.detail).toBe('access for the members of Kilimanjaro Ventures');
    expect((await get(founder, '/grants')).json()).toContainEqual(expect.objectContaining({ id: grantId, isActive: false, organisation: { id: fund, name: 'Kilimanjaro Ventures' } }));
  });

  it('keeps a fund’s grant of one folder as its own row, and tells its current members of documents placed there', async () => {
    const folderGrant = await grant(founder, { organisationId: fund, folderId: legal, permission: 'view' });
    expect(folderGrant.json()).toMatchObject({ organisation: { id: fund, name: 'Kilimanjaro Ventures' }, folder: { id: legal, name: 'Legal' } });
    expect(folderGrant.json().id).not.toBe(grantId);
    expect(await documentsOf(member)).toEqual(['Contract.pdf']);
    expect((await t.app.inject(uploadRequest(founder, roomId, 'Bylaws.pdf', await pdfBytes('Bylaws'), legal))).statusCode).toBe(201);
    await waitForTasks(t, 'notification-fanout');
    const told = await t.db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.kind, 'data_room_document'));
    expect(told.map((n) => n.userId).sort()).toEqual([admin.id, member.id, viewer.id, latecomer.id].sort());
  });
});
