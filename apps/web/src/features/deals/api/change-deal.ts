import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDealInput, Deal, DealNote, UpdateDealInput } from '@baobab/contracts/deals';
import { apiRequest } from '@/lib/api';
import { DEALS_PREFIX, refreshDeals } from './get-deals';

/**
 * PUT /api/portfolio/deal-flow/{id}. The card moves at once (optimistic), then the list
 * reloads as the spec says; on failure the reload puts it back where the server has it.
 */
export function useUpdateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateDealInput }) => apiRequest<Deal>('PUT', `${DEALS_PREFIX}/${id}`, input),
    onMutate: async ({ id, input }) => {
      const isList = (key: unknown) => typeof key === 'string' && (key === DEALS_PREFIX || key.startsWith(`${DEALS_PREFIX}?`));
      await queryClient.cancelQueries({ predicate: (q) => isList(q.queryKey[0]) });
      queryClient.setQueriesData<Deal[]>({ predicate: (q) => isList(q.queryKey[0]) }, (deals) =>
        deals?.map((deal) => (deal.id === id ? { ...deal, ...input } : deal)),
      );
    },
    onSettled: () => refreshDeals(queryClient),
  });
}

export function useCreateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDealInput) => apiRequest<Deal>('POST', DEALS_PREFIX, input),
    onSuccess: () => refreshDeals(queryClient),
  });
}

export function useAddDealNote(dealId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiRequest<DealNote>('POST', `${DEALS_PREFIX}/${dealId}/notes`, { body }),
    onSuccess: () => refreshDeals(queryClient),
  });
}
