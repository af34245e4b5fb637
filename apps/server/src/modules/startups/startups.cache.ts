/**
 * The public directory's pages and stat tiles, cached per database handle (tests use one
 * database per file) as ready-to-send JSON. Every write to a startup empties both: the startups
 * service does it at once on this instance, and the change feed (LISTEN/NOTIFY) on the others.
 * The time to live only bounds a missed signal. docs/decisions/0010-list-pagination-and-caching.md
 */
import type { StartupPreviewFields } from '@baobab/contracts/link-previews';
import type { StartupStats } from '@baobab/contracts/startups';
import type { Db } from '../../db/client';
import type { EncodedJson } from '../../lib/encoded-body';
import { createFreshCache, type FreshCache } from '../../lib/fresh-cache';

/**
 * A directory page: the response body as sent, UTF-8 encoded once (a string would be encoded
 * again on every send) and compressed once per encoding asked for, and the next page's cursor
 * (null at the end or for other sorts).
 */
export type CachedPage = { body: EncodedJson; nextCursor: string | null };

const TTL_MS = 30_000;

/** A startup's link-preview fields by id (null: no such startup), read on every load of its page. */
type StartupCaches = { pages: FreshCache<CachedPage>; stats: FreshCache<StartupStats>; previews: FreshCache<StartupPreviewFields | null> };
const caches = new WeakMap<Db, StartupCaches>();

export function startupCaches(db: Db): StartupCaches {
  let found = caches.get(db);
  if (!found) {
    found = {
      pages: createFreshCache({ name: 'startup-directory', ttlMs: TTL_MS, maxEntries: 1000 }),
      stats: createFreshCache({ name: 'startup-stats', ttlMs: TTL_MS, maxEntries: 500 }),
      previews: createFreshCache({ name: 'startup-previews', ttlMs: TTL_MS, maxEntries: 5000 }),
    };
    caches.set(db, found);
  }
  return found;
}

/** Called after every committed write to the startup table, and on every change signal. */
export function forgetStartupLists(db: Db): void {
  const found = caches.get(db);
  found?.pages.invalidate();
  found?.stats.invalidate();
  found?.previews.invalidate();
}
