import { startupsEndpoints } from '@baobab/contracts/startups-endpoints';
import { endpointUrl } from '@/lib/call-endpoint';

/** Directory parameters exactly as they sit in the page URL; empty ones are left out of the call. */
export type StartupSearch = Record<string, string>;

/**
 * Every startup query key, from one factory (decision 0018). The values are the ones other features already
 * invalidate by (`['/api/startups']`, `['/api/startups/stats']`), so they stay as they are:
 * every directory page and detail starts with `all`, so invalidating `all` reloads them all.
 */
export const startupsKeys = {
  all: ['/api/startups'] as const,
  list: (filters: StartupSearch, page: number, pageSize: number) => [...startupsKeys.all, filters, page, pageSize] as const,
  detail: (id: number) => [...startupsKeys.all, id] as const,
  statsAll: ['/api/startups/stats'] as const,
  stats: (params: StartupSearch) => [...startupsKeys.statsAll, params] as const,
  /** The analysis picker's directory search (its own page of 20). */
  search: (q: string) => [...startupsKeys.all, { q, limit: '20' }] as const,
  /** The record-investment form's picker: keyed by the URL it calls, as it always was. */
  pickerOptions: (q: string) => [endpointUrl(startupsEndpoints.list, { query: { limit: 100, q: q || undefined } })] as const,
  /** The startups shared with the signed-in reader (the "Shared with you" badges). */
  sharedWithMe: ['/api/startup-access/shared-with-me'] as const,
};
