import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { openRedisCountStore } from './redis-count-store';
import { createRequestCounter, type RequestCounter } from './request-counter';
import { createSqlCountStore } from './sql-count-store';

/**
 * Rate-limit counts every instance shares: in Redis when REDIS_URL is set, otherwise in the
 * database itself (PostgreSQL, or embedded PGlite where there is one instance anyway).
 */
export async function openRequestCounter(config: Pick<Config, 'redis'>, database: Database, logError: (error: unknown) => void): Promise<RequestCounter> {
  const store = config.redis ? await openRedisCountStore(config.redis.url, config.redis.keyPrefix, logError) : createSqlCountStore(database.db);
  return createRequestCounter(store);
}

/** Several instances can share the database only on PostgreSQL; Redis is shared by definition. */
export function countsAreShared(config: Pick<Config, 'redis'>, database: Database): boolean {
  return Boolean(config.redis) || database.kind === 'postgres';
}
