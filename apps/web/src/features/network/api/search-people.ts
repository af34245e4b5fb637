import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PEOPLE_PAGE_SIZE, type PersonCard } from '@baobab/contracts/network';
import { apiGet } from '@/lib/api';

export type PeopleFilters = { q: string; userType: string; location: string; experienceLevel: string; availability: string };

export const peopleSearchKey = ['/api/users/search'] as const;

/** The spec's people search call: q, userType, location, experienceLevel, availability, limit=20, offset=(page-1)*20. */
export function useSearchPeople(filters: PeopleFilters, page: number) {
  const params = new URLSearchParams({ limit: String(PEOPLE_PAGE_SIZE), offset: String((page - 1) * PEOPLE_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) {
    if (value.trim() && value !== 'all') params.set(key, value.trim());
  }
  return useQuery({
    queryKey: [...peopleSearchKey, filters, page],
    queryFn: () => apiGet<PersonCard[]>(`/api/users/search?${params}`),
    placeholderData: keepPreviousData,
  });
}
