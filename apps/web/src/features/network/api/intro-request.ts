import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SendConnectionInput } from '@baobab/contracts/network';
import type { networkEndpoints } from '@baobab/contracts/network-endpoints';
import { networkRoutes } from '@baobab/contracts/network-routes';
import type { EndpointResponse } from '@baobab/contracts/endpoint';
import { callEndpoint } from '@/lib/call-endpoint';
import { introRequestKeys } from './intro-request-keys';

/** Who a Connect button reaches: a person, a startup (its founder) or an investor profile. */
export type ConnectTarget = { addresseeId: string } | { toStartupId: number } | { toInvestorId: number };

type SendResult = EndpointResponse<typeof networkEndpoints.sendConnection>;

/**
 * `onSent` runs as part of the mutation itself, not of the calling component: refetching the
 * people search can replace the card (and this form) before a per-call callback would run.
 */
export function useSendIntroRequest(onSent: (result: SendResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendConnectionInput) => callEndpoint(networkRoutes.sendConnection, { body: input }),
    onSuccess: (result) => {
      onSent(result);
      // Invitations, connections, network stats and people-search relations all change.
      return queryClient.invalidateQueries({ predicate: (q) => introRequestKeys.isAboutUsers(q.queryKey) });
    },
  });
}

type StatusTargets = { userIds?: string[]; startupIds?: number[]; investorIds?: number[] };

/**
 * Where the viewer stands with every person, startup and investor a screen shows, in one request
 * (GET /api/users/connections/status), each list comma-separated. Its key starts with /api/users, so sending,
 * accepting or declining a request (which invalidate those) refreshes it.
 */
export function useConnectionStatuses(targets: StatusTargets, isSignedIn: boolean) {
  const lists = Object.fromEntries(Object.entries(targets).flatMap(([key, ids]) => (ids?.length ? [[key, ids.join(',')]] : []))) as Record<string, string>;
  const query = new URLSearchParams(lists).toString();
  return useQuery({
    queryKey: introRequestKeys.connectionStatuses(query),
    queryFn: () => callEndpoint(networkRoutes.connectionStatus, { query: lists }),
    enabled: isSignedIn && query !== '',
  });
}
