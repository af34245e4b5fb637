import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createFailoverCountStore } from './failover-count-store';
import { openRedisCountStore } from './redis-count-store';
import { createRequestCounter, type RequestCounter } from './request-counter';
import { createSqlCountStore } from './sql-count-store';

/**
 * A Redis batch slower than this is counted in the database instead (decision 0026). Only a
 * connected Redis that has stopped answering costs this wait, once per outage (a refused or closed
 * connection fails at once). Short enough for that one wait, long enough that a healthy Redis on
 * a loaded machine is not taken for a lost one, which would split the counts between the stores.
 */
const REDIS_TIMEOUT_MS = 500;
/** While Redis is away, how often it is asked whether it is back. */
const REDIS_PROBE_MS = 1000;
/**
 * Start-up waits this long for Redis to connect, then starts counting in the database. A refused
 * connection ends the wait at once; only a slow one (a loaded machine, a remote Redis) uses it,
 * and giving up early would have one instance count in the database while the others use Redis.
 */
const REDIS_START_WAIT_MS = 5000;

/** The counter, and the state of Redis for readiness: `not_configured` without REDIS_URL. */
export type OpenedRequestCounter = { counter: RequestCounter; redisState(): 'ok' | 'unavailable' | 'not_configured' };

/**
 * Rate-limit counts every instance shares: in Redis when REDIS_URL is set, otherwise in the
 * database itself (PostgreSQL, or embedded PGlite where there is one instance anyway). With Redis,
 * the database is also where counting goes while Redis is unreachable, so Redis is never needed
 * to answer a request, sign-in included. `log` hears when counting moves and why.
 */
export async function openRequestCounter(config: Pick<Config, 'redis'>, database: Database, log: (message: string, error?: unknown) => void): Promise<OpenedRequestCounter> {
  const sqlStore = createSqlCountStore(database.db);
  if (!config.redis) return { counter: createRequestCounter(sqlStore), redisState: () => 'not_configured' };
  const { hostname, port } = new URL(config.redis.url);
  const where = `${hostname}:${port || 6379}`;
  const redis = openRedisCountStore(config.redis.url, config.redis.keyPrefix);
  const store = createFailoverCountStore(redis, sqlStore, {
    timeoutMs: REDIS_TIMEOUT_MS,
    probeEveryMs: REDIS_PROBE_MS,
    onChange: (shared, error) =>
      log(shared ? `Redis ${where} is back: rate-limit counts are in Redis again` : `Redis ${where} is unreachable: rate-limit counts are in the database until it is back`, error),
  });
  await redis.connected(REDIS_START_WAIT_MS).catch((error: unknown) => store.fallBack(error));
  return { counter: createRequestCounter(store), redisState: () => (store.isUsingRedis() ? 'ok' : 'unavailable') };
}

/** Several instances can share the database only on PostgreSQL; Redis is shared by definition. */
export function countsAreShared(config: Pick<Config, 'redis'>, database: Database): boolean {
  return Boolean(config.redis) || database.kind === 'postgres';
}
