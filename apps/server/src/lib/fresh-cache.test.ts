import { describe, expect, it } from 'vitest';
import { createFreshCache } from './fresh-cache';

/** A cache on a clock the test moves, and a computation that counts its calls and answers `answer-N`. */
function setUp(staleWhileRefreshMs?: number) {
  let time = 0;
  let calls = 0;
  const cache = createFreshCache<string>({ name: 'fresh-cache-test', ttlMs: 1_000, maxEntries: 10, staleWhileRefreshMs, now: () => time });
  const compute = async () => `answer-${++calls}`;
  return { cache, compute, calls: () => calls, at: (ms: number) => (time = ms) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createFreshCache', () => {
  it('answers from memory within the time to live and computes again after it, by default', async () => {
    const { cache, compute, calls, at } = setUp();
    expect(await cache.get('k', compute)).toBe('answer-1');
    at(999);
    expect(await cache.get('k', compute)).toBe('answer-1');
    at(1_000);
    expect(await cache.get('k', compute)).toBe('answer-2');
    expect(calls()).toBe(2);
  });

  it('gives an aged answer within the grace while one background computation replaces it', async () => {
    const { cache, compute, calls, at } = setUp(500);
    await cache.get('k', compute);
    at(1_200);
    expect(await Promise.all([cache.get('k', compute), cache.get('k', compute)])).toEqual(['answer-1', 'answer-1']);
    expect(calls()).toBe(2);
    await settle();
    expect(await cache.get('k', compute)).toBe('answer-2');
    // The replacement lives its own time to live from when it started.
    at(2_199);
    expect(await cache.get('k', compute)).toBe('answer-2');
    expect(calls()).toBe(2);
  });

  it('says an answer is fresh until it expires, is forgotten, invalidated or replaced by a refresh', async () => {
    const { cache, compute, at } = setUp(500);
    const { value, fresh } = await cache.getWithFreshness('k', compute);
    expect(value).toBe('answer-1');
    at(999);
    expect(fresh()).toBe(true);
    at(1_000);
    expect(fresh()).toBe(false);
    // Aged and being refreshed: not fresh, and neither is the aged answer once the replacement arrives.
    const aged = await cache.getWithFreshness('k', compute);
    expect(aged.fresh()).toBe(false);
    await settle();
    const replaced = await cache.getWithFreshness('k', compute);
    expect(replaced.value).toBe('answer-2');
    expect(replaced.fresh()).toBe(true);
    expect(fresh()).toBe(false);
    cache.forget('k');
    expect(replaced.fresh()).toBe(false);
    const again = await cache.getWithFreshness('k', compute);
    cache.invalidate();
    expect(again.fresh()).toBe(false);
  });

  it('waits for a new answer once the grace has passed', async () => {
    const { cache, compute, at } = setUp(500);
    await cache.get('k', compute);
    at(1_500);
    expect(await cache.get('k', compute)).toBe('answer-2');
  });

  it('never keeps a refresh that an invalidation overtook, and answers nothing from before it', async () => {
    const { cache, compute, at } = setUp(500);
    await cache.get('k', compute);
    at(1_200);
    let finishRefresh: (value: string) => void = () => undefined;
    const slowRefresh = () => new Promise<string>((resolve) => (finishRefresh = resolve));
    expect(await cache.get('k', slowRefresh)).toBe('answer-1');
    cache.invalidate();
    finishRefresh('read before the change');
    await settle();
    expect(await cache.get('k', compute)).toBe('answer-2');
  });

  it('keeps the aged answer when its refresh fails, and tries again on the next request', async () => {
    const { cache, compute, at } = setUp(500);
    await cache.get('k', compute);
    at(1_200);
    let failures = 0;
    const failing = async () => {
      failures += 1;
      throw new Error('database unavailable');
    };
    expect(await cache.get('k', failing)).toBe('answer-1');
    await settle();
    expect(await cache.get('k', failing)).toBe('answer-1');
    await settle();
    expect(failures).toBe(2);
    expect(await cache.get('k', compute)).toBe('answer-1');
    await settle();
    expect(await cache.get('k', compute)).toBe('answer-2');
  });

  it('gives no aged answer for a computation still running or failed', async () => {
    const { cache, at } = setUp(500);
    await expect(cache.get('k', async () => Promise.reject(new Error('first failed')))).rejects.toThrow('first failed');
    at(1_200);
    expect(await cache.get('k', async () => 'after failure')).toBe('after failure');
  });
});
