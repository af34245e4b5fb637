import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ValuationResult } from '@baobab/contracts/financial-tools';
import type { SavedValuation } from '@baobab/contracts/financial-tools-api';
import { apiGet, apiRequest } from '@/lib/api';

const valuationPath = (startupId: number) => `/api/startups/${startupId}/valuation`;

export const savedValuationQuery = (startupId: number) =>
  queryOptions({ queryKey: [valuationPath(startupId)], queryFn: () => apiGet<SavedValuation | null>(valuationPath(startupId)) });

export const useSavedValuation = (startupId: number) => useQuery(savedValuationQuery(startupId));

export function useCalculateValuation(startupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ValuationResult>('POST', valuationPath(startupId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [valuationPath(startupId)] }),
  });
}
