import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, forgetSessions, signUpUser, type TestApp, type TestUser } from '../../test/test-app';

/**
 * Every signed-in request reads its session and the session's user (plugins/auth.ts): one statement, a join
 * (db/auth-query-db.ts, Better Auth's `advanced.database.joins`), not a statement for each.
 */
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app, { firstName: 'Zainab', lastName: 'Okafor' });
});
afterAll(() => t.close());

/** The statements that read the auth tables while `run` runs, as the database connection received them. */
async function authReads(run: () => Promise<unknown>): Promise<string[]> {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query;
  const seen: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
    if (/from "(session|user)"/i.test(text)) seen.push(text);
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = query;
  }
  return seen;
}

describe('the session lookup', () => {
  it('reads the session and its user in one statement, then from the session cache', async () => {
    // The sign-up's session signals were heard here at once; an instance never hears its own again from the
    // database (integrations/change-feed.ts), so nothing empties the session cache while the reads are counted.
    forgetSessions(t);
    const reads = await authReads(async () => {
      // The session user every screen asks for first (bench/http/api-endpoints.mjs).
      const answer = await t.app.inject(as(user, { method: 'GET', url: '/api/auth/user' }));
      expect(answer.statusCode).toBe(200);
      expect(answer.json().email).toBe(user.email);
    });
    expect(reads, reads.join("\n---\n")).toHaveLength(1);
    expect(reads[0]).toMatch(/from "session"/i);
    expect(reads[0]).toMatch(/"user"/i);
    // Kept by session cookie (plugins/session-cache.ts): the next requests read no auth table.
    const again = await authReads(async () => {
      for (let i = 0; i < 3; i += 1) expect((await t.app.inject(as(user, { method: 'GET', url: '/api/auth/user' }))).statusCode).toBe(200);
    });
    expect(again).toEqual([]);
  });

  it('answers 401 without a session, and with an unknown token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    const forged = user.cookie.replace(/=([^;.]+)/, '=not-a-session');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: forged } })).statusCode).toBe(401);
  });
});
