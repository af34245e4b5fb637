import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { createMemoryMailer } from '../../integrations/email';
import { createReadiness } from '../../lib/readiness';
import { createTestApp, type TestApp } from '../../test/test-app';
import { healthRoutes } from './health.routes';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API surface', () => {
  it('reports health and which database it runs on', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', storage: { kind: 'local', scope: 'instance' } });
  });

  it('answers liveness without asking the database', async () => {
    const embedded = { kind: 'pglite', db: { execute: () => Promise.reject(new Error('no database')) } } as unknown as Database;
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(healthRoutes, {
      database: embedded,
      version: '1',
      readiness: createReadiness(),
      storage: { kind: 'local', scope: 'instance' },
      dependencies: { storage: { check: async () => undefined }, queue: { state: () => 'running' }, redisState: () => 'not_configured' },
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', checks: { database: 'unavailable' } });
    await app.close();
  });

  it('reports readiness by dependency', async () => {
    await t.app.queue.start();
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'not_configured', storage: 'ok', queue: 'ok' }, degraded: [] });
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON', code: 'VALIDATION_ERROR' });
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('refuses a state-changing call from a foreign origin', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: 'https://evil.example' }, payload: { email: 'a@b.co', password: 'whatever1' } });
    expect(response.statusCode).toBe(403);
  });

  it('accepts a state-changing call from its own origin', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: 'http://localhost:80', host: 'localhost:80' }, payload: { email: 'a@b.co', password: 'whatever1' } });
    expect(response.statusCode).not.toBe(403);
  });

  it('sends the security headers of a JSON answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves an OpenAPI document generated from the contracts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/auth/user');
  });
});

describe('file storage with several instances', () => {
  // One database for the three apps below, built one after the other.
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  /** The app built with this environment: its /api/health answer and the warnings logged at start. */
  async function startWith(env: Record<string, string>, on: Database = database.database) {
    const warnings: string[] = [];
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as { level: number; msg: string };
        if (entry.level === 40) warnings.push(entry.msg);
      }
    });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env }, { dataDir: ':memory:' });
    const app = await buildApp({ config, database: on, mailer: createMemoryMailer(), logStream });
    await app.ready();
    const health = (await app.inject({ method: 'GET', url: '/api/health' })).json();
    await app.close();
    return { health, storageWarnings: warnings.filter((w) => w.includes('only this instance sees')) };
  }
  const s3 = { S3_ENDPOINT: 'https://s3.example', S3_BUCKET: 'rooms', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

  it('warns at start, and says so in /api/health, when DATABASE_URL is set but files stay in a local folder', async () => {
    const { health, storageWarnings } = await startWith({ DATABASE_URL: 'postgres://db.example/baobab' });
    expect(health.storage).toEqual({ kind: 'local', scope: 'instance' });
    expect(storageWarnings).toHaveLength(1);
  });

  it('says nothing when the files are in a shared bucket', async () => {
    const { health, storageWarnings } = await startWith({ DATABASE_URL: 'postgres://db.example/baobab', ...s3 });
    expect(health.storage).toEqual({ kind: 's3', scope: 'shared' });
    expect(storageWarnings).toEqual([]);
  });

  it('says nothing on the embedded database, which is one instance anyway', { timeout: 120_000 }, async () => {
    // Its own embedded database, also in the PostgreSQL pass: no DATABASE_URL means PGlite (the
    // task queue runs on the database it is given). Opening and migrating one took 35 s on a
    // loaded machine, hence the longer time.
    const embedded = await openDatabase({ databaseUrl: undefined, dataDir: ':memory:' });
    try {
      await runMigrations(embedded);
      expect((await startWith({}, embedded)).storageWarnings).toEqual([]);
    } finally {
      await embedded.close();
    }
  });
});
