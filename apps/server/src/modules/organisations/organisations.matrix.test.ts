import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { makeEstablished, signUpWithRole } from '../../test/factories/users';

/**
 * Every organisation route for every fund role (the main authorization matrix has the platform's callers):
 * admin, member, viewer, a former member (removed) and a stranger. Each request is built fresh per caller,
 * refused callers first, so a permitted write cannot change what the next one sees.
 */
const roles = ['admin', 'member', 'viewer', 'former', 'stranger'] as const;
type Role = (typeof roles)[number];

let t: TestApp;
let people: Record<Role, TestUser>;
let organisation: number;
beforeAll(async () => {
  t = await createTestApp();
  const [admin, member, viewer, former, stranger] = await Promise.all(roles.map(() => signUpWithRole(t, 'investor')));
  people = { admin: admin!, member: member!, viewer: viewer!, former: former!, stranger: stranger! };
  // The admin invites a dozen addresses across the rows: an established account's allowance, not a new one's five.
  await makeEstablished(t, people.admin);
  organisation = (await t.app.inject(as(people.admin, { method: 'POST', url: '/api/organisations', payload: { name: 'Role Fund', kind: 'fund' } }))).json().id;
  const joins = [[people.member, 'member'], [people.viewer, 'viewer'], [people.former, 'member']] as const;
  for (const [who, role] of joins) {
    const invitation = (await t.app.inject(as(people.admin, { method: 'POST', url: `/api/organisations/${organisation}/invitations`, payload: { email: who.email, role } }))).json().id;
    expect((await t.app.inject(as(who, { method: 'POST', url: `/api/organisations/invitations/${invitation}/accept` }))).statusCode).toBe(200);
  }
  expect((await t.app.inject(as(people.admin, { method: 'DELETE', url: `/api/organisations/${organisation}/members/${people.former.id}` }))).statusCode).toBe(204);
}, 120_000);
afterAll(() => t.close());

async function isJoined(user: TestUser): Promise<boolean> {
  const mine = (await t.app.inject(as(user, { method: 'GET', url: '/api/organisations' }))).json() as { id: number }[];
  return mine.some((o) => o.id === organisation);
}

async function openInvitation(): Promise<number> {
  const response = await t.app.inject(as(people.admin, { method: 'POST', url: `/api/organisations/${organisation}/invitations`, payload: { email: `matrix-${randomUUID()}@example.com`, role: 'viewer' } }));
  return response.json().id as number;
}

type Row = { route: string; request: () => Promise<InjectOptions> | InjectOptions; expected: Record<Role, number> };
const expect5 = (admin: number, member: number, viewer: number, former: number, stranger: number) => ({ admin, member, viewer, former, stranger });
const base = () => `/api/organisations/${organisation}`;

const rows: Row[] = [
  { route: 'GET /api/organisations/:id', request: () => ({ method: 'GET', url: base() }), expected: expect5(200, 200, 200, 404, 404) },
  { route: 'PUT /api/organisations/:id', request: () => ({ method: 'PUT', url: base(), payload: { name: 'Role Fund', kind: 'fund' } }), expected: expect5(200, 403, 403, 404, 404) },
  { route: 'POST /api/organisations/:id/invitations', request: () => ({ method: 'POST', url: `${base()}/invitations`, payload: { email: `matrix-${randomUUID()}@example.com`, role: 'member' } }), expected: expect5(201, 403, 403, 404, 404) },
  { route: 'DELETE /api/organisations/:id/invitations/:invitationId', request: async () => ({ method: 'DELETE', url: `${base()}/invitations/${await openInvitation()}` }), expected: expect5(204, 403, 403, 404, 404) },
  { route: 'PUT /api/organisations/:id/members/:userId', request: () => ({ method: 'PUT', url: `${base()}/members/${people.viewer.id}`, payload: { role: 'viewer' } }), expected: expect5(204, 403, 403, 404, 404) },
  { route: 'DELETE /api/organisations/:id/members/:userId (the only admin)', request: () => ({ method: 'DELETE', url: `${base()}/members/${people.admin.id}` }), expected: expect5(409, 403, 403, 404, 404) },
];

describe('fund roles on every organisation route', () => {
  it.each(rows)('$route', async (row) => {
    const mismatches: string[] = [];
    for (const role of [...roles].sort((a, b) => row.expected[a] - row.expected[b]).reverse()) {
      const response = await t.app.inject(as(people[role], await row.request()));
      if (response.statusCode !== row.expected[role]) mismatches.push(`${role}: expected ${row.expected[role]}, got ${response.statusCode} ${response.body.slice(0, 100)}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('lists the organisation for its members only, and a former member sees none of it', async () => {
    expect(await Promise.all(roles.map((role) => isJoined(people[role])))).toEqual([true, true, true, false, false]);
  });
});
