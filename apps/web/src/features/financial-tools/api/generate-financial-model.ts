import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FinancialAssumptions, FinancialModelResult } from '@baobab/contracts/financial-tools';
import type { SavedFinancialModel } from '@baobab/contracts/financial-tools-api';
import { apiGet, apiRequest } from '@/lib/api';

const modelPath = (startupId: number) => `/api/startups/${startupId}/financial-model`;

export const savedFinancialModelQuery = (startupId: number) =>
  queryOptions({ queryKey: [modelPath(startupId)], queryFn: () => apiGet<SavedFinancialModel | null>(modelPath(startupId)) });

export const useSavedFinancialModel = (startupId: number) => useQuery(savedFinancialModelQuery(startupId));

export function useGenerateFinancialModel(startupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assumptions: FinancialAssumptions) => apiRequest<FinancialModelResult>('POST', modelPath(startupId), { assumptions }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [modelPath(startupId)] }),
  });
}
