import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@baobab/contracts/endpoint';
import { NEXT_CURSOR_HEADER } from '@baobab/contracts/paging';
import { startupListSort, type StartupSort } from '@baobab/contracts/startup-directory';
import type { StartupInput } from '@baobab/contracts/startups';
import type { startupsEndpoints } from '@baobab/contracts/startups-endpoints';
import { startupsRoutes } from '@baobab/contracts/startups-routes';
import { dashboardKeys } from '@/features/dashboard/api/dashboard-keys';
import { callEndpoint, callEndpointWithHeaders } from '@/lib/call-endpoint';
import { myStartupsKey } from '@/lib/my-startups';
import { startupsKeys, type StartupSearch } from './startups-keys';

export type { StartupSearch } from './startups-keys';

type ListQuery = EndpointInput<typeof startupsEndpoints.list>['query'];
type StatsQuery = EndpointInput<typeof startupsEndpoints.stats>['query'];

/**
 * The page URL's parameters as the call's query: empty and 'all' ones are left out. The values are whatever
 * the address bar holds; the server validates them (and answers 400 with the reason), as it always did.
 */
const toQuery = (params: StartupSearch) => Object.fromEntries(Object.entries(params).filter(([, v]) => v !== '' && v !== 'all'));

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
    queryKey: startupsKeys.list(filters, page, pageSize),
    queryFn: async () => {
      const isNewestFirst = startupListSort({ sort: (filters.sort || undefined) as StartupSort | undefined, q: filters.q || undefined }) === 'recent';
      const cursor = isNewestFirst ? cursors.get(cursorKey(filters, page)) : undefined;
      const paging: StartupSearch = cursor ? { limit: String(pageSize), cursor } : { limit: String(pageSize), offset: String((page - 1) * pageSize) };
      // The next page's cursor comes in a response header, so this one call reads the headers too.
      const { body, headers } = await callEndpointWithHeaders(startupsRoutes.list, { query: toQuery({ ...filters, ...paging }) as ListQuery });
      const next = headers.get(NEXT_CURSOR_HEADER);
      if (next) cursors.set(cursorKey(filters, page + 1), next);
      return body;
    },
    placeholderData: keepPreviousData,
  });

export const startupStatsQuery = (params: StartupSearch) =>
  queryOptions({
    queryKey: startupsKeys.stats(params),
    queryFn: () => callEndpoint(startupsRoutes.stats, { query: toQuery(params) as StatsQuery }),
    placeholderData: keepPreviousData,
  });

export const useStartups = (filters: StartupSearch, page: number, pageSize: number) => useQuery(startupsQuery(filters, page, pageSize));
export const useStartupStats = (params: StartupSearch) => useQuery(startupStatsQuery(params));

/**
 * Detail reads are fresh for a few seconds only, so a returning viewer sees current figures; the page the
 * server rendered with this answer (decision 0074) is not asked for again the moment the app takes it over.
 */
export const useStartup = (id: number) =>
  useQuery({
    queryKey: startupsKeys.detail(id),
    queryFn: () => callEndpoint(startupsRoutes.detail, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 10_000,
  });

/** Create (POST) or edit (PUT); on success the cached startups, profile and dashboard data reload (the spec's state transitions). */
export function useSaveStartup(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartupInput) =>
      id ? callEndpoint(startupsRoutes.update, { params: { id }, body: input }) : callEndpoint(startupsRoutes.create, { body: input }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: startupsKeys.all }),
        queryClient.invalidateQueries({ queryKey: startupsKeys.statsAll }),
        queryClient.invalidateQueries({ queryKey: myStartupsKey }),
        // The dashboard's stats count startups too.
        queryClient.invalidateQueries({ queryKey: dashboardKeys.stats() }),
      ]);
    },
  });
}
