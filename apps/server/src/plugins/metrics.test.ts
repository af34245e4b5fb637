import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** /metrics by configuration (config.ts): with a token, turned off, or open outside production. */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const scrape = (headers: Record<string, string> = {}) => t!.app.inject({ method: 'GET', url: '/metrics', headers });

describe('/metrics', () => {
  it('answers only the bearer of the token when one is set', async () => {
    t = await createTestApp({ metricsToken: 'a-metrics-token-for-the-test' });
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape({ authorization: 'Bearer a-metrics-token-for-the-tesT' })).statusCode).toBe(401);
    const answer = await scrape({ authorization: 'Bearer a-metrics-token-for-the-test' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('baobab_http_request_duration_seconds');
  });

  it('is not served at all when turned off (METRICS_DISABLED), while the app runs as usual', async () => {
    t = await createTestApp({ metricsToken: 'off' });
    expect((await scrape()).statusCode).toBe(404);
    expect((await scrape({ authorization: 'Bearer off' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('is open without a token outside production (development, tests)', async () => {
    t = await createTestApp();
    expect((await scrape()).statusCode).toBe(200);
  });
});
