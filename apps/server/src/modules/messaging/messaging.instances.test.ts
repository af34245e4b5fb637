import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../test/event-stream';
import { as, signUpUser, type TestApp } from '../../test/test-app';
import { connect } from '../../test/factories/network';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances';

/**
 * The scale path (docs/architecture.md): two server instances on one PostgreSQL, like two
 * processes behind a load balancer. Embedded PGlite is a single process, so this needs the
 * real server named by TEST_DATABASE_URL (CI sets it).
 */
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!hasPostgres)('real-time delivery across two instances (needs TEST_DATABASE_URL: PostgreSQL LISTEN/NOTIFY)', () => {
  let instances: TwoInstances;
  let a: FastifyInstance;
  let shared: TwoInstances['shared'];
  let urlB: string;

  beforeAll(async () => {
    instances = await startTwoInstances();
    ({ a, shared } = instances);
    await a.listen({ host: '127.0.0.1', port: 0 });
    urlB = await instances.b.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await instances?.close();
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
