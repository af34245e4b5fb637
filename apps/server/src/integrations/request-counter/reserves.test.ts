import { describe, expect, it } from 'vitest';
import { createRequestCounter, type CountStore, type WindowCount } from './request-counter';
import { reserveSizeFor } from './reserves';

const MINUTE = 60_000;

/** A shared store in memory, atomic per batch like PostgreSQL's upsert, counting its round trips. */
function memoryStore(): CountStore & { trips: number } {
  const windows = new Map<string, { count: number; until: number }>();
  const store = {
    trips: 0,
    async add(batch: { key: string; hits: number; windowMs: number }[]) {
      store.trips += 1;
      await new Promise((resolve) => setImmediate(resolve));
      const now = Date.now();
      const counts = new Map<string, WindowCount>();
      for (const { key, hits, windowMs } of batch) {
        let window = windows.get(key);
        if (!window || window.until <= now) windows.set(key, (window = { count: 0, until: now + windowMs }));
        window.count += hits;
        counts.set(key, { count: window.count, ttlMs: window.until - now });
      }
      return counts;
    },
    close: async () => undefined,
  };
  return store;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('places reserved ahead for a busy key', () => {
  it('sizes a reserve at a twentieth of the limit, none under 20', () => {
    expect([5, 19, 20, 600, 2000].map(reserveSizeFor)).toEqual([0, 0, 1, 30, 100]);
  });

  it('serves a steady client mostly without round trips, each request in its own place', async () => {
    const store = memoryStore();
    const counter = createRequestCounter(store);
    const places: number[] = [];
    // Bursts of 10, one after another, like a client on 10 connections.
    for (let burst = 0; burst < 50; burst += 1) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => counter.hit('steady', MINUTE, 100_000)));
      places.push(...answers.map((a) => a.count));
    }
    expect([...places].sort((a, b) => a - b)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    // Without reserves: one round trip per burst, 50.
    expect(store.trips).toBeLessThan(20);
  });

  it('never lets a key past its limit across three instances, and leaves no place of it unused', async () => {
    const store = memoryStore();
    const counters = [createRequestCounter(store), createRequestCounter(store), createRequestCounter(store)];
    const limit = 300;
    let admitted = 0;
    // A deterministic shuffle of which instance each request reaches.
    let seed = 7;
    const pick = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % 3);
    for (let burst = 0; burst < 100; burst += 1) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => counters[pick()]!.hit('shared', MINUTE, limit)));
      admitted += answers.filter((a) => a.count <= limit).length;
    }
    expect(admitted).toBe(limit);
  });

  it('lets a place reserved in one window go unused in the next', async () => {
    const store = memoryStore();
    const counter = createRequestCounter(store);
    // Long enough for the bursts to fit in one window on a loaded machine.
    const windowMs = 2000;
    // Enough bursts for a reserve to be held when the window ends.
    for (let burst = 0; burst < 6; burst += 1) await Promise.all(Array.from({ length: 5 }, () => counter.hit('windowed', windowMs, 2000)));
    const before = await counter.hit('windowed', windowMs, 2000);
    expect(before.count).toBeGreaterThan(30);
    await sleep(before.ttlMs + 50);
    expect((await counter.hit('windowed', windowMs, 2000)).count).toBe(1);
  });

  it('keeps a limit under 20 one batch per burst (the sign-in limit)', async () => {
    const store = memoryStore();
    const counter = createRequestCounter(store);
    for (let i = 1; i <= 5; i += 1) expect((await counter.hit('sign-in', MINUTE, 5)).count).toBe(i);
    expect(store.trips).toBe(5);
  });
});
