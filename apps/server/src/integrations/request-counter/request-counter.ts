import { createReserves, reserveSizeFor } from './reserves';

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
 *
 * A key that keeps coming back within its window also reserves places ahead (reserves.ts): its
 * next requests take a reserved place with no round trip, and the reserve is topped up before it
 * runs out. Reserved places are counted in the store like hits, so no instance ever lets a key
 * past its limit; a place reserved and not used is lost, which can only refuse a little early.
 */
export function createRequestCounter(store: CountStore): RequestCounter {
  let pending = new Map<string, PendingKey>();
  /** Keys of the batch at the store. */
  let inFlight = new Set<string>();
  let flushing = false;
  let scheduled = false;
  const refusedUntil = new Map<string, { count: number; until: number }>();
  const reserves = createReserves();

  function schedule() {
    if (scheduled || flushing) return;
    scheduled = true;
    // After the current I/O phase: requests that arrived together share a batch.
    setImmediate(flush);
  }

  function enqueue(key: string, windowMs: number, max: number): PendingKey {
    let entry = pending.get(key);
    if (!entry) {
      entry = { windowMs, max, waiters: [] };
      pending.set(key, entry);
    }
    schedule();
    return entry;
  }

  async function flush() {
    scheduled = false;
    const batch = [...pending]
      .map(([key, entry]) => ({ key, entry, ahead: reserves.nextSize(key, reserveSizeFor(entry.max)) }))
      // A top-up whose window ended before it was sent has nothing left to ask for.
      .filter(({ entry, ahead }) => entry.waiters.length + ahead > 0);
    pending = new Map();
    if (batch.length === 0) return;
    flushing = true;
    inFlight = new Set(batch.map(({ key }) => key));
    // The store starts a window no earlier than this: reserved places expire by this clock.
    const sentAt = Date.now();
    try {
      const counts = await store.add(batch.map(({ key, entry, ahead }) => ({ key, hits: entry.waiters.length + ahead, windowMs: entry.windowMs })));
      const now = Date.now();
      for (const { key, entry, ahead } of batch) {
        const total = counts.get(key);
        if (!total) throw new Error(`the count store did not answer for ${key}`);
        const first = total.count - entry.waiters.length - ahead + 1;
        entry.waiters.forEach((waiter, i) => waiter.resolve({ count: first + i, ttlMs: total.ttlMs }));
        reserves.add(key, { from: first + entry.waiters.length, to: total.count }, ahead, sentAt + total.ttlMs);
        if (total.count > entry.max) refusedUntil.set(key, { count: total.count, until: now + total.ttlMs });
      }
      if (refusedUntil.size > REFUSALS_SWEEP_SIZE) {
        for (const [key, refusal] of refusedUntil) if (refusal.until <= now) refusedUntil.delete(key);
      }
      reserves.sweep(now);
    } catch (error) {
      for (const { entry } of batch) for (const waiter of entry.waiters) waiter.reject(error);
    } finally {
      inFlight = new Set();
      flushing = false;
      if (pending.size) schedule();
    }
  }

  return {
    hit(key, windowMs, max) {
      const now = Date.now();
      const reserved = reserves.take(key, max, now);
      if (reserved) {
        // Topped up while places remain, so a steady client never waits for the store.
        if (reserved.runningLow && !pending.has(key) && !inFlight.has(key)) enqueue(key, windowMs, max);
        return Promise.resolve({ count: reserved.count, ttlMs: reserved.ttlMs });
      }
      const refusal = refusedUntil.get(key);
      if (refusal) {
        if (now < refusal.until) {
          refusal.count += 1;
          return Promise.resolve({ count: refusal.count, ttlMs: refusal.until - now });
        }
        refusedUntil.delete(key);
      }
      return new Promise<WindowCount>((resolve, reject) => {
        enqueue(key, windowMs, max).waiters.push({ resolve, reject });
      });
    },
    close: () => store.close(),
  };
}
