import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { createMemoryMailer } from '../../integrations/email';
import { openEventStream } from '../../test/event-stream';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { as, rememberMailer, signUpUser, type TestApp } from '../../test/test-app';
import { connect } from '../../test/factories/network';

/**
 * The scale path (docs/architecture.md): two server instances on one PostgreSQL, like two
 * processes behind a load balancer. Embedded PGlite is a single process, so this needs the
 * real server named by TEST_DATABASE_URL (CI sets it).
 */
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!hasPostgres)('real-time delivery across two instances (needs TEST_DATABASE_URL: PostgreSQL LISTEN/NOTIFY)', () => {
  let shared: TestDatabase;
  let secondDatabase: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlB: string;

  beforeAll(async () => {
    shared = await createTestDatabase();
    secondDatabase = await openDatabase({ databaseUrl: shared.databaseUrl, dataDir: ':memory:' });
    // One secret for both, as for instances behind one balancer: a session cookie works on either.
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      { dataDir: ':memory:', databaseUrl: shared.databaseUrl, rateLimitPerMinute: 100_000, authSecret: 'two-instances-share-this-secret-0123456789' },
    );
    const mailerA = createMemoryMailer();
    a = await buildApp({ config, database: shared.database, mailer: mailerA });
    rememberMailer(a, mailerA);
    b = await buildApp({ config, database: secondDatabase, mailer: createMemoryMailer() });
    await a.listen({ host: '127.0.0.1', port: 0 });
    urlB = await b.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await secondDatabase?.close();
    await shared?.destroy();
  });

  it('delivers a message posted to instance A on a stream opened on instance B', async () => {
    const viaA = { app: a, db: shared.database.db } as TestApp;
    const sender = await signUpUser(a);
    const recipient = await signUpUser(a);
    await connect(viaA, sender, recipient);
    const [thread] = (await a.inject(as(sender, { method: 'GET', url: '/api/messages/threads' }))).json();

    const stream = openEventStream(urlB, recipient.cookie);
    await stream.opened;
    expect(stream.status).toBe(200);
    const posted = await a.inject(as(sender, { method: 'POST', url: `/api/messages/threads/${thread.id}/messages`, payload: { content: 'From instance A' } }));
    expect(posted.statusCode).toBe(201);
    const event = await stream.waitFor((e) => (e.data as { message?: { content: string } }).message?.content === 'From instance A');
    expect(event.id).toBe(String(posted.json().id));
    stream.close();
  });
});
