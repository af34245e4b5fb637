import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createMemoryMailer, type Email } from '../integrations/email';
import { createReadiness } from '../lib/readiness';
import { rememberMailer, signUpUser } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { requestConnection } from '../test/factories/network';

const METRICS_TOKEN = 'a-metrics-token-for-the-test';
let app: FastifyInstance;
let database: TestDatabase;
const readiness = createReadiness();
const logLines: Record<string, unknown>[] = [];
const rawLog: string[] = [];
/** While true the mail server refuses every message, as during an outage. */
let mailServerDown = false;
const memoryMailer = createMemoryMailer();
const mailer = {
  sent: memoryMailer.sent,
  async send(email: Email) {
    if (mailServerDown) throw new Error('the mail server is down');
    await memoryMailer.send(email);
  },
};

beforeAll(async () => {
  database = await createTestDatabase();
  // The queue's monitor recounts tasks every second, so depth shows up within the test's wait.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug', METRICS_TOKEN, TASK_MONITOR_SECONDS: '1' }, { dataDir: ':memory:', databaseUrl: database.databaseUrl, rateLimitPerMinute: 100_000 });
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      rawLog.push(line);
      logLines.push(JSON.parse(line));
    }
  });
  app = await buildApp({ config, database: database.database, mailer, logStream, readiness });
  rememberMailer(app, mailer);
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

  it('reports no queue depth and does not start the queue before any task was sent', async () => {
    const body = await scrape();
    expect(sample(body, 'baobab_task_attempts_total{task="notification-email",outcome="completed"}')).toBe(0);
    expect(body).not.toContain('baobab_task_queue_depth{');
    // pg-boss creates its schema when the queue starts: none yet.
    const schema = await database.database.db.execute(sql`select count(*)::int as n from information_schema.schemata where schema_name = 'pgboss'`);
    expect((schema as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('counts task attempts by outcome, their durations, and the queue depth by state', { timeout: 30_000 }, async () => {
    const sender = await signUpUser(app);
    const recipient = await signUpUser(app);
    const otherRecipient = await signUpUser(app);
    const attempts = (body: string, outcome: string) => sample(body, `baobab_task_attempts_total{task="notification-email",outcome="${outcome}"}`);
    const depth = (body: string, state: string) => sample(body, `baobab_task_queue_depth{task="notification-email",state="${state}"}`);

    // A connection request queues one notification e-mail, which is sent.
    await requestConnection({ app }, sender, recipient);
    await vi.waitFor(async () => expect(attempts(await scrape(), 'completed')).toBe(1), { timeout: 15_000, interval: 100 });
    let body = await scrape();
    expect(sample(body, 'baobab_task_duration_seconds_count{task="notification-email"}')).toBe(1);
    expect(attempts(body, 'failed_will_retry')).toBe(0);

    // The mail server goes down: the next e-mail's attempt fails and waits for its retry (5 to 10 s).
    mailServerDown = true;
    await requestConnection({ app }, sender, otherRecipient);
    await vi.waitFor(async () => expect(attempts(await scrape(), 'failed_will_retry')).toBe(1), { timeout: 15_000, interval: 100 });
    await vi.waitFor(async () => expect(depth(await scrape(), 'deferred')).toBe(1), { timeout: 10_000, interval: 200 });
    body = await scrape();
    expect(sample(body, 'baobab_task_duration_seconds_count{task="notification-email"}')).toBe(2);
    expect(attempts(body, 'completed')).toBe(1);
    expect(attempts(body, 'failed_for_good')).toBe(0);
    // The failed attempt is logged with its cause, at warn (it will be retried), not only counted.
    expect(logLines.find((line) => line.msg === 'task attempt failed')).toMatchObject({
      level: 40,
      task: 'notification-email',
      attempt: 1,
      outcome: 'failed_will_retry',
      cause: { name: 'Error', message: 'the mail server is down' },
    });
    expect([depth(body, 'ready'), depth(body, 'active'), depth(body, 'failed')]).toEqual([0, 0, 0]);
    expect(depth(body, 'deferred')).toBe(1);
    expect(sample(body, 'baobab_task_queue_depth{task="data-room-file-purge",state="failed"}')).toBe(0);
  });
});

async function scrape(): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of one series in a scrape (`name{labels}` exactly as Prometheus writes it), or undefined. */
function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('readiness', () => {
  it('is ready until shutdown begins, while liveness stays up', async () => {
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ checks: { database: 'ok', redis: 'not_configured', storage: 'ok' } });
    readiness.stop();
    const draining = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'shutting_down' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
