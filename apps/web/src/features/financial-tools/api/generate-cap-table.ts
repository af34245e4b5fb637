import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateCapTableInput } from '@baobab/contracts/financial-tools';
import { financialToolsRoutes as routes } from '@baobab/contracts/financial-tools-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { financialToolsKeys } from './financial-tools-keys';

/** The cached cap table (null before the first one); read once when a startup is chosen. */
export const savedCapTableQuery = (startupId: number) =>
  queryOptions({ queryKey: financialToolsKeys.savedCapTable(startupId), queryFn: () => callEndpoint(routes.savedCapTable, { params: { id: startupId } }) });

export const useSavedCapTable = (startupId: number) => useQuery(savedCapTableQuery(startupId));

export function useGenerateCapTable(startupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCapTableInput) => callEndpoint(routes.generateCapTable, { params: { id: startupId }, body: input }),
    // Generating writes the ledger's opening position (decision 0031), so the ledger and its holdings change too.
    onSuccess: () => Promise.all([financialToolsKeys.savedCapTable(startupId), financialToolsKeys.ledger(startupId)].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
