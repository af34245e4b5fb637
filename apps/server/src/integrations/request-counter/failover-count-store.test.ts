import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createFailoverCountStore } from './failover-count-store';
import { openRequestCounter } from './open-request-counter';
import { openRedisCountStore, type RedisCountStore } from './redis-count-store';
import { createRequestCounter } from './request-counter';
import { createSqlCountStore } from './sql-count-store';

const MINUTE = 60_000;
const uniqueKey = (name: string) => `${name}:${randomBytes(4).toString('hex')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Redis that never answers a batch or a ping, connected or not, and how many batches it was asked to count. */
function unansweringRedis(isConnected: boolean): { store: RedisCountStore; asked: () => number } {
  let asked = 0;
  const store: RedisCountStore = {
    isConnected: () => isConnected,
    connected: async () => undefined,
    ping: () => new Promise(() => undefined),
    add: () => {
      asked += 1;
      return new Promise(() => undefined);
    },
    close: async () => undefined,
  };
  return { store, asked: () => asked };
}

/** A Redis of the test's own, on its own port, that the test can stop and start again. */
function ownRedis(port: number) {
  let child: ChildProcess | undefined;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      const probe = openRedisCountStore(`redis://127.0.0.1:${port}`, 'probe:');
      // Until redis-server listens: each attempt fails at once while nothing does.
      for (let tries = 0; ; tries += 1) {
        try {
          await probe.connected(1000);
          break;
        } catch (error) {
          if (tries > 50) throw error;
          await sleep(100);
        }
      }
      await probe.close();
    },
    async stop() {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child?.kill('SIGKILL');
      await exited;
    },
  };
}

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.destroy());

describe('rate-limit counts when Redis is away', () => {
  it('start in the database at once when nothing listens at REDIS_URL, and stay exact', async () => {
    const messages: string[] = [];
    const opened = await openRequestCounter({ redis: { url: 'redis://127.0.0.1:1', keyPrefix: 'baobab:' } }, test.database, (message) => messages.push(message));
    expect(opened.redisState()).toBe('unavailable');
    expect(messages).toEqual(['Redis 127.0.0.1:1 is unreachable: rate-limit counts are in the database until it is back']);
    const key = uniqueKey('absent');
    const answers = await Promise.all(Array.from({ length: 8 }, () => opened.counter.hit(key, MINUTE, 5)));
    expect(answers.map((a) => a.count)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Told once, not once a request: no request tried Redis and failed over again.
    expect(messages).toHaveLength(1);
    expect(opened.redisState()).toBe('unavailable');
    await opened.counter.close();
  });

  it('never ask a Redis that is not connected: every batch goes to the database without waiting on it', async () => {
    const disconnected = unansweringRedis(false);
    const changes: boolean[] = [];
    const store = createFailoverCountStore(disconnected.store, createSqlCountStore(test.database.db), { timeoutMs: 50, probeEveryMs: 60_000, onChange: (shared) => changes.push(shared) });
    const counter = createRequestCounter(store);
    const key = uniqueKey('disconnected');
    const answers = await Promise.all(Array.from({ length: 4 }, () => counter.hit(key, MINUTE, 5)));
    expect(answers.map((a) => a.count)).toEqual([1, 2, 3, 4]);
    expect(disconnected.asked()).toBe(0);
    expect(changes).toEqual([false]);
    await counter.close();
  });

  it('move to the database when Redis stops, and back to Redis when it returns', { timeout: 30_000 }, async () => {
    const redis = ownRedis(16_380 + (process.pid % 1000));
    await redis.start();
    const changes: boolean[] = [];
    const redisStore = openRedisCountStore(redis.url, uniqueKey('baobab-test') + ':');
    await redisStore.connected(5000);
    const store = createFailoverCountStore(redisStore, createSqlCountStore(test.database.db), { timeoutMs: 50, probeEveryMs: 100, onChange: (shared) => changes.push(shared) });
    const counter = createRequestCounter(store);
    try {
      expect((await counter.hit(uniqueKey('up'), MINUTE, 5)).count).toBe(1);
      expect(store.isUsingRedis()).toBe(true);

      await redis.stop();
      const key = uniqueKey('during');
      const counts = [];
      for (let i = 0; i < 7; i += 1) counts.push((await counter.hit(key, MINUTE, 5)).count);
      // Counted in the database: the limit of 5 still refuses the sixth and seventh.
      expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(store.isUsingRedis()).toBe(false);
      expect(changes).toEqual([false]);

      await redis.start();
      const deadline = Date.now() + 5000;
      while (!store.isUsingRedis() && Date.now() < deadline) await sleep(50);
      expect(store.isUsingRedis()).toBe(true);
      expect(changes).toEqual([false, true]);
      // In Redis again: a fresh key counts from one there.
      const after = uniqueKey('after');
      expect((await counter.hit(after, MINUTE, 5)).count).toBe(1);
    } finally {
      await counter.close();
      await redis.stop();
    }
  });

  it('count a batch in the database when a connected Redis does not answer in time', async () => {
    const silent = unansweringRedis(true);
    const changes: boolean[] = [];
    const store = createFailoverCountStore(silent.store, createSqlCountStore(test.database.db), { timeoutMs: 50, probeEveryMs: 60_000, onChange: (shared) => changes.push(shared) });
    const counter = createRequestCounter(store);
    // Given up on after its 50 ms (a batch that waited for ever would time the test out), and counted in the database.
    expect((await counter.hit(uniqueKey('silent'), MINUTE, 5)).count).toBe(1);
    expect(silent.asked()).toBe(1);
    expect(changes).toEqual([false]);
    // Later batches do not wait on Redis at all: it is not asked again until a probe finds it back.
    expect((await counter.hit(uniqueKey('silent'), MINUTE, 5)).count).toBe(1);
    expect(silent.asked()).toBe(1);
    await counter.close();
  });
});
