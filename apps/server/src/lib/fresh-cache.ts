/**
 * An in-process cache for answers that must stay fresh: `invalidate()` runs on every write
 * (locally at once, on other instances through the change feed), and a short time to live
 * bounds what a missed signal could cost. Concurrent misses for one key share one
 * computation. A computation started before an invalidation is dropped from the map by it,
 * so its (possibly old) answer goes only to the requests that were already waiting for it.
 */
import { cacheLookups } from './metrics';

type Entry<T> = { expires: number; value: Promise<T> };

export type FreshCache<T> = {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** Forgets one key (an answer found no longer usable by a rule the time to live does not know). */
  forget(key: string): void;
  invalidate(): void;
  readonly size: number;
};

/** `name` labels the cache's hits and misses in /metrics. */
export function createFreshCache<T>(options: { name: string; ttlMs: number; maxEntries: number; now?: () => number }): FreshCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  const hits = cacheLookups.labels(options.name, 'hit');
  const misses = cacheLookups.labels(options.name, 'miss');
  return {
    get(key, compute) {
      const time = now();
      const hit = entries.get(key);
      if (hit && hit.expires > time) {
        hits.inc();
        return hit.value;
      }
      misses.inc();
      if (hit) entries.delete(key);
      // Keys come from URLs, so the number kept is bounded: the oldest entry goes first.
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      const value = compute();
      const entry = { expires: time + options.ttlMs, value };
      entries.set(key, entry);
      // A failure is not remembered: the next request tries again.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
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
