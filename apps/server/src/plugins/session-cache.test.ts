/**
 * Cached sessions (session-cache.ts) never outlive what ends or changes them: a sign-out, a password
 * change ending the other sessions, a preference saved, an admin's suspension. On PostgreSQL, the same
 * holds for a second instance behind the same database, through the change feed.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../test/test-app';
import { makeAdmin } from '../test/factories/users';
import { startTwoInstances, type TwoInstances } from '../test/two-instances';
import { stillValid } from './session-cache';

const me = (app: FastifyInstance, user: TestUser) => app.inject(as(user, { method: 'GET', url: '/api/auth/user' }));

describe('a cached session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ends with a sign-out', async () => {
    const user = await signUpUser(t.app);
    expect((await me(t.app, user)).statusCode).toBe(200);
    const out = await t.app.inject(as(user, { method: 'POST', url: '/api/auth/sign-out', headers: { origin: 'http://localhost:3000' } }));
    expect(out.statusCode, out.body).toBe(200);
    expect((await me(t.app, user)).statusCode).toBe(401);
  });

  it('carries a preference from the moment it is saved', async () => {
    const user = await signUpUser(t.app);
    expect((await me(t.app, user)).json().locale).toBeNull();
    const saved = await t.app.inject(as(user, { method: 'PUT', url: '/api/account/preferences', payload: { locale: 'fr' } }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await me(t.app, user)).json().locale).toBe('fr');
  });

  it('ends with a suspension by an admin', async () => {
    const admin = await signUpUser(t.app);
    await makeAdmin(t, admin);
    const person = await signUpUser(t.app);
    expect((await me(t.app, person)).statusCode).toBe(200);
    const suspended = await t.app.inject(as(admin, { method: 'POST', url: `/api/admin/accounts/${person.id}/actions`, payload: { action: 'suspend', reason: 'Spam' } }));
    expect(suspended.statusCode, suspended.body).toBeLessThan(300);
    expect((await me(t.app, person)).statusCode).toBe(401);
  });

  it('is used only before its session expires and within the absolute time-out', () => {
    const now = 1_000_000;
    const session = { user: {} as never, createdAt: now - 1000, expiresAt: now + 1000 };
    expect(stillValid(session, 10_000, now)).toBe(true);
    expect(stillValid({ ...session, expiresAt: now }, 10_000, now)).toBe(false);
    expect(stillValid(session, 999, now)).toBe(false);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a cached session on another instance (needs TEST_DATABASE_URL)', () => {
  let instances: TwoInstances;
  beforeAll(async () => {
    instances = await startTwoInstances();
  });
  afterAll(() => instances?.close());

  it('ends soon after a sign-out on the first instance', async () => {
    const user = await signUpUser(instances.a);
    expect((await me(instances.b, user)).statusCode).toBe(200);
    const out = await instances.a.inject(as(user, { method: 'POST', url: '/api/auth/sign-out', headers: { origin: 'http://localhost:3000' } }));
    expect(out.statusCode, out.body).toBe(200);
    // The signal travels by LISTEN/NOTIFY: B forgets within moments, never after the cache's 30 s.
    await expect.poll(async () => (await me(instances.b, user)).statusCode, { timeout: 5_000, interval: 50 }).toBe(401);
  });
});
