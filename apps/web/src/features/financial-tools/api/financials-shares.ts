import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Connection } from '@baobab/contracts/network';
import type { CreateFinancialsShareInput, FinancialsShare } from '@baobab/contracts/startup-access';
import { apiGet, apiRequest } from '@/lib/api';

const sharesPath = (startupId: number) => `/api/startups/${startupId}/financial-shares`;

/** The founder's shares of one startup's financials, active and ended. */
export const useFinancialsShares = (startupId: number) =>
  useQuery({ queryKey: [sharesPath(startupId)], queryFn: () => apiGet<FinancialsShare[]>(sharesPath(startupId)) });

/** The founder's accepted connections: the only people the server lets them share with. */
export const useShareableConnections = () =>
  useQuery({ queryKey: ['/api/users/connections'], queryFn: () => apiGet<Connection[]>('/api/users/connections') });

function useSharesMutation<T>(startupId: number, run: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: [sharesPath(startupId)] }) });
}

export const useShareFinancials = (startupId: number) =>
  useSharesMutation(startupId, (input: CreateFinancialsShareInput) => apiRequest<FinancialsShare>('POST', sharesPath(startupId), input));

export const useRevokeFinancialsShare = (startupId: number) =>
  useSharesMutation(startupId, (shareId: number) => apiRequest<void>('DELETE', `${sharesPath(startupId)}/${shareId}`));
