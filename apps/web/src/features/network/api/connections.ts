import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Connection, Invitations, NetworkStats } from '@baobab/contracts/network';
import { apiGet, apiRequest } from '@/lib/api';
import { peopleSearchKey } from './search-people';

export const connectionsKey = ['/api/users/connections'] as const;
const invitationsKey = ['/api/users/connections/invitations'] as const;
const statsKey = ['/api/users/network-stats'] as const;

export const useConnections = (enabled = true) =>
  useQuery({ queryKey: connectionsKey, queryFn: () => apiGet<Connection[]>('/api/users/connections'), enabled });

export const useInvitations = (enabled = true) =>
  useQuery({ queryKey: invitationsKey, queryFn: () => apiGet<Invitations>('/api/users/connections/invitations'), enabled });

export const useNetworkStats = () => useQuery({ queryKey: statsKey, queryFn: () => apiGet<NetworkStats>('/api/users/network-stats') });

/** Every connection change can move a person between search, invitations, network and stats. */
function useInvalidateNetwork() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([connectionsKey, invitationsKey, statsKey, peopleSearchKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useSendConnection() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: (addresseeId: string) => apiRequest<{ status: Connection['status'] }>('POST', '/api/users/connections', { addresseeId }),
    onSuccess: invalidate,
  });
}

export function useRespondToConnection() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: ({ id, accept, note }: { id: number; accept: boolean; note?: string }) =>
      accept ? apiRequest<void>('POST', `/api/users/connections/${id}/accept`) : apiRequest<void>('POST', `/api/users/connections/${id}/decline`, note ? { note } : {}),
    // Refreshed on failure too: a 409 means someone answered first and the list is stale.
    onSettled: invalidate,
  });
}

export function useWithdrawConnection() {
  const invalidate = useInvalidateNetwork();
  return useMutation({ mutationFn: (id: number) => apiRequest<void>('POST', `/api/users/connections/${id}/withdraw`), onSettled: invalidate });
}
