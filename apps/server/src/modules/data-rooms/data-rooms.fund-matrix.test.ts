import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { as, type TestUser } from '../../test/test-app';
import { createRoom } from '../../test/factories/data-rooms';
import { connect } from '../../test/factories/network';
import { buildOrganisation, removeFromOrganisation } from '../../test/factories/organisations';
import { buildStartup } from '../../test/factories/startups';
import { makeEstablished, signUpWithRole } from '../../test/factories/users';
import { createFilesTestApp, pdfBytes, uploadRequest } from './test-support';

/**
 * Every data-room route for every fund role, the room granted (view only) to the fund (decision 0055;
 * the main authorization matrix has the platform's callers): admin, member, viewer, a former member
 * (removed after the grant) and a stranger. A grant to the fund opens reading to each current member
 * under their own name, and nothing of the owner's. Each request is built fresh per caller, refused
 * callers first, so a permitted write cannot change what the next one sees.
 */
const roles = ['admin', 'member', 'viewer', 'former', 'stranger'] as const;
type Role = (typeof roles)[number];

let t: Awaited<ReturnType<typeof createFilesTestApp>>;
let people: Record<Role, TestUser>;
let founder: TestUser;
let startupId: number;
let roomId: number;
let folderId: number;
let documentId: number;
let fundGrant: number;
let memberView: number;
let outsiderRequest: number;
beforeAll(async () => {
  t = await createFilesTestApp();
  founder = await signUpWithRole(t, 'founder');
  const [admin, member, viewer, former, stranger, outsider] = await Promise.all(Array.from({ length: 6 }, () => signUpWithRole(t, 'investor')));
  people = { admin: admin!, member: member!, viewer: viewer!, former: former!, stranger: stranger! };
  // The rows ask for access several times: an established account's allowance, not a new one's.
  await makeEstablished(t, founder, ...Object.values(people));
  startupId = (await buildStartup(t, founder.id)).id;
  roomId = await createRoom(t, founder, startupId, 'Matrix room');
  folderId = (await t.app.inject(as(founder, { method: 'POST', url: `/api/data-rooms/${roomId}/folders`, payload: { name: 'Legal' } }))).json().id;
  documentId = (await t.app.inject(uploadRequest(founder, roomId, 'Deck.pdf', await pdfBytes()))).json().id;
  await connect(t, founder, people.admin);
  const fund = await buildOrganisation(t, people.admin, [[people.member, 'member'], [people.viewer, 'viewer'], [people.former, 'member']]);
  fundGrant = (await t.app.inject(as(founder, { method: 'POST', url: `/api/data-rooms/${roomId}/grants`, payload: { organisationId: fund, permission: 'view' } }))).json().id;
  const view = await t.app.inject(as(people.member, { method: 'GET', url: `/api/data-rooms/${roomId}/documents/${documentId}/content?disposition=inline` }));
  memberView = Number(view.headers['x-view-id']);
  await removeFromOrganisation(t, people.admin, fund, people.former);
  await t.app.inject(as(outsider!, { method: 'POST', url: `/api/data-rooms/${roomId}/access-requests`, payload: {} }));
  outsiderRequest = (await t.app.inject(as(founder, { method: 'GET', url: `/api/data-rooms/${roomId}/access-requests` }))).json()[0].id;
}, 120_000);
afterAll(() => t.close());

/** A row per route; a second row of one route says what tells it apart in brackets. */
type Row = { route: string; request: () => Promise<InjectOptions> | InjectOptions; expected: Record<Role, number> };
const expect5 = (admin: number, member: number, viewer: number, former: number, stranger: number) => ({ admin, member, viewer, former, stranger });
const nobody = expect5(404, 404, 404, 404, 404);
const readers = (status: number) => expect5(status, status, status, 404, 404);
const room = () => `/api/data-rooms/${roomId}`;
const document = () => `${room()}/documents/${documentId}`;

