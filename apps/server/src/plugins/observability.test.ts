import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createMemoryMailer } from '../integrations/email';
import { createReadiness } from '../lib/readiness';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

const METRICS_TOKEN = 'a-metrics-token-for-the-test';
let app: FastifyInstance;
let database: TestDatabase;
const readiness = createReadiness();
const logLines: Record<string, unknown>[] = [];
const rawLog: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug', METRICS_TOKEN }, { dataDir: ':memory:', databaseUrl: database.databaseUrl, rateLimitPerMinute: 100_000 });
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      rawLog.push(line);
      logLines.push(JSON.parse(line));
    }
  });
  app = await buildApp({ config, database: database.database, mailer: createMemoryMailer(), logStream, readiness });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

describe('request ids', () => {
  it('answers with a fresh request id, and keeps a plain one a proxy sent', async () => {
    const fresh = await app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(given.headers['x-request-id']).toBe('lb-1234.abc');
    const forged = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'x\n{"level":60}' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the request id on every log line of the request', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/startups?page=1' });
    const id = response.headers['x-request-id'];
    const lines = logLines.filter((line) => line.reqId === id);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((line) => line.msg === 'request completed' && line.url === '/api/startups?page=1')).toBe(true);
  });
});

describe('secrets in logs', () => {
  it('never writes reset tokens, OIDC codes or cookies', async () => {
    const secrets = ['RESETSECRET1', 'OIDCCODE2', 'STATE3', 'COOKIE4', 'UNSUB5', 'PATHTOKEN6'];
    await app.inject({ method: 'GET', url: `/reset-password?token=${secrets[0]}`, headers: { cookie: `better-auth.session_token=${secrets[3]}` } });
    await app.inject({ method: 'GET', url: `/api/auth/callback/oidc?code=${secrets[1]}&state=${secrets[2]}` });
    await app.inject({ method: 'GET', url: `/api/notifications/unsubscribe?token=${secrets[4]}` });
    await app.inject({ method: 'GET', url: `/api/auth/reset-password/${secrets[5]}?callbackURL=%2Freset-password` });
    const log = rawLog.join('\n');
    expect(log).toContain('/api/notifications/unsubscribe?token=[redacted]');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});

describe('metrics', () => {
  it('refuses a scrape without the token', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
  });

  it('counts requests by route template and status, with event-loop lag and cache lookups', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/startups/987654321' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/startups?limit=5' })).statusCode).toBe(200);
    const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toMatch(/baobab_http_request_duration_seconds_count\{method="GET",route="\/api\/startups\/:id",status_code="404"\} [1-9]/);
    expect(response.body).not.toContain('987654321');
    expect(response.body).toContain('baobab_nodejs_eventloop_lag_seconds');
    expect(response.body).toMatch(/baobab_cache_lookups_total\{cache="[a-z-]+",result="(hit|miss)"\} [1-9]/);
    if (database.databaseUrl) expect(response.body).toContain('baobab_db_pool_connections{state="idle"}');
  });
});

describe('readiness', () => {
  it('is ready until shutdown begins, while liveness stays up', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({ status: 'ready' });
    readiness.stop();
    const draining = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'shutting_down' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
