import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, nextAddress, signUpUser, type TestApp, type TestUser } from '../test/test-app';

/**
 * Cache-Control on API answers (plugins/security.ts): private, no-store on whatever answers a caller with
 * credentials, the sign-in that sets them included; visitors' public answers and the public pages keep
 * their own caching. The authorization matrix checks every route's signed-in answers the same way.
 */
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
});
afterAll(() => t.close());

describe('Cache-Control', () => {
  it('is private, no-store on signed-in JSON, errors included', async () => {
    for (const url of ['/api/users/connections', '/api/notifications', '/api/startups?limit=5', '/api/startups/987654321']) {
      const response = await t.app.inject(as(user, { method: 'GET', url }));
      expect(response.headers['cache-control'], `${url} ${response.statusCode}`).toBe('private, no-store');
    }
  });

  it('is private, no-store on the answer that signs someone in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: 'correct-horse-battery' }, remoteAddress: nextAddress() });
    expect(response.headers['set-cookie']).toBeDefined();
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves public answers to visitors and the public pages as they were', async () => {
    const directory = await t.app.inject({ method: 'GET', url: '/api/startups?limit=5' });
    expect(directory.statusCode).toBe(200);
    expect(directory.headers['cache-control']).toBeUndefined();
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });
});
