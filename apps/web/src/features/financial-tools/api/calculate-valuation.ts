import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { financialToolsRoutes as routes } from '@baobab/contracts/financial-tools-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { financialToolsKeys } from './financial-tools-keys';

export const savedValuationQuery = (startupId: number) =>
  queryOptions({ queryKey: financialToolsKeys.savedValuation(startupId), queryFn: () => callEndpoint(routes.savedValuation, { params: { id: startupId } }) });

export const useSavedValuation = (startupId: number) => useQuery(savedValuationQuery(startupId));

export function useCalculateValuation(startupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(routes.calculateValuation, { params: { id: startupId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financialToolsKeys.savedValuation(startupId) }),
  });
}
