import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '@baobab/contracts/paging';
import { startupListSort, type StartupSort } from '@baobab/contracts/startup-directory';
import type { StartupDetail, StartupInput, StartupStats, StartupSummary } from '@baobab/contracts/startups';
import { apiGet, apiGetWithHeaders, apiRequest } from '@/lib/api';

/** Directory parameters exactly as they sit in the page URL; empty ones are left out of the call. */
export type StartupSearch = Record<string, string>;

const toQuery = (params: StartupSearch) => {
  const search = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '' && v !== 'all'));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/**
 * The cursor the server sent with each newest-first page, keyed by the filters and the page it
 * leads to. The URL keeps `page=N` (shareable); the cursor only makes the next page one index
 * range instead of an ever longer offset. A deep link has no cursor and falls back to the offset.
 */
const cursors = new Map<string, string>();
const cursorKey = (filters: StartupSearch, page: number) => `${JSON.stringify(filters)}#${page}`;

/** One directory page: `page` counts from 1 and `pageSize` rows make a page. */
export const startupsQuery = (filters: StartupSearch, page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['/api/startups', filters, page, pageSize],
    queryFn: async () => {
      const isNewestFirst = startupListSort({ sort: (filters.sort || undefined) as StartupSort | undefined, q: filters.q || undefined }) === 'recent';
      const cursor = isNewestFirst ? cursors.get(cursorKey(filters, page)) : undefined;
      const paging: StartupSearch = cursor ? { limit: String(pageSize), cursor } : { limit: String(pageSize), offset: String((page - 1) * pageSize) };
      const { body, headers } = await apiGetWithHeaders<StartupSummary[]>(`/api/startups${toQuery({ ...filters, ...paging })}`);
      const next = headers.get(NEXT_CURSOR_HEADER);
      if (next) cursors.set(cursorKey(filters, page + 1), next);
      return body;
    },
    placeholderData: keepPreviousData,
  });

export const startupStatsQuery = (params: StartupSearch) =>
  queryOptions({ queryKey: ['/api/startups/stats', params], queryFn: () => apiGet<StartupStats>(`/api/startups/stats${toQuery(params)}`), placeholderData: keepPreviousData });

export const useStartups = (filters: StartupSearch, page: number, pageSize: number) => useQuery(startupsQuery(filters, page, pageSize));
export const useStartupStats = (params: StartupSearch) => useQuery(startupStatsQuery(params));

/** Detail reads are not cached across visits, so a returning viewer sees current figures. */
export const useStartup = (id: number) =>
  useQuery({ queryKey: ['/api/startups', id], queryFn: () => apiGet<StartupDetail>(`/api/startups/${id}`), enabled: Number.isInteger(id) && id > 0, staleTime: 0 });

/** Create (POST) or edit (PUT); on success the cached startups, profile and dashboard data reload (the spec's state transitions). */
export function useSaveStartup(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartupInput) => (id ? apiRequest<{ id: number }>('PUT', `/api/startups/${id}`, input) : apiRequest<{ id: number }>('POST', '/api/startups', input)),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/startups'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/startups/stats'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/profile'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] }),
      ]);
    },
  });
}
