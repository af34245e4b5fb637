/** A key's count in its current window, and how long until that window ends. */
export type WindowCount = { count: number; ttlMs: number };

/** Hits to add to one key; a key's window starts at its first hit and lasts windowMs. */
export type KeyHits = { key: string; hits: number; windowMs: number };

/**
 * Where counts live so that every instance sees the same ones (PostgreSQL or Redis). `add` must
 * add each key's hits atomically and answer the key's new count: that is what keeps a limit
 * exact across instances.
 */
export type CountStore = {
  add(batch: KeyHits[]): Promise<Map<string, WindowCount>>;
  close(): Promise<void>;
};

/** Counts requests per key in fixed windows; `count` is this request's place in its window. */
export type RequestCounter = {
  hit(key: string, windowMs: number, max: number): Promise<WindowCount>;
  close(): Promise<void>;
};

type Waiter = { resolve(count: WindowCount): void; reject(error: unknown): void };
type PendingKey = { windowMs: number; max: number; waiters: Waiter[] };

/** Past this many remembered refusals, expired ones are swept (many addresses over a limit). */
const REFUSALS_SWEEP_SIZE = 10_000;

/**
 * Puts a shared store behind the request path at the cost of one round trip per batch, not one
 * per request. Hits wait for the next batch: every hit that arrives while one batch is at the
 * store goes in the next, and hits on one key are added as one (so a burst from one address is
 * one row or one Redis command). Each waiting request learns its exact place from the key's new
 * count, so the limit is exact across instances. A key already over its limit is refused here
 * until its window ends, with no round trip: counts only grow within a window.
 */
export function createRequestCounter(store: CountStore): RequestCounter {
  let pending = new Map<string, PendingKey>();
  let flushing = false;
  let scheduled = false;
  const refusedUntil = new Map<string, { count: number; until: number }>();

  function schedule() {
    if (scheduled || flushing) return;
    scheduled = true;
    // After the current I/O phase: requests that arrived together share a batch.
    setImmediate(flush);
  }

  async function flush() {
    scheduled = false;
    flushing = true;
    const batch = pending;
    pending = new Map();
    try {
      const counts = await store.add([...batch].map(([key, entry]) => ({ key, hits: entry.waiters.length, windowMs: entry.windowMs })));
      const now = Date.now();
      for (const [key, entry] of batch) {
        const total = counts.get(key);
        if (!total) throw new Error(`the count store did not answer for ${key}`);
        const first = total.count - entry.waiters.length + 1;
        entry.waiters.forEach((waiter, i) => waiter.resolve({ count: first + i, ttlMs: total.ttlMs }));
        if (total.count > entry.max) refusedUntil.set(key, { count: total.count, until: now + total.ttlMs });
      }
      if (refusedUntil.size > REFUSALS_SWEEP_SIZE) {
        for (const [key, refusal] of refusedUntil) if (refusal.until <= now) refusedUntil.delete(key);
      }
    } catch (error) {
      for (const entry of batch.values()) for (const waiter of entry.waiters) waiter.reject(error);
    } finally {
      flushing = false;
      if (pending.size) schedule();
    }
  }

  return {
    hit(key, windowMs, max) {
      const refusal = refusedUntil.get(key);
      if (refusal) {
        const now = Date.now();
        if (now < refusal.until) {
          refusal.count += 1;
          return Promise.resolve({ count: refusal.count, ttlMs: refusal.until - now });
        }
        refusedUntil.delete(key);
      }
      return new Promise<WindowCount>((resolve, reject) => {
        let entry = pending.get(key);
        if (!entry) {
          entry = { windowMs, max, waiters: [] };
          pending.set(key, entry);
        }
        entry.waiters.push({ resolve, reject });
        schedule();
      });
    },
    close: () => store.close(),
  };
}
