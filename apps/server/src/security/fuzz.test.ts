import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions, users } from '../db/schema/auth';
import { as } from '../test/test-app';
import { matrix } from './authorization-matrix';
import { hostileQueryValues, hostileString, hostileUnit } from './hostile-input';
import { buildWorld, callerKinds, type CallerKind, type World } from './world';

let w: World;
let secrets: string[];
let emails: Map<string, string>;
// Building the world signs up five people and fills every module: slow on a busy machine.
beforeAll(async () => {
  w = await buildWorld();
  const hashes = await w.t.db.select({ password: accounts.password }).from(accounts);
  const tokens = await w.t.db.select({ token: sessions.token }).from(sessions);
  secrets = [...hashes.map((h) => h.password!).filter(Boolean), ...tokens.map((t) => t.token)];
  emails = new Map((await w.t.db.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.id, u.email]));
}, 180_000);
afterAll(() => w.t.close());

const userOf = (kind: CallerKind) => (kind === 'anon' ? null : w.users[kind]);

/**
 * Routes whose answer may name another person's e-mail to a signed-in caller: the data-room owner
 * sees the addresses they granted, who asks to enter and who opened what (decision 0009,
 * docs/data-rooms.md); a job shows its poster's
 * contact address to members (the spec's contact toast), never to visitors.
 */
const mayShowOtherEmails = new Set([
  'GET /api/data-rooms/:id/grants',
  'POST /api/data-rooms/:id/grants',
  'GET /api/data-rooms/:id/activity',
  'GET /api/data-rooms/:id/activity.csv',
  'GET /api/data-rooms/:id/access-requests',
  'POST /api/data-rooms/:id/access-requests/:requestId/approve',
  'GET /api/data-rooms/:id/documents/:documentId/analytics',
  'GET /api/jobs',
  'GET /api/jobs/saved',
  'POST /api/jobs',
  'PUT /api/jobs/:id',
]);

// Routes that end the session or never finish under inject are left out of fuzzing.
const fuzzable = matrix.filter((row) => !['GET /api/logout', 'GET /api/messages/stream'].includes(row.route));

