import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectionStatus, SendConnectionInput } from '@baobab/contracts/network';
import type { ViewerConnections } from '@baobab/contracts/viewer-relations';
import { apiGet, apiRequest } from '@/lib/api';

/** Who a Connect button reaches: a person, a startup (its founder) or an investor profile. */
export type ConnectTarget = { addresseeId: string } | { toStartupId: number } | { toInvestorId: number };

type SendResult = { id: number; status: ConnectionStatus };

/**
 * `onSent` runs as part of the mutation itself, not of the calling component: refetching the
 * people search can replace the card (and this form) before a per-call callback would run.
 */
export function useSendIntroRequest(onSent: (result: SendResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendConnectionInput) => apiRequest<SendResult>('POST', '/api/users/connections', input),
    onSuccess: (result) => {
      onSent(result);
      // Invitations, connections, network stats and people-search relations all change.
      return queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/users') });
    },
  });
}

type StatusTargets = { userIds?: string[]; startupIds?: number[]; investorIds?: number[] };

/**
 * Where the viewer stands with every person, startup and investor a screen shows, in one request
 * (GET /api/users/connections/status). Its key starts with /api/users, so sending, accepting or
 * declining a request (which invalidate those) refreshes it.
 */
export function useConnectionStatuses(targets: StatusTargets, isSignedIn: boolean) {
  const params = new URLSearchParams();
  for (const [key, ids] of Object.entries(targets)) if (ids?.length) params.set(key, ids.join(','));
  const query = params.toString();
  return useQuery({
    queryKey: ['/api/users/connections/status', query],
    queryFn: () => apiGet<ViewerConnections>(`/api/users/connections/status?${query}`),
    enabled: isSignedIn && query !== '',
  });
}
