import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessRequest, ApproveAccessRequestInput, DataRoomGrant, StartupRoomAccess } from '@baobab/contracts/data-rooms';
import { apiGet, apiRequest } from '@/lib/api';
import { DATA_ROOMS_PATH, roomPath } from './data-rooms';

const startupAccessPath = (startupId: number) => `/api/startups/${startupId}/data-room-access`;

/** The startup's rooms and where the signed-in user stands with each. */
export const useStartupRoomAccess = (startupId: number, enabled: boolean) =>
  useQuery({ queryKey: [startupAccessPath(startupId)], queryFn: () => apiGet<StartupRoomAccess[]>(startupAccessPath(startupId)), enabled });

export function useRequestAccess(startupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roomId, message }: { roomId: number; message?: string }) =>
      apiRequest<StartupRoomAccess>('POST', `${roomPath(roomId)}/access-requests`, message ? { message } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [startupAccessPath(startupId)] }),
  });
}

export const useAccessRequests = (roomId: number, enabled: boolean) =>
  useQuery({ queryKey: [`${roomPath(roomId)}/access-requests`], queryFn: () => apiGet<AccessRequest[]>(`${roomPath(roomId)}/access-requests`), enabled });

/** Deciding a request changes the requests, the grants and the trail: reload everything under the room. */
function useRefresh(roomId: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && (q.queryKey[0] === DATA_ROOMS_PATH || q.queryKey[0].startsWith(roomPath(roomId))),
    });
}

export function useApproveRequest(roomId: number) {
  const refresh = useRefresh(roomId);
  return useMutation({
    mutationFn: ({ requestId, input }: { requestId: number; input: ApproveAccessRequestInput }) =>
      apiRequest<DataRoomGrant>('POST', `${roomPath(roomId)}/access-requests/${requestId}/approve`, input),
    onSuccess: refresh,
  });
}

export function useDeclineRequest(roomId: number) {
  const refresh = useRefresh(roomId);
  return useMutation({ mutationFn: (requestId: number) => apiRequest<void>('POST', `${roomPath(roomId)}/access-requests/${requestId}/decline`), onSuccess: refresh });
}
