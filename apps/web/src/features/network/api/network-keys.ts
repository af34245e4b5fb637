import { myConnectionsKey } from '@/lib/my-connections';
/** The people search's filters, as the Discover tab holds them. */
export type PeopleFilters = { q: string; userType: string; location: string; experienceLevel: string; availability: string };

/**
 * Every network query key, from one factory (decision 0018). Each keeps the literal value it had before the
 * contracts (the path it reads): other features read and invalidate them by that value (a sent intro
 * refreshes every key whose first part starts with '/api/users'; data rooms and financials shares read
 * ['/api/users/connections']).
 */
export const networkKeys = {
  connections: () => myConnectionsKey,
  invitations: () => ['/api/users/connections/invitations'] as const,
  stats: () => ['/api/users/network-stats'] as const,
  /** Every people-search page (the prefix a connection change invalidates). */
  peopleSearches: () => ['/api/users/search'] as const,
  peopleSearch: (filters: PeopleFilters, page: number) => [...networkKeys.peopleSearches(), filters, page] as const,
};
