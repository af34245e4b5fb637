import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AssignDealInput, CreateDealInput, Deal, DealBoardQuery, UpdateDealInput } from '@baobab/contracts/deals';
import type { DealStage } from '@baobab/contracts/enums';
import { dealsRoutes } from '@baobab/contracts/deals-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { refreshDeals } from './get-deals';
import { findInColumn, withDealChanged, withDealOnTop, withoutDeal, type ColumnPages } from './board-cache';
import { boardKeys, dealsKeys } from './deals-keys';

/**
 * PUT /api/portfolio/deal-flow/{id}. The card moves at once (optimistic: out of its column, on top of the
 * next, both counts corrected), then the lists and the two columns reload as the spec says; on failure the
 * reload puts it back where the server has it.
 */
export function useUpdateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateDealInput }) => callEndpoint(dealsRoutes.update, { params: { id }, body: input }),
    onMutate: async ({ id, input }) => {
      await queryClient.cancelQueries({ queryKey: dealsKeys.lists() });
      await queryClient.cancelQueries({ queryKey: dealsKeys.columns() });
      queryClient.setQueriesData<Deal[]>({ queryKey: dealsKeys.lists() }, (deals) =>
        deals?.map((deal) => (deal.id === id ? { ...deal, ...input } : deal)),
      );
      return { from: moveOnBoard(queryClient, id, input) };
    },
    onSettled: (_deal, _error, { input }, context) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: dealsKeys.all,
          // Other columns are untouched by the move: only the stage it left and the one it entered reload.
          predicate: ({ queryKey }) => queryKey[1] !== 'column' || [context?.from, input.stage].includes(queryKey[3] as DealStage),
        }),
        queryClient.invalidateQueries({ queryKey: boardKeys.all }),
      ]),
  });
}

/** The optimistic move on every board in the cache that shows the card; answers the stage it left. */
function moveOnBoard(queryClient: QueryClient, id: number, input: UpdateDealInput): DealStage | undefined {
  const columns = queryClient.getQueriesData<ColumnPages>({ queryKey: dealsKeys.columns() });
  let from: DealStage | undefined;
  for (const [key, data] of columns) {
    const deal = findInColumn(data, id);
    if (!deal || !data) continue;
    from = deal.stage;
    const moved = { ...deal, ...input, lastActivity: new Date().toISOString() };
    if (input.stage === undefined || input.stage === deal.stage) {
      queryClient.setQueryData<ColumnPages>(key, withDealChanged(data, id, input));
      continue;
    }
    queryClient.setQueryData<ColumnPages>(key, withoutDeal(data, id));
    const target = dealsKeys.column(key[2] as DealBoardQuery, input.stage);
    queryClient.setQueryData<ColumnPages>(target, (pages) => (pages ? withDealOnTop(pages, moved) : pages));
  }
  return from;
}

export function useCreateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDealInput) => callEndpoint(dealsRoutes.create, { body: input }),
    onSuccess: () => refreshDeals(queryClient),
  });
}

export function useAddDealNote(dealId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => callEndpoint(dealsRoutes.addNote, { params: { id: dealId }, body: { body } }),
    onSuccess: () => refreshDeals(queryClient),
  });
}

/** A fund deal's owner and assignees (PUT /api/portfolio/deal-flow/{id}/assignees). */
export function useAssignDeal(dealId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignDealInput) => callEndpoint(dealsRoutes.assign, { params: { id: dealId }, body: input }),
    onSuccess: () => refreshDeals(queryClient),
  });
}
