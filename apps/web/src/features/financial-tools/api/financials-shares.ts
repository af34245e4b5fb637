import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startupAccessRoutes as routes } from '@baobab/contracts/startup-access-routes';
import type { CreateFinancialsShareInput } from '@baobab/contracts/startup-access';
import { callEndpoint } from '@/lib/call-endpoint';
import { financialToolsKeys } from './financial-tools-keys';

/** The founder's shares of one startup's financials, active and ended. */
export const useFinancialsShares = (startupId: number) =>
  useQuery({ queryKey: financialToolsKeys.financialsShares(startupId), queryFn: () => callEndpoint(routes.financialsShares, { params: { id: startupId } }) });

function useSharesMutation<T>(startupId: number, run: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: financialToolsKeys.financialsShares(startupId) }) });
}

export const useShareFinancials = (startupId: number) =>
  useSharesMutation(startupId, (input: CreateFinancialsShareInput) => callEndpoint(routes.shareFinancials, { params: { id: startupId }, body: input }));

export const useRevokeFinancialsShare = (startupId: number) =>
  useSharesMutation(startupId, (shareId: number) => callEndpoint(routes.revokeFinancialsShare, { params: { id: startupId, shareId } }));
