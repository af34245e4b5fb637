import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 3 });
});
afterAll(() => t.close());

describe('the per-address API rate limit', () => {
  it('answers within the limit without limit headers, then refuses with 429 and Retry-After', async () => {
    const call = () => t.app.inject({ method: 'GET', url: '/api/startups', remoteAddress: '198.51.100.7' });
    for (let i = 0; i < 3; i += 1) {
      const allowed = await call();
      expect(allowed.statusCode).toBe(200);
      expect(allowed.headers['x-ratelimit-remaining']).toBeUndefined();
    }
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-ratelimit-limit']).toBe('3');
    // Another address has its own allowance.
    expect((await t.app.inject({ method: 'GET', url: '/api/startups', remoteAddress: '198.51.100.8' })).statusCode).toBe(200);
  });

  it('does not count the web app and its assets', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/startups', remoteAddress: '198.51.100.9' })).statusCode).not.toBe(429);
    }
  });
});
