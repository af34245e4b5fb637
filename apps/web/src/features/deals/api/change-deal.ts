import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignDealInput, CreateDealInput, Deal, UpdateDealInput } from '@baobab/contracts/deals';
import { dealsEndpoints } from '@baobab/contracts/deals-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { refreshDeals } from './get-deals';
import { dealsKeys } from './deals-keys';

/**
 * PUT /api/portfolio/deal-flow/{id}. The card moves at once (optimistic), then the list
 * reloads as the spec says; on failure the reload puts it back where the server has it.
 */
export function useUpdateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateDealInput }) => callEndpoint(dealsEndpoints.update, { params: { id }, body: input }),
    onMutate: async ({ id, input }) => {
      await queryClient.cancelQueries({ queryKey: dealsKeys.lists() });
      queryClient.setQueriesData<Deal[]>({ queryKey: dealsKeys.lists() }, (deals) =>
        deals?.map((deal) => (deal.id === id ? { ...deal, ...input } : deal)),
      );
    },
    onSettled: () => refreshDeals(queryClient),
  });
}

export function useCreateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDealInput) => callEndpoint(dealsEndpoints.create, { body: input }),
    onSuccess: () => refreshDeals(queryClient),
  });
}

export function useAddDealNote(dealId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => callEndpoint(dealsEndpoints.addNote, { params: { id: dealId }, body: { body } }),
    onSuccess: () => refreshDeals(queryClient),
  });
}

/** A fund deal's owner and assignees (PUT /api/portfolio/deal-flow/{id}/assignees). */
export function useAssignDeal(dealId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignDealInput) => callEndpoint(dealsEndpoints.assign, { params: { id: dealId }, body: input }),
    onSuccess: () => refreshDeals(queryClient),
  });
}
