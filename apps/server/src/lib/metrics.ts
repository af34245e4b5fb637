/**
 * Prometheus metrics that belong to the process rather than to one app instance (tests build
 * many apps in one process): Node's own figures (event-loop lag, heap, GC) and cache lookups.
 * Per-app metrics (requests, database pool) live in plugins/metrics.ts.
 */
import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

export const processMetrics = new Registry();

let defaultsCollected = false;
/** Node's default metrics, event-loop lag included; started once per process. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: processMetrics, prefix: 'baobab_' });
}

export const cacheLookups = new Counter({
  name: 'baobab_cache_lookups_total',
  help: 'Lookups in the in-process caches of public lists, by cache and result (hit or miss)',
  labelNames: ['cache', 'result'] as const,
  registers: [processMetrics],
});
