import { queryOptions, useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DealBoardQuery } from '@baobab/contracts/deals';
import type { DealPriority, DealStage } from '@baobab/contracts/enums';
import { dealsRoutes } from '@baobab/contracts/deals-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { columnPages, type ColumnPages } from './board-cache';
import { boardKeys, dealsKeys } from './deals-keys';

export type BoardFilters = { priority: DealPriority | 'all'; search: string };

/** The board's query, with nothing the server would default (so the plain board is the URL the route preloads). */
export function boardQuery(filters: BoardFilters, organisationId?: number): DealBoardQuery {
  const search = filters.search.trim();
  return {
    ...(organisationId === undefined ? {} : { organisationId }),
    ...(filters.priority === 'all' ? {} : { priority: filters.priority }),
    ...(search ? { search } : {}),
  };
}

/**
 * Every stage's count and first page in one request (decision 0066), each put in its column's cache unless the
 * column is there already (then it keeps the pages it has).
 */
export const dealBoardQuery = (queryClient: QueryClient, query: DealBoardQuery) =>
  queryOptions({
    queryKey: boardKeys.board(query),
    queryFn: async () => {
      const board = await callEndpoint(dealsRoutes.board, { query });
      for (const column of board.columns) {
        const key = dealsKeys.column(query, column.stage);
        if (!queryClient.getQueryData(key)) queryClient.setQueryData<ColumnPages>(key, columnPages(column));
      }
      return board;
    },
  });

export function useDealBoard(query: DealBoardQuery) {
  const queryClient = useQueryClient();
  return useQuery(dealBoardQuery(queryClient, query));
}

/** One column's pages: the first from the board, the next ones by its cursor ("Show more"). */
export function useDealColumn(query: DealBoardQuery, stage: DealStage, isBoardLoaded: boolean) {
  return useInfiniteQuery({
    queryKey: dealsKeys.column(query, stage),
    queryFn: ({ pageParam }) => callEndpoint(dealsRoutes.boardColumn, { params: { stage }, query: pageParam ? { ...query, cursor: pageParam } : query }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: isBoardLoaded,
  });
}