const idValue = fc.oneof(
  fc.integer({ min: -3, max: 2 ** 31 + 5 }).map(String),
  fc.constantFrom('0', '-1', '1e3', '0x10', 'NaN', '9'.repeat(40), '%00', '..%2f..%2fetc', "1'--", '1;drop table user'),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
// Strings draw on NUL, lone surrogates, control and bidirectional characters (hostile-input.ts).
const queryValue = fc.dictionary(fc.constantFrom('limit', 'offset', 'q', 'page', 'sector', 'stage', 'token', 'folderId', 'disposition', '__proto__'), hostileString(20), { maxKeys: 3 });
/** Appended to the query string as sent, so escapes that decode badly reach the server. */
const rawQueryValue = fc.option(fc.constantFrom(...hostileQueryValues));
const bodyValue = fc.oneof(
  fc.anything({ maxDepth: 2, stringUnit: hostileUnit }),
  fc.object({ maxDepth: 2, stringUnit: hostileUnit }),
  fc.record({ id: fc.anything(), ownerId: fc.string(), userId: fc.string(), userType: fc.string(), createdAt: fc.string() }, { requiredKeys: [] }),
);

function checkResponse(route: string, caller: CallerKind, response: LightMyRequestResponse) {
  const where = `${route} as ${caller}: ${response.statusCode} ${response.body.slice(0, 200)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  const text = response.body;
  expect(text, `stack trace in ${where}`).not.toMatch(/\bat .+:\d+:\d+\)?$|node_modules|\/src\/.+\.ts/m);
  for (const secret of secrets) expect(text.includes(secret), `secret leaked by ${where}`).toBe(false);
  if (caller !== 'anon' && mayShowOtherEmails.has(route)) return;
  // The admin console shows who reported whom, who applied and who acted: to admins only (other callers get 404 there).
  if (caller === 'admin' && / \/api\/admin\//.test(route)) return;
  const own = caller === 'anon' ? undefined : w.users[caller].id;
  const leaked = [...emails].filter(([id, email]) => id !== own && text.includes(email)).map(([, email]) => email);
  expect(leaked, `e-mail leaked by ${where}`).toEqual([]);
}

async function mutate(base: InjectOptions, id: string, query: Record<string, string>, rawQuery: string | null, body: unknown, replaceBody: boolean): Promise<InjectOptions> {
  const url = new URL(base.url as string, 'http://x');
  url.pathname = url.pathname.replace(/\/\d+(?=\/|$)/, `/${id}`);
  // A lone surrogate has no UTF-8 form: URLSearchParams sends U+FFFD, as a browser would.
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  if (rawQuery !== null) url.search += `${url.search ? '&' : '?'}q=${rawQuery}`;
  const multipart = String(base.headers?.['content-type'] ?? '').startsWith('multipart');
  const payload = replaceBody && !multipart && base.method !== 'GET' ? JSON.stringify(body ?? null) : base.payload;
  const headers = replaceBody && !multipart && base.method !== 'GET' ? { ...base.headers, 'content-type': 'application/json' } : base.headers;
  return { ...base, url: url.pathname + url.search, payload, headers };
}

// Every route times every caller, one request at a time: it took over 120 s
// on a 2-core CI machine that is also running the other test files.
const EVERY_ROUTE_MS = 300_000;

describe('fuzzing every route', () => {
  it('never answers 5xx, a stack trace, a secret or another person\'s e-mail', async () => {
    for (const row of fuzzable) {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...callerKinds), idValue, queryValue, rawQueryValue, bodyValue, fc.boolean(), async (caller, id, query, rawQuery, body, replaceBody) => {
          const request = await mutate(await row.request(w), id, query, rawQuery, body, replaceBody);
          checkResponse(row.route, caller, await w.t.app.inject(as(userOf(caller), request)));
        }),
        { numRuns: 4, seed: 11 },
      );
    }
  }, EVERY_ROUTE_MS);

  it('answers the valid request of every route without a secret or a stranger\'s e-mail', async () => {
    for (const row of fuzzable) {
      for (const caller of callerKinds) {
        checkResponse(row.route, caller, await w.t.app.inject(as(userOf(caller), await row.request(w))));
      }
    }
  }, EVERY_ROUTE_MS);
});

describe('fuzzing the chosen people of an update', () => {
  // Hostile strings, the caller's own id, a connection's and strangers': a 400 on the field, or a draft when everyone is related.
  it('answers 201 or 400 (naming audience.userIds), never 5xx, and names nobody', async () => {
    const founder = w.users.founderA;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(hostileString(40), fc.constantFrom(w.users.investorB.id, w.users.founderB.id, founder.id, w.users.investorA.id)), { maxLength: 6 }), async (userIds) => {
        const response = await w.t.app.inject(
          as(founder, { method: 'POST', url: `/api/startups/${w.startupA}/updates`, payload: { title: 'Fuzz', period: '2026-03', audience: { confirmedInvestors: false, shareHolders: false, connections: false, userIds } } }),
        );
        checkResponse('POST /api/startups/:id/updates', 'founderA', response);
        expect([201, 400], response.body.slice(0, 200)).toContain(response.statusCode);
        if (response.statusCode === 400) expect(response.json().issues.every((i: { path: string }) => i.path.startsWith('audience') || i.path === '')).toBe(true);
      }),
      { numRuns: 40, seed: 41 },
    );
  }, 120_000);
});

describe('mass assignment', () => {
  const protectedFields = { id: 999_999, ownerId: 'someone-else', userId: 'someone-else', userType: 'investor', role: 'admin', createdAt: '2000-01-01T00:00:00.000Z' };
  const writes = fuzzable.filter((row) => /^(POST|PUT|PATCH) /.test(row.route) && !row.route.includes('/api/auth/'));

  it('refuses protected fields added to any valid JSON body', async () => {
    const accepted: string[] = [];
    let checked = 0;
    for (const row of writes) {
      const permitted = callerKinds.find((kind) => (row.expected[kind] ?? 0) >= 200 && (row.expected[kind] ?? 0) < 300);
      const base = await row.request(w);
      if (!permitted || !base.payload || typeof base.payload !== 'object' || Buffer.isBuffer(base.payload)) continue;
      checked += 1;
      for (const [field, value] of Object.entries(protectedFields)) {
        // A field the route itself takes (an invitation's role) is its input, not an assignment slipped in.
        if (field in (base.payload as object)) continue;
        const response = await w.t.app.inject(as(userOf(permitted), { ...base, payload: { ...(base.payload as object), [field]: value } }));
        if (response.statusCode !== 400) accepted.push(`${row.route} accepted ${field}: ${response.statusCode}`);
      }
    }
    expect(checked, 'write routes with a JSON body').toBeGreaterThan(30);
    expect(accepted).toEqual([]);
  }, 60_000);

  it('keeps the role, e-mail and id out of Better Auth\'s update-user and sign-up', async () => {
    const me = w.users.founderB;
    const update = await w.t.app.inject(as(me, { method: 'POST', url: '/api/auth/update-user', payload: { userType: 'investor', email: 'taken@example.com', id: 'x', emailVerified: true } }));
    expect(update.statusCode).toBeGreaterThanOrEqual(400);
    const current = (await w.t.app.inject(as(me, { method: 'GET', url: '/api/auth/user' }))).json();
    expect(current).toMatchObject({ id: me.id, email: me.email, userType: 'founder' });
  });
});
