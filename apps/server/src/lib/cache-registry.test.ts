import { describe, expect, it, vi } from 'vitest';
import { createInProcessChangeFeed } from '../integrations/change-feed';
import { createCacheRegistry, defineCache } from './cache-registry';

const startupsList = defineCache<number>({ name: 'test-startups', ttlMs: 60_000, maxEntries: 10, forgetOn: ['startups'] });
const investorsList = defineCache<number>({ name: 'test-investors', ttlMs: 60_000, maxEntries: 10, forgetOn: ['investors'] });

/** Reads `key` through the cache, counting how often the computation ran. */
function reader() {
  let computed = 0;
  return { read: (cache: { get(key: string, compute: () => Promise<number>): Promise<number> }) => cache.get('k', async () => ++computed), count: () => computed };
}

describe('the cache registry', () => {
  it('gives one cache per definition and app: two apps never share answers', async () => {
    const one = createCacheRegistry(createInProcessChangeFeed(), () => undefined);
    const two = createCacheRegistry(createInProcessChangeFeed(), () => undefined);
    expect(one.use(startupsList)).toBe(one.use(startupsList));
    await one.use(startupsList).get('k', async () => 1);
    expect(await two.use(startupsList).get('k', async () => 2)).toBe(2);
  });

  it('empties exactly the caches on the changed topic, before changed() returns', async () => {
    const caches = createCacheRegistry(createInProcessChangeFeed(), () => undefined);
    const startups = reader();
    const investors = reader();
    await startups.read(caches.use(startupsList));
    await investors.read(caches.use(investorsList));
    await caches.changed('startups');
    await startups.read(caches.use(startupsList));
    await investors.read(caches.use(investorsList));
    expect([startups.count(), investors.count()]).toEqual([2, 1]);
  });

  it('hears changes sent by another instance through the feed', async () => {
    const feed = createInProcessChangeFeed();
    const caches = createCacheRegistry(feed, () => undefined);
    const investors = reader();
    await investors.read(caches.use(investorsList));
    await feed.publish('investors');
    await investors.read(caches.use(investorsList));
    expect(investors.count()).toBe(2);
  });

  it('logs a signal that could not be sent instead of failing the write that sent it', async () => {
    const logError = vi.fn();
    const failure = new Error('NOTIFY failed');
    const caches = createCacheRegistry({ subscribe: () => () => undefined, publish: () => Promise.reject(failure) }, logError);
    await expect(caches.changed('startups')).resolves.toBeUndefined();
    expect(logError).toHaveBeenCalledWith(failure);
  });

  it('stops listening when closed', async () => {
    const feed = createInProcessChangeFeed();
    const caches = createCacheRegistry(feed, () => undefined);
    const cache = caches.use(startupsList);
    const startups = reader();
    await startups.read(cache);
    caches.close();
    await feed.publish('startups');
    await startups.read(cache);
    expect(startups.count()).toBe(1);
  });
});
