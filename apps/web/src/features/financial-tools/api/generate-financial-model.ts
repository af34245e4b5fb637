import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FinancialAssumptionsInput } from '@baobab/contracts/financial-tools';
import { financialToolsRoutes as routes } from '@baobab/contracts/financial-tools-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { financialToolsKeys } from './financial-tools-keys';

export const savedFinancialModelQuery = (startupId: number) =>
  queryOptions({ queryKey: financialToolsKeys.savedFinancialModel(startupId), queryFn: () => callEndpoint(routes.savedFinancialModel, { params: { id: startupId } }) });

export const useSavedFinancialModel = (startupId: number) => useQuery(savedFinancialModelQuery(startupId));

export function useGenerateFinancialModel(startupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assumptions: FinancialAssumptionsInput) => callEndpoint(routes.generateFinancialModel, { params: { id: startupId }, body: { assumptions } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financialToolsKeys.savedFinancialModel(startupId) }),
  });
}
