/**
 * The latest rates, read by every startup page and directory page that converts a raise. Emptied on the
 * `startups` topic, which a rates import signals (it changes every raise's dollar value); the time to
 * live only bounds a missed signal (decision 0010).
 */
import { createHash } from 'node:crypto';
import type { RateTable } from '@baobab/finance/currency-conversion';
import { defineCache } from '../../lib/cache-registry';

export const latestRatesCache = defineCache<RateTable>({ name: 'exchange-rates', ttlMs: 30_000, maxEntries: 1, forgetOn: ['startups'] });

const fingerprints = new WeakMap<RateTable, string>();

/**
 * A short name for a table's content (every currency's rate, day and source): equal tables, equal names. A
 * cache keyed by it is never older than the rates it converted with (assessment-cache.ts). Worked out once
 * per table read, so once per the rates cache's time to live.
 */
export function ratesFingerprint(rates: RateTable): string {
  let fingerprint = fingerprints.get(rates);
  if (fingerprint === undefined) {
    const content = [...rates].map(([currency, rate]) => `${currency}=${rate.perUsd}@${rate.rateDate}/${rate.source}`).sort().join(';');
    fingerprint = createHash('sha1').update(content).digest('base64url').slice(0, 12);
    fingerprints.set(rates, fingerprint);
  }
  return fingerprint;
}
