import { Redis } from 'ioredis';
import type { CountStore, WindowCount } from './request-counter';

/**
 * Adds a key's hits and starts its window on the first of them, in one atomic step. PTTL is -1
 * only for a key without an expiry: one just created by INCRBY (or, should it ever happen, one
 * that lost its expiry, which would otherwise count forever).
 */
const COUNT_HITS = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}`;

type CountingPipeline = { countHits(key: string, hits: number, windowMs: number): void; exec(): Promise<[Error | null, unknown][] | null> };

/** A Redis count store, and whether its connection is up right now. */
export type RedisCountStore = CountStore & {
  isConnected(): boolean;
  ping(timeoutMs: number): Promise<void>;
  /** Resolves once connected, or rejects with why not after `timeoutMs` (start-up waits this long at most). */
  connected(timeoutMs: number): Promise<void>;
};

/**
 * Counts in Redis: one pipeline per batch (one round trip), one script call per key, so keys may
 * live on different nodes. Redis times the windows, so instances' clocks do not matter.
 * `keyPrefix` keeps deployments (or test runs) that share a Redis apart.
 *
 * Opening never waits for Redis: ioredis connects in the background and reconnects after a loss
 * (every second at most), and while it is not connected a command fails at once instead of waiting
 * in ioredis's offline queue, so the caller (failover-count-store.ts) can count elsewhere.
 */
export function openRedisCountStore(url: string, keyPrefix: string): RedisCountStore {
  const redis = new Redis(url, {
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    // Reconnect within a second of Redis's return, however long it was away (ioredis's default waits up to 2 s).
    retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
  });
  // Connection errors repeat at every reconnection attempt: the failover store logs the outage once.
  redis.on('error', () => undefined);
  redis.defineCommand('countHits', { numberOfKeys: 1, lua: COUNT_HITS });

  return {
    isConnected: () => redis.status === 'ready',
    connected(timeoutMs) {
      if (redis.status === 'ready') return Promise.resolve();
      // The first failed attempt settles it (a refused connection fails at once): ioredis keeps
      // reconnecting in the background, and the failover store notices when it succeeds.
      let settle = (_error?: Error) => {};
      const ready = new Promise<void>((resolve, reject) => (settle = (error) => (error ? reject(error) : resolve())));
      const onReady = () => settle();
      const onError = (error: Error) => settle(error);
      redis.once('ready', onReady);
      redis.once('error', onError);
      return withTimeout(ready, timeoutMs).finally(() => {
        redis.off('ready', onReady);
        redis.off('error', onError);
      });
    },
    async ping(timeoutMs) {
      await withTimeout(redis.ping(), timeoutMs);
    },
    async add(batch) {
      const pipeline = redis.pipeline() as unknown as CountingPipeline;
      for (const h of batch) pipeline.countHits(h.key, h.hits, h.windowMs);
      const replies = (await pipeline.exec()) ?? [];
      const counts = new Map<string, WindowCount>();
      batch.forEach((h, i) => {
        const [error, reply] = replies[i] ?? [new Error('Redis did not answer')];
        if (error) throw error;
        const [count, ttlMs] = reply as [number, number];
        counts.set(h.key, { count, ttlMs });
      });
      return counts;
    },
    async close() {
      await withTimeout(redis.quit(), 1000).catch(() => redis.disconnect());
    },
  };
}

/** Rejects when `promise` has not settled within `ms`; a late rejection of `promise` is ignored. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  promise.catch(() => undefined);
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error as Error);
      },
    );
  });
}
