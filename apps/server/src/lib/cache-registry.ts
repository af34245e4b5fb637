/**
 * Every in-process cache of the server, built with the app (decision 0010). A module describes its
 * caches as constants (`defineCache`: a name, a time to live, a size bound and the change topics that
 * empty it); the registry holds one cache per description for this app, so tests (one app and
 * database per file) never share answers and nothing is keyed by a database handle. Services call
 * `changed(topic)` after the write's transaction commits: this instance forgets at once, and the
 * change feed tells the other instances. The time to live only bounds what a missed signal costs.
 */
import type { Db } from '../db/client';
import type { ChangeFeed, ChangeTopic } from '../integrations/change-feed';
import { createFreshCache, type FreshCache } from './fresh-cache';

export type CacheDefinition<T> = {
  /** Labels the cache's hits and misses in /metrics. */
  name: string;
  ttlMs: number;
  maxEntries: number;
  /** Topics whose change empties the cache; none for answers that may simply age (market figures). */
  forgetOn: readonly ChangeTopic[];
  /** How long past its time to live an answer is still given while one background computation replaces it (fresh-cache.ts). */
  staleWhileRefreshMs?: number;
  /** Only carries the value type. */
  readonly _value?: T;
};

export function defineCache<T>(definition: Omit<CacheDefinition<T>, '_value'>): CacheDefinition<T> {
  return definition;
}

export type CacheRegistry = {
  /** This app's cache for a definition, made on first use. */
  use<T>(definition: CacheDefinition<T>): FreshCache<T>;
  /**
   * After a committed write: every cache on the topic forgets, here before this returns (so the
   * writer's next read is fresh) and on other instances through the feed. A failed signal is logged,
   * not thrown: the write has happened, and the time to live bounds the stale answer.
   */
  changed(topic: ChangeTopic): Promise<void>;
  close(): void;
};

/** A database handle with this app's caches: what a service that reads through a cache is given. */
export type CachedDb = { db: Db; caches: CacheRegistry };

export function createCacheRegistry(signals: Pick<ChangeFeed, 'publish' | 'subscribe'>, logError: (error: unknown) => void): CacheRegistry {
  const caches = new Map<CacheDefinition<unknown>, FreshCache<unknown>>();
  const unsubscribers: (() => void)[] = [];
  return {
    use<T>(definition: CacheDefinition<T>): FreshCache<T> {
      let cache = caches.get(definition);
      if (!cache) {
        const made = createFreshCache<unknown>(definition);
        for (const topic of definition.forgetOn) unsubscribers.push(signals.subscribe(topic, () => made.invalidate()));
        caches.set(definition, made);
        cache = made;
      }
      return cache as FreshCache<T>;
    },
    async changed(topic) {
      await signals.publish(topic).catch(logError);
    },
    close() {
      for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
      caches.clear();
    },
  };
}
