import { Redis } from 'ioredis';
import { ConfigError } from '../../config';
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

/**
 * Counts in Redis: one pipeline per batch (one round trip), one script call per key, so keys may
 * live on different nodes. Redis times the windows, so instances' clocks do not matter.
 * `keyPrefix` keeps deployments (or test runs) that share a Redis apart.
 */
export async function openRedisCountStore(url: string, keyPrefix: string, logError: (error: unknown) => void): Promise<CountStore> {
  // A command waits through one reconnection attempt at most, then fails: the limit's caller
  // decides what a failure means rather than holding requests while Redis is away.
  const redis = new Redis(url, { keyPrefix, lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5000 });
  redis.on('error', logError);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const { hostname, port } = new URL(url);
    throw new ConfigError(`REDIS_URL: cannot connect to ${hostname}:${port || 6379} (${(error as Error).message})`);
  }
  redis.defineCommand('countHits', { numberOfKeys: 1, lua: COUNT_HITS });

  return {
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
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
