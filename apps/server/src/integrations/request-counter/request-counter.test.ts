import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { openRedisCountStore } from './redis-count-store';
import { createRequestCounter, type CountStore } from './request-counter';
import { createSqlCountStore } from './sql-count-store';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MINUTE = 60_000;

/** Counts the round trips a counter makes to its store. */
function countingTrips(store: CountStore) {
  const trips = { count: 0 };
  return {
    trips,
    store: { ...store, add: (batch: Parameters<CountStore['add']>[0]) => ((trips.count += 1), store.add(batch)) } satisfies CountStore,
  };
}

const uniqueKey = (name: string) => `${name}:${randomBytes(4).toString('hex')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let shared: TestDatabase;
beforeAll(async () => {
  shared = await createTestDatabase();
});
afterAll(() => shared.destroy());

describe('counts in the database (PGlite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  it('gives each request of a burst its exact place, in one round trip', async () => {
    const { store, trips } = countingTrips(createSqlCountStore(shared.database.db));
    const counter = createRequestCounter(store);
    const key = uniqueKey('burst');
    const answers = await Promise.all(Array.from({ length: 30 }, () => counter.hit(key, MINUTE, 20)));
    expect(answers.map((a) => a.count)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(trips.count).toBe(1);
    for (const { ttlMs } of answers) expect(ttlMs).toBeGreaterThan(MINUTE - 10_000);
    await counter.close();
  });

  it('refuses a key over its limit without another round trip until its window ends', async () => {
    const { store, trips } = countingTrips(createSqlCountStore(shared.database.db));
    const counter = createRequestCounter(store);
    const key = uniqueKey('over');
    // A window long enough for a loaded machine; the test then waits for its end.
    for (let i = 1; i <= 3; i += 1) expect((await counter.hit(key, 5000, 2)).count).toBe(i);
    expect(trips.count).toBe(3);
    const refused = await counter.hit(key, 5000, 2);
    expect(refused.count).toBe(4);
    expect(trips.count).toBe(3);
    await sleep(refused.ttlMs + 50);
    expect((await counter.hit(key, 5000, 2)).count).toBe(1);
    expect(trips.count).toBe(4);
    await counter.close();
  });

  it('keeps keys apart within one batch', async () => {
    const counter = createRequestCounter(createSqlCountStore(shared.database.db));
    const [a, b] = [uniqueKey('a'), uniqueKey('b')];
    const answers = await Promise.all([counter.hit(a, MINUTE, 5), counter.hit(b, MINUTE, 5), counter.hit(a, MINUTE, 5)]);
    expect(answers.map((x) => x.count)).toEqual([1, 1, 2]);
    await counter.close();
  });

  it('deletes the counts of ended windows', async () => {
    const store = createSqlCountStore(shared.database.db, 100);
    const counter = createRequestCounter(store);
    const key = uniqueKey('purged');
    await counter.hit(key, 50, 5);
    await sleep(400);
    const { rows } = (await shared.database.db.execute(`select count(*)::int as n from request_count where key = '${key}'`)) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(0);
    await counter.close();
  });
});

describe.skipIf(!hasPostgres)('one count for two instances (needs TEST_DATABASE_URL)', () => {
  let second: Database;
  beforeAll(async () => {
    second = await openDatabase({ databaseUrl: shared.databaseUrl, dataDir: ':memory:' });
  });
  afterAll(() => second?.close());

  async function connectedRedis(prefix: string) {
    const store = openRedisCountStore(redisUrl, prefix);
    await store.connected(5000);
    return store;
  }

  async function expectOneCount(a: CountStore, b: CountStore) {
    const [one, two] = [createRequestCounter(a), createRequestCounter(b)];
    const key = uniqueKey('shared');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).hit(key, MINUTE, 20)));
    expect(answers.map((x) => x.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    await one.close();
    await two.close();
  }

  it('on PostgreSQL, through two connection pools', async () => {
    await expectOneCount(createSqlCountStore(shared.database.db), createSqlCountStore(second.db));
  });

  it('in Redis, through two connections', async () => {
    const prefix = uniqueKey('baobab-test') + ':';
    await expectOneCount(await connectedRedis(prefix), await connectedRedis(prefix));
  });

  it('in Redis, a window ends and the next starts at one', async () => {
    const counter = createRequestCounter(await connectedRedis(uniqueKey('baobab-test') + ':'));
    expect((await counter.hit('w', 100, 5)).count).toBe(1);
    expect((await counter.hit('w', 100, 5)).ttlMs).toBeLessThanOrEqual(100);
    await sleep(150);
    expect((await counter.hit('w', 100, 5)).count).toBe(1);
    await counter.close();
  });
});
