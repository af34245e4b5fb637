import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { createPostgresChangeFeed, signalRunningServers, type ChangeFeed, type ChangeTopic } from './change-feed';

let shared: TestDatabase;
beforeAll(async () => {
  shared = await createTestDatabase();
});
afterAll(() => shared.destroy());

/** Counts what `feed` tells its listeners, by topic. */
function heard(feed: ChangeFeed) {
  const counts: Partial<Record<ChangeTopic, number>> = {};
  for (const topic of ['startups', 'jobs', 'investors'] as const) feed.subscribe(topic, () => (counts[topic] = (counts[topic] ?? 0) + 1));
  return counts;
}

async function until(done: () => boolean) {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 5_000) throw new Error('the signal never arrived');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// LISTEN/NOTIFY exists on PostgreSQL only; the embedded database's feed is an in-process emitter.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the change feed on PostgreSQL', () => {
  it("tells the writer's own listeners once, at once, and every other instance once", async () => {
    const pool = shared.database.pool!;
    const [a, b] = [await createPostgresChangeFeed(pool, () => undefined), await createPostgresChangeFeed(pool, () => undefined)];
    try {
      const [heardByA, heardByB] = [heard(a), heard(b)];
      await a.publish('startups');
      expect(heardByA.startups).toBe(1);
      await until(() => heardByB.startups === 1);

      // Notifications reach a listener in the order they were sent: once A hears B's later signal, its own
      // earlier one has come back too, and was not heard again.
      await b.publish('jobs');
      await until(() => heardByA.jobs === 1);
      expect(heardByA).toEqual({ startups: 1, jobs: 1 });
      expect(heardByB).toEqual({ startups: 1, jobs: 1 });

      // A command-line tool's signal names no instance: every server hears it.
      await signalRunningServers(shared.database.db, 'investors');
      await until(() => heardByA.investors === 1 && heardByB.investors === 1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
