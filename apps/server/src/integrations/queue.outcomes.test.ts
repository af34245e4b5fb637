import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { createQueue, type Queue, type QueueDatabase, type AttemptOutcome } from './queue';

let database: TestDatabase;
let queue: Queue;
const attempts: { name: string; outcome: AttemptOutcome; seconds: number }[] = [];
const queueErrors: unknown[] = [];
/** What the next attempt does: the handler below reads it. */
let handle: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  const where: QueueDatabase = database.database.pglite
    ? { kind: 'pglite', client: database.database.pglite }
    : { kind: 'postgres', connectionString: database.databaseUrl! };
  queue = createQueue(where, (error) => queueErrors.push(error), { monitorSeconds: 1, onAttempt: (name, outcome, seconds) => attempts.push({ name, outcome, seconds }) });
  queue.work('notification-email', () => handle());
});
afterAll(async () => {
  await queue?.stop();
  await database?.destroy();
});

async function taskState(id: string): Promise<string | undefined> {
  const result = await database.database.db.execute(sql`select state from pgboss.job where id = ${id}`);
  return (result as unknown as { rows: { state: string }[] }).rows[0]?.state;
}

describe('attempt outcomes and counts', () => {
  it('reports no counts before the queue starts', async () => {
    expect(await queue.counts()).toEqual([]);
  });

  it('tells a completed attempt, a failure that will retry and a failure for good apart, with their durations', { timeout: 30_000 }, async () => {
    handle = () => new Promise((resolve) => setTimeout(resolve, 50));
    const done = (await queue.send('notification-email', { notificationId: 1 }))!;
    await vi.waitFor(async () => expect(await taskState(done)).toBe('completed'), { timeout: 10_000, interval: 50 });
    expect(attempts).toEqual([{ name: 'notification-email', outcome: 'completed', seconds: expect.any(Number) }]);
    expect(attempts[0]!.seconds).toBeGreaterThanOrEqual(0.045);

    handle = async () => {
      throw new Error('the mail server refused the message');
    };
    const retrying = (await queue.send('notification-email', { notificationId: 2 }))!;
    await vi.waitFor(async () => expect(await taskState(retrying)).toBe('retry'), { timeout: 10_000, interval: 50 });
    expect(attempts.map((a) => a.outcome)).toEqual(['completed', 'failed_will_retry']);

    // A task on its last attempt: tasks take their retry limit from the queue when they are sent.
    await database.database.db.execute(sql`update pgboss.queue set retry_limit = 0 where name = 'notification-email'`);
    const failing = (await queue.send('notification-email', { notificationId: 3 }))!;
    await vi.waitFor(async () => expect(await taskState(failing)).toBe('failed'), { timeout: 10_000, interval: 50 });
    expect(attempts.map((a) => a.outcome)).toEqual(['completed', 'failed_will_retry', 'failed_for_good']);

    // The monitor recounts every second: one failed for good, one waiting for its retry's delay.
    await vi.waitFor(
      async () => expect((await queue.counts()).find((c) => c.name === 'notification-email')).toEqual({ name: 'notification-email', ready: 0, deferred: 1, active: 0, failed: 1 }),
      { timeout: 4_000, interval: 100 },
    );
    expect(queueErrors).toEqual([]);
  });
});
