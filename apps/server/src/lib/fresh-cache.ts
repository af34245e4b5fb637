/**
 * An in-process cache for answers that must stay fresh: `invalidate()` runs on every write
 * (locally at once, on other instances through the change feed), and a short time to live
 * bounds what a missed signal could cost. Concurrent misses for one key share one
 * computation. A computation started before an invalidation is dropped from the map by it,
 * so its (possibly old) answer goes only to the requests that were already waiting for it.
 *
 * `staleWhileRefreshMs`, for answers that age rather than change (no signal says they moved): for that
 * long past its time to live an answer is still given, while one computation in the background replaces
 * it. Without it, every expiry made the requests of that moment wait for a cold computation, and on the
 * embedded database everyone's queries queued behind its own (decision 0078; bench/README.md, 2026-11-29). An
 * invalidation still forgets at once: a signalled change is never answered from before it.
 */
import { cacheLookups } from './metrics';

type Entry<T> = { expires: number; value: Promise<T>; settled: boolean; refreshing: boolean };

export type FreshCache<T> = {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * `get`, with a check of whether the answer is still the one kept: true until it is replaced, forgotten
   * or past its time to live (an aged answer being refreshed never is). For answers reused without calling
   * `get` again (plugins/visitor-answers.ts), which /metrics counts as requests, not lookups.
   */
  getWithFreshness(key: string, compute: () => Promise<T>): Promise<{ value: T; fresh: () => boolean }>;
  /** Forgets one key (an answer found no longer usable by a rule the time to live does not know). */
  forget(key: string): void;
  invalidate(): void;
  readonly size: number;
};

/** `name` labels the cache's hits and misses in /metrics. */
export type FreshCacheOptions = { name: string; ttlMs: number; maxEntries: number; staleWhileRefreshMs?: number; now?: () => number };

export function createFreshCache<T>(options: FreshCacheOptions): FreshCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  const hits = cacheLookups.labels(options.name, 'hit');
  const misses = cacheLookups.labels(options.name, 'miss');
  const stale = cacheLookups.labels(options.name, 'stale');

  function entryOf(key: string, value: Promise<T>, time: number): Entry<T> {
    const entry: Entry<T> = { expires: time + options.ttlMs, value, settled: false, refreshing: false };
    value.then(
      () => (entry.settled = true),
      // A failure is not remembered: the next request tries again.
      () => entries.get(key) === entry && entries.delete(key),
    );
    return entry;
  }

  /** One background computation replaces the aged entry, unless an invalidation or a newer entry came first. */
  function refresh(key: string, aged: Entry<T>, compute: () => Promise<T>, time: number): void {
    aged.refreshing = true;
    const fresh = entryOf(key, compute(), time);
    fresh.value.then(
      () => entries.get(key) === aged && entries.set(key, fresh),
      // The aged answer stays until its grace ends; a later request tries again.
      () => (aged.refreshing = false),
    );
  }

  function get(key: string, compute: () => Promise<T>): Promise<T> {
    const time = now();
    const hit = entries.get(key);
    if (hit && hit.expires > time) {
      hits.inc();
      return hit.value;
    }
    if (hit?.settled && time < hit.expires + (options.staleWhileRefreshMs ?? 0)) {
      stale.inc();
      if (!hit.refreshing) refresh(key, hit, compute, time);
      return hit.value;
    }
    misses.inc();
    if (hit) entries.delete(key);
    // Keys come from URLs, so the number kept is bounded: the oldest entry goes first.
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
    const entry = entryOf(key, compute(), time);
    entries.set(key, entry);
    return entry.value;
  }

  return {
    get,
    async getWithFreshness(key, compute) {
      const value = get(key, compute);
      // The entry `get` answered from, taken before awaiting it.
      const entry = entries.get(key);
      const fresh = () => entry !== undefined && entries.get(key) === entry && entry.expires > now();
      return { value: await value, fresh };
    },
    forget(key) {
      entries.delete(key);
    },
    invalidate() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
