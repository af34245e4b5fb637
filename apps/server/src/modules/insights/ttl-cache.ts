/**
 * A small per-database cache with a time to live. Market analytics aggregate the whole
 * platform, so a minute-old answer is fine and saves a scan per request. Keyed by the
 * database handle so tests (one database per file) never see each other's figures.
 */
type Entry = { expires: number; value: Promise<unknown> };

export const marketCacheTtlMs = 60_000;

/** Keys come from URLs (any sector and country), so the number kept is bounded. */
const maxEntries = 500;

export function createTtlCache(ttlMs: number) {
  const stores = new WeakMap<object, Map<string, Entry>>();
  return function cached<T>(owner: object, key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    let store = stores.get(owner);
    if (!store) {
      store = new Map();
      stores.set(owner, store);
    }
    const hit = store.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (store.size >= maxEntries) store.clear();
    const value = compute();
    const entries = store;
    entries.set(key, { expires: now + ttlMs, value });
    // A failed computation is not remembered: the next request tries again.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
