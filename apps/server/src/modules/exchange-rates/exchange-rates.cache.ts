/**
 * The latest rates, read by every startup page and directory page that converts a raise. Emptied on the
 * `startups` topic, which a rates import signals (it changes every raise's dollar value); the time to
 * live only bounds a missed signal (decision 0010).
 */
import type { RateTable } from '@baobab/finance/currency-conversion';
import { defineCache } from '../../lib/cache-registry';

export const latestRatesCache = defineCache<RateTable>({ name: 'exchange-rates', ttlMs: 30_000, maxEntries: 1, forgetOn: ['startups'] });
