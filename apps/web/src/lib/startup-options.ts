import { queryOptions } from '@tanstack/react-query';
import { startupsRoutes } from '@baobab/contracts/startups-routes';
import { callEndpoint } from './call-endpoint';

/**
 * The startup picker's two searches of the directory (components/forms/startup-picker.tsx). The picker is a shared
 * component and may not import the startups feature, so its queries live here; their keys sit under the startups
 * feature's root ('startups'), so invalidating every startup read refreshes them too.
 */
export const startupOptionsKeys = {
  /** The analysis picker's directory search (its own page of 20). */
  search: (q: string) => ['startups', 'search', { q, limit: 20 }] as const,
  /** A form's picker: up to 100 startups. */
  field: (q: string) => ['startups', 'picker', { q, limit: 100 }] as const,
};

/** The analysis picker's search: 20 matches, or with no search the 20 best-scored startups. */
export const startupSearchQuery = (search: string) =>
  queryOptions({
    queryKey: startupOptionsKeys.search(search),
    queryFn: () => callEndpoint(startupsRoutes.list, { query: search ? { q: search, limit: 20 } : { limit: 20, sort: 'score' } }),
  });

/** A form's picker (record investment, add deal): up to 100 startups, narrowed by a server-side search. */
export const startupPickerQuery = (q: string) =>
  queryOptions({
    queryKey: startupOptionsKeys.field(q),
    queryFn: () => callEndpoint(startupsRoutes.list, { query: { limit: 100, q: q || undefined } }),
  });
