/** Directory parameters exactly as they sit in the page URL; empty ones are left out of the call. */
export type StartupSearch = Record<string, string>;

/**
 * Every startup query key, from one factory (decision 0018), exported for the features that change startups:
 * every directory page and detail starts with `all`, so invalidating `all` reloads them all, and a startup's
 * other reads (its document analyses, its valuation benchmark) start with its `detail`.
 */
export const startupsKeys = {
  all: ['startups'] as const,
  list: (filters: StartupSearch, page: number, pageSize: number) => [...startupsKeys.all, 'list', filters, page, pageSize] as const,
  detail: (id: number | null) => [...startupsKeys.all, 'detail', id] as const,
  statsAll: ['startups', 'stats'] as const,
  stats: (params: StartupSearch) => [...startupsKeys.statsAll, params] as const,
  /** The startups shared with the signed-in reader (the "Shared with you" badges). */
  sharedWithMe: ['startup-access', 'shared-with-me'] as const,
};
