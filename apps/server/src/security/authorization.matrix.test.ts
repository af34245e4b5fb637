import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountLimitKinds } from '@baobab/contracts/account-limits';
import { notifications } from '../db/schema/notifications';
import { as, type TestUser } from '../test/test-app';
import { makeEstablished, signUpInvestor } from '../test/factories/users';
import { audienceMatrix, kindsWithoutAudience } from './audience-matrix';
import { matrix } from './authorization-matrix';
import { buildWorld, callerKinds, type CallerKind, type World } from './world';

let w: World;
// Building the world signs up five people and fills every module: slow on a busy machine.
beforeAll(async () => {
  w = await buildWorld();
}, 180_000);
afterAll(() => w.t.close());

const is2xx = (status: number) => status >= 200 && status < 300;
const userOf = (kind: CallerKind) => (kind === 'anon' ? null : w.users[kind]);

/** The ids in a list answer: a bare array, or the first array property (items, threads, ...). */
function idsIn(body: unknown, key: string): number[] {
  const list = Array.isArray(body) ? body : Object.values(body as Record<string, unknown>).find(Array.isArray) ?? [];
  return (list as Record<string, unknown>[]).map((item) => Number(key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], item)));
}

describe('lists never show what a single read refuses', () => {
  const lists = [
    { list: '/api/data-rooms', key: 'id', read: (id: number) => `/api/data-rooms/${id}` },
    { list: '/api/messages/threads', key: 'id', read: (id: number) => `/api/messages/threads/${id}` },
    { list: '/api/portfolio/deal-flow', key: 'id', read: (id: number) => `/api/portfolio/deal-flow/${id}/notes` },
    { list: '/api/financial-tools/startups', key: 'id', read: (id: number) => `/api/startups/${id}/cap-table` },
    { list: '/api/portfolio/companies', key: 'startup.id', read: (id: number) => `/api/portfolio/companies/${id}` },
    { list: '/api/updates', key: 'id', read: (id: number) => `/api/updates/${id}` },
    { list: '/api/round-rooms', key: 'id', read: (id: number) => `/api/round-rooms/${id}` },
  ];

  it.each(lists)('$list', async ({ list, key, read }) => {
    const refused: string[] = [];
    let listed = 0;
    for (const kind of callerKinds.filter((k) => k !== 'anon')) {
      const response = await w.t.app.inject(as(userOf(kind), { method: 'GET', url: list }));
      if (response.statusCode !== 200) continue;
      for (const id of idsIn(response.json(), key)) {
        listed += 1;
        const single = await w.t.app.inject(as(userOf(kind), { method: 'GET', url: read(id) }));
        if (single.statusCode !== 200) refused.push(`${kind}: ${read(id)} answered ${single.statusCode}`);
      }
    }
    expect(listed, 'the world should make every list non-empty for someone').toBeGreaterThan(0);
    expect(refused).toEqual([]);
  });
});

describe('a stranger in an audience', () => {
  let stranger: TestUser;
  beforeAll(async () => {
    const { investorId: _, ...account } = await signUpInvestor(w.t);
    await makeEstablished(w.t, account);
    stranger = account;
  });
  const noticesTo = async (user: TestUser) => (await w.t.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, user.id))).length;

  it('has a row for every kind of notifying action, each a registered route', () => {
    const registered = new Set(w.t.app.routeTable.map((r) => `${r.method} ${r.url}`));
    expect(audienceMatrix.map((r) => r.action.replace(/ \(.*\)$/, '')).filter((route) => !registered.has(route))).toEqual([]);
    const covered = new Set(audienceMatrix.map((r) => r.kind));
    expect(accountLimitKinds.filter((kind) => !covered.has(kind) && !kindsWithoutAudience.includes(kind))).toEqual([]);
  });

  it.each(audienceMatrix)('$action ($sender): $expected', async (row) => {
    const sender = row.sender === 'stranger' ? stranger : w.users.founderA;
    const before = await noticesTo(stranger);
    const response = await w.t.app.inject(as(sender, await row.request(w, stranger)));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(row.expected);
    if (row.field) {
      const issue = (response.json().issues as { path: string; message: string }[]).find((i) => i.path === row.field);
      expect(issue, `an issue on ${row.field}`).toBeDefined();
      if (row.namesPerson) expect(issue!.message).toContain(stranger.id);
    }
    if (row.sender === 'founderA') {
      // Refused or not, the stranger hears nothing until they accept a request or claim an address.
      expect(await noticesTo(stranger)).toBe(before + (row.kind === 'intros' ? 1 : 0));
    }
    if (row.action === 'GET /api/updates/:id/audience') expect(response.body).not.toContain(stranger.id);
  });
});

// Last: the matrix ends with GET /api/logout, which ends every caller's session.
describe('authorization matrix', () => {
  it('has exactly one row for every API route the server registers', () => {
    const registered = new Set(
      w.t.app.routeTable.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`),
    );
    const rows = matrix.map((r) => r.route);
    // A second row of one route says what sets it apart in brackets ("... (to a fund)"), as the audience matrix's do.
    const variant = / \(.*\)$/;
    const plain = rows.filter((route) => !variant.test(route));
    expect(rows.filter((route, i) => rows.indexOf(route) !== i), 'duplicate rows').toEqual([]);
    expect([...registered].filter((route) => !plain.includes(route)), 'routes without a matrix row').toEqual([]);
    expect(rows.map((route) => route.replace(variant, '')).filter((route) => !registered.has(route)), 'rows for routes that do not exist').toEqual([]);
  });

  it('answers every route with the expected status for every caller, no unexpected 2xx, and nothing storable to the signed-in', async () => {
    const mismatches: string[] = [];
    const stored: string[] = [];
    for (const row of matrix) {
      // Callers expected to be refused go first, so a permitted write cannot change what they see.
      const order = [...callerKinds].sort((a, b) => Number(is2xx(row.expected[a] ?? 0)) - Number(is2xx(row.expected[b] ?? 0)));
      for (const kind of order) {
        const expected = row.expected[kind];
        if (expected === null) continue;
        const response = await w.t.app.inject(as(userOf(kind), await row.request(w)));
        // What a signed-in caller gets (JSON or a file) is never kept by a browser or a proxy; the API
        // reference's own scripts and stylesheets (@fastify/swagger-ui) are the same for everyone.
        const isPublicAsset = row.route === 'GET /api/docs/static/*';
        if (kind !== 'anon' && !isPublicAsset && is2xx(response.statusCode) && !String(response.headers['cache-control']).includes('no-store')) {
          stored.push(`${row.route} as ${kind}: cache-control ${response.headers['cache-control']}`);
        }
        if (response.statusCode !== expected) {
          const flag = is2xx(response.statusCode) && !is2xx(expected) ? 'UNEXPECTED 2xx ' : '';
          mismatches.push(`${flag}${row.route} as ${kind}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(stored).toEqual([]);
    // Every route for every caller, one request at a time: over 120 s on a loaded 2-core machine.
  }, 300_000);
});
