import { myConnectionsKey } from '@/lib/my-connections';
/** The people search's filters, as the Discover tab holds them. */
export type PeopleFilters = { q: string; userType: string; location: string; experienceLevel: string; availability: string };

/**
 * Every network query key, from one factory (decision 0018), all under `all`; the accepted connections' key is
 * lib/my-connections.ts's (data rooms and financials shares read it too). A sent intro reloads every network read
 * (intro-request-keys.ts).
 */
export const networkKeys = {
  all: ['network'] as const,
  connections: () => myConnectionsKey,
  invitations: () => [...networkKeys.all, 'invitations'] as const,
  stats: () => [...networkKeys.all, 'stats'] as const,
  /** Every people-search page (the prefix a connection change invalidates). */
  peopleSearches: () => [...networkKeys.all, 'people-search'] as const,
  peopleSearch: (filters: PeopleFilters, page: number) => [...networkKeys.peopleSearches(), filters, page] as const,
};
