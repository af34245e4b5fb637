import { sql } from 'drizzle-orm';
import type { DependencyState, ReadinessResponse } from '@baobab/contracts/health';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../integrations/storage';
import type { Queue } from '../../integrations/queue';

/** What readiness asks about, besides the database. */
export type ReadinessDependencies = {
  storage: Pick<FileStorage, 'check'>;
  queue: Pick<Queue, 'state'>;
  redisState(): DependencyState;
};

/** A check slower than this counts as unavailable: a balancer polls every few seconds and must get an answer. */
export const CHECK_TIMEOUT_MS = 2000;

async function answersWithin(check: () => Promise<unknown>, ms: number): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Each dependency by name. Without the database the instance can do nothing useful: `unavailable`
 * (503). Redis, storage or the task queue away: `degraded` (200) with their names, because the
 * instance still answers (rate limits count in the database; only file and background work fail).
 * The queue is `unavailable` before it has started (just after start-up) and once stopping.
 */
export async function checkReadiness(database: Database, dependencies: ReadinessDependencies): Promise<ReadinessResponse> {
  const [databaseState, storageState] = await Promise.all([
    answersWithin(() => database.db.execute(sql`select 1`), CHECK_TIMEOUT_MS),
    answersWithin(() => dependencies.storage.check(), CHECK_TIMEOUT_MS),
  ]);
  const checks = {
    database: databaseState,
    redis: dependencies.redisState(),
    storage: storageState,
    queue: dependencies.queue.state() === 'running' ? ('ok' as const) : ('unavailable' as const),
  };
  const degraded = (['redis', 'storage', 'queue'] as const).filter((name) => checks[name] === 'unavailable');
  if (checks.database === 'unavailable') return { status: 'unavailable', checks, degraded };
  return { status: degraded.length ? 'degraded' : 'ready', checks, degraded };
}
