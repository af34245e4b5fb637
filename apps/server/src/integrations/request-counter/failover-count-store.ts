import type { CountStore } from './request-counter';
import { withTimeout, type RedisCountStore } from './redis-count-store';

export type FailoverSettings = {
  /** A Redis batch that takes longer than this is counted in the fallback instead. */
  timeoutMs: number;
  /** While Redis is away, how often a PING checks whether it is back. */
  probeEveryMs: number;
  /** Told when counting moves to the fallback (with why) and back to Redis. */
  onChange(shared: boolean, error?: unknown): void;
};

/** The count store, and whether the shared Redis count is in use right now (readiness). */
export type FailoverCountStore = CountStore & {
  isUsingRedis(): boolean;
  /** Counts in the fallback from now on, until a probe finds Redis back (as after a failed batch). */
  fallBack(error: unknown): void;
};

/**
 * Counts in Redis while it answers, and in the fallback (the database, decision 0026) as soon as
 * it does not: not connected (refused, restarting) fails at once; connected but silent fails after
 * `timeoutMs`. A failure moves every later batch to the fallback with no wait, and a PING every
 * `probeEveryMs` (never a request) decides when Redis takes over again, so a request waits on an
 * absent Redis at most once per outage. Counts do not move between the stores: in the window of a
 * switch a key's count starts again in the other store, which can let one client have at most its
 * limit once more in that window.
 */
export function createFailoverCountStore(redis: RedisCountStore, fallback: CountStore, settings: FailoverSettings): FailoverCountStore {
  let usingRedis = true;
  let probe: NodeJS.Timeout | undefined;

  const probeUntilBack = () => {
    probe = setTimeout(() => {
      const back = redis.isConnected() ? redis.ping(settings.timeoutMs).then(() => true, () => false) : Promise.resolve(false);
      void back.then((isBack) => {
        if (probe === undefined) return; // closed meanwhile
        if (!isBack) return probeUntilBack();
        probe = undefined;
        usingRedis = true;
        settings.onChange(true);
      });
    }, settings.probeEveryMs);
    probe.unref();
  };

  const fallBack = (error: unknown) => {
    if (!usingRedis) return;
    usingRedis = false;
    settings.onChange(false, error);
    probeUntilBack();
  };

  return {
    isUsingRedis: () => usingRedis && redis.isConnected(),
    fallBack,
    async add(batch) {
      if (usingRedis && !redis.isConnected()) fallBack(new Error('Redis is not connected'));
      if (!usingRedis) return fallback.add(batch);
      try {
        return await withTimeout(redis.add(batch), settings.timeoutMs);
      } catch (error) {
        fallBack(error);
        return fallback.add(batch);
      }
    },
    async close() {
      clearTimeout(probe);
      probe = undefined;
      await Promise.all([redis.close(), fallback.close()]);
    },
  };
}
