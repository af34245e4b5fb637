/**
 * The public directory's pages and stat tiles as ready-to-send JSON, and each startup's link-preview
 * fields. Every committed write to a startup empties all three (the `startups` change topic, sent by
 * the startups service); the time to live only bounds a missed signal.
 * docs/decisions/0010-list-pagination-and-caching.md
 */
import type { StartupPreviewFields } from '@baobab/contracts/link-previews';
import type { StartupStats } from '@baobab/contracts/startups';
import type { StartupDetailWithoutAssessment } from './startups.mapper';
import { defineCache } from '../../lib/cache-registry';
import type { EncodedJson } from '../../lib/encoded-body';

/**
 * A directory page: the response body as sent, UTF-8 encoded once (a string would be encoded
 * again on every send) and compressed once per encoding asked for, and the next page's cursor
 * (null at the end or for other sorts).
 */
export type CachedPage = { body: EncodedJson; nextCursor: string | null };

const TTL_MS = 30_000;

export const directoryPages = defineCache<CachedPage>({ name: 'startup-directory', ttlMs: TTL_MS, maxEntries: 1000, forgetOn: ['startups'] });
export const directoryStats = defineCache<StartupStats>({ name: 'startup-stats', ttlMs: TTL_MS, maxEntries: 500, forgetOn: ['startups'] });
/** A startup's link-preview fields by id (null: no such startup), read on every load of its page. */
export const startupPreviews = defineCache<StartupPreviewFields | null>({ name: 'startup-previews', ttlMs: TTL_MS, maxEntries: 5000, forgetOn: ['startups'] });
/**
 * A startup's page as a visitor who is not signed in sees it, by id: the page founders share by
 * link. It holds the owner's name and trust facts, so user changes (the `investors` topic) empty it
 * too. Signed-in viewers are counted as views and see what concerns them, so they are never served
 * from here. A page is about 4 KB of JSON; 500 of them bound what a crawler walking every startup
 * can make the process hold to a few megabytes.
 */
export const publicStartupDetails = defineCache<StartupDetailWithoutAssessment>({ name: 'startup-detail', ttlMs: TTL_MS, maxEntries: 500, forgetOn: ['startups', 'investors'] });
