import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PEOPLE_PAGE_SIZE } from '@baobab/contracts/network-texts';
import { networkRoutes } from '@baobab/contracts/network-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { networkKeys, type PeopleFilters } from './network-keys';

export type { PeopleFilters } from './network-keys';


/** The spec's people search call: q, userType, location, experienceLevel, availability, limit=20, offset=(page-1)*20. */
export function peopleSearchQuery(filters: PeopleFilters, page: number): Record<string, string> {
  const query: Record<string, string> = { limit: String(PEOPLE_PAGE_SIZE), offset: String((page - 1) * PEOPLE_PAGE_SIZE) };
  for (const [key, value] of Object.entries(filters)) {
    if (value.trim() && value !== 'all') query[key] = value.trim();
  }
  return query;
}

export function useSearchPeople(filters: PeopleFilters, page: number) {
  return useQuery({
    queryKey: networkKeys.peopleSearch(filters, page),
    queryFn: () => callEndpoint(networkRoutes.searchPeople, { query: peopleSearchQuery(filters, page) }),
    placeholderData: keepPreviousData,
  });
}