const rows: Row[] = [
  { route: 'GET /api/data-rooms', request: () => ({ method: 'GET', url: '/api/data-rooms' }), expected: expect5(200, 200, 200, 200, 200) },
  { route: 'POST /api/data-rooms', request: () => ({ method: 'POST', url: '/api/data-rooms', payload: { startupId, name: 'Theirs' } }), expected: nobody },
  { route: 'GET /api/data-rooms/:id', request: () => ({ method: 'GET', url: room() }), expected: readers(200) },
  { route: 'POST /api/data-rooms/:id/nda-acceptance', request: () => ({ method: 'POST', url: `${room()}/nda-acceptance` }), expected: readers(204) },
  { route: 'GET /api/data-rooms/:id/documents/:documentId/content', request: () => ({ method: 'GET', url: `${document()}/content?disposition=inline` }), expected: readers(200) },
  { route: 'GET /api/data-rooms/:id/documents/:documentId/content (download)', request: () => ({ method: 'GET', url: `${document()}/content` }), expected: readers(403) },
  { route: 'POST /api/data-rooms/:id/views/:viewId/duration', request: () => ({ method: 'POST', url: `${room()}/views/${memberView}/duration`, payload: { seconds: 3 } }), expected: expect5(404, 204, 404, 404, 404) },
  { route: 'POST /api/data-rooms/:id/folders', request: () => ({ method: 'POST', url: `${room()}/folders`, payload: { name: 'Ours' } }), expected: nobody },
  { route: 'PATCH /api/data-rooms/:id/folders/:folderId', request: () => ({ method: 'PATCH', url: `${room()}/folders/${folderId}`, payload: { name: 'Tax' } }), expected: nobody },
  { route: 'DELETE /api/data-rooms/:id/folders/:folderId', request: () => ({ method: 'DELETE', url: `${room()}/folders/${folderId}` }), expected: nobody },
  { route: 'POST /api/data-rooms/:id/documents', request: async () => uploadRequest(null, roomId, 'Ours.pdf', await pdfBytes('Ours')), expected: nobody },
  { route: 'PATCH /api/data-rooms/:id/documents/:documentId', request: () => ({ method: 'PATCH', url: document(), payload: { name: 'Ours.pdf' } }), expected: nobody },
  { route: 'DELETE /api/data-rooms/:id/documents/:documentId', request: () => ({ method: 'DELETE', url: document() }), expected: nobody },
  { route: 'GET /api/data-rooms/:id/documents/:documentId/analytics', request: () => ({ method: 'GET', url: `${document()}/analytics` }), expected: nobody },
  { route: 'POST /api/data-rooms/:id/documents/:documentId/analysis', request: () => ({ method: 'POST', url: `${document()}/analysis`, payload: { documentType: 'pitch_deck' } }), expected: nobody },
  { route: 'GET /api/data-rooms/:id/documents/:documentId/analysis', request: () => ({ method: 'GET', url: `${document()}/analysis` }), expected: nobody },
  { route: 'GET /api/data-rooms/:id/grants', request: () => ({ method: 'GET', url: `${room()}/grants` }), expected: nobody },
  // Nothing a member does opens the room for anyone: the fund's grant is the founder's alone to give, change or end.
  { route: 'POST /api/data-rooms/:id/grants', request: () => ({ method: 'POST', url: `${room()}/grants`, payload: { email: 'partner@example.com', permission: 'view' } }), expected: nobody },
  { route: 'DELETE /api/data-rooms/:id/grants/:grantId', request: () => ({ method: 'DELETE', url: `${room()}/grants/${fundGrant}` }), expected: nobody },
  { route: 'GET /api/data-rooms/:id/activity', request: () => ({ method: 'GET', url: `${room()}/activity` }), expected: nobody },
  { route: 'GET /api/data-rooms/:id/activity.csv', request: () => ({ method: 'GET', url: `${room()}/activity.csv` }), expected: nobody },
  { route: 'GET /api/startups/:id/data-room-access', request: () => ({ method: 'GET', url: `/api/startups/${startupId}/data-room-access` }), expected: expect5(200, 200, 200, 200, 200) },
  // Members already read, so they have nothing to ask for; the former member and the stranger may ask, as anyone may.
  { route: 'POST /api/data-rooms/:id/access-requests', request: () => ({ method: 'POST', url: `${room()}/access-requests`, payload: {} }), expected: expect5(409, 409, 409, 201, 201) },
  { route: 'GET /api/data-rooms/:id/access-requests', request: () => ({ method: 'GET', url: `${room()}/access-requests` }), expected: nobody },
  { route: 'POST /api/data-rooms/:id/access-requests/:requestId/approve', request: () => ({ method: 'POST', url: `${room()}/access-requests/${outsiderRequest}/approve`, payload: { permission: 'view' } }), expected: nobody },
  { route: 'POST /api/data-rooms/:id/access-requests/:requestId/decline', request: () => ({ method: 'POST', url: `${room()}/access-requests/${outsiderRequest}/decline` }), expected: nobody },
];

const isRoomRoute = (route: string) => route.includes(' /api/data-rooms') || route.endsWith('/data-room-access');

describe('fund roles on every data-room route', () => {
  it('has a row for every data-room route the server registers, and none for a route it does not', () => {
    const registered = new Set(t.app.routeTable.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`));
    const routes = new Set(rows.map((row) => row.route.replace(/ \(.*\)$/, '')));
    expect([...registered].filter((route) => isRoomRoute(route) && !routes.has(route))).toEqual([]);
    expect([...routes].filter((route) => !registered.has(route))).toEqual([]);
  });

  it.each(rows)('$route', async (row) => {
    const mismatches: string[] = [];
    for (const role of [...roles].sort((a, b) => row.expected[b] - row.expected[a])) {
      const response = await t.app.inject(as(people[role], await row.request()));
      if (response.statusCode !== row.expected[role]) mismatches.push(`${role}: expected ${row.expected[role]}, got ${response.statusCode} ${response.body.slice(0, 100)}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('lists the room as shared with its current members only', async () => {
    const listed = await Promise.all(roles.map(async (role) => ((await t.app.inject(as(people[role], { method: 'GET', url: '/api/data-rooms' }))).json().shared as { id: number }[]).some((r) => r.id === roomId)));
    expect(listed).toEqual([true, true, true, false, false]);
  });
});
