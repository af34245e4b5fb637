import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { nextAddress } from '../test/test-app';
import { startTwoInstances, type TwoInstances } from '../test/two-instances';

/**
 * The scale path (docs/architecture.md): two instances on one PostgreSQL, like two processes
 * behind a load balancer, share one API limit and one sign-in limit, with the counts in
 * PostgreSQL or in Redis. Needs the real server named by TEST_DATABASE_URL (CI sets it) and the
 * Redis of TEST_REDIS_URL (default: the machine's own, on 127.0.0.1:6379).
 */
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const API_LIMIT = 20;

const countsIn = [
  { store: 'PostgreSQL', redis: () => undefined },
  // A prefix of its own per run, so runs sharing the Redis never meet each other's counts.
  { store: 'Redis', redis: () => ({ url: redisUrl, keyPrefix: `baobab-test-${randomBytes(6).toString('hex')}:` }) },
];

describe.skipIf(!hasPostgres).each(countsIn)('rate limits across two instances, counted in $store (needs TEST_DATABASE_URL)', ({ redis }) => {
  let instances: TwoInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let config: Config;

  beforeAll(async () => {
    instances = await startTwoInstances({ redis: redis(), rateLimitPerMinute: API_LIMIT });
    ({ a, b, config } = instances);
  });

  afterAll(async () => {
    await instances?.close();
  });

  it(`lets through ${API_LIMIT} of 40 API requests split across both, not 40`, async () => {
    const address = nextAddress();
    const responses = await Promise.all(
      Array.from({ length: 2 * API_LIMIT }, (_, i) => (i % 2 ? a : b).inject({ method: 'GET', url: '/api/startups', remoteAddress: address })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(API_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(API_LIMIT);
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address, on either instance, has its own allowance.
    expect((await a.inject({ method: 'GET', url: '/api/startups', remoteAddress: nextAddress() })).statusCode).toBe(200);
  });

  it(`still lets through ${API_LIMIT} when a client keeps coming back and each instance holds places in reserve`, async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    // Bursts one after another: from the second on, each instance reserves places ahead.
    for (let burst = 0; burst < 15; burst += 1) {
      const responses = await Promise.all(Array.from({ length: 4 }, (_, i) => (i % 2 ? a : b).inject({ method: 'GET', url: '/api/startups', remoteAddress: address })));
      statuses.push(...responses.map((r) => r.statusCode));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(API_LIMIT);
  });

  it('lets through the sign-in limit once across both instances, not once per instance', async () => {
    const address = nextAddress();
    const attempts = 2 * config.authRateLimitPerMinute;
    const responses = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        (i % 2 ? a : b).inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: `nobody${i}@example.com`, password: 'wrong-password' }, remoteAddress: address }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(config.authRateLimitPerMinute);
    expect(statuses.filter((s) => s === 429)).toHaveLength(attempts - config.authRateLimitPerMinute);
  });
});
