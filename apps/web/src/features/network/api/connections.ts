import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { networkRoutes } from '@baobab/contracts/network-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { networkKeys } from './network-keys';

export const useInvitations = (enabled = true) =>
  useQuery({ queryKey: networkKeys.invitations(), queryFn: () => callEndpoint(networkRoutes.invitations), enabled });

/** The Network tiles and Analytics tab: the counts' one definition, shared with the dashboard (server modules/counts). */
export const useNetworkStats = (enabled = true) => useQuery({ queryKey: networkKeys.stats(), queryFn: () => callEndpoint(networkRoutes.stats), enabled });

/** Every connection change can move a person between search, invitations, network and stats. */
function useInvalidateNetwork() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [networkKeys.connections(), networkKeys.invitations(), networkKeys.stats(), networkKeys.peopleSearches()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useSendConnection() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: (addresseeId: string) => callEndpoint(networkRoutes.sendConnection, { body: { addresseeId } }),
    onSuccess: invalidate,
  });
}

export function useRespondToConnection() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: ({ id, accept, note }: { id: number; accept: boolean; note?: string }) =>
      accept
        ? callEndpoint(networkRoutes.accept, { params: { id } })
        : callEndpoint(networkRoutes.decline, { params: { id }, body: note ? { note } : {} }),
    // Refreshed on failure too: a 409 means someone answered first and the list is stale.
    onSettled: invalidate,
  });
}

export function useWithdrawConnection() {
  const invalidate = useInvalidateNetwork();
  return useMutation({ mutationFn: (id: number) => callEndpoint(networkRoutes.withdraw, { params: { id } }), onSettled: invalidate });
}
