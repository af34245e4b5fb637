import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApproveAccessRequestInput } from '@baobab/contracts/data-rooms';
import { dataRoomsRoutes as routes } from '@baobab/contracts/data-rooms-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshRoom } from './data-rooms';
import { dataRoomsKeys } from './data-rooms-keys';

/** The startup's rooms and where the signed-in user stands with each. */
export const useStartupRoomAccess = (startupId: number, enabled: boolean) =>
  useQuery({
    queryKey: dataRoomsKeys.startupAccess(startupId),
    queryFn: () => callEndpoint(routes.startupAccess, { params: { id: startupId } }),
    enabled,
  });

export function useRequestAccess(startupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roomId, message }: { roomId: number; message?: string }) =>
      callEndpoint(routes.requestAccess, { params: { id: roomId }, body: message ? { message } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataRoomsKeys.startupAccess(startupId) }),
  });
}

export const useAccessRequests = (roomId: number, enabled: boolean) =>
  useQuery({
    queryKey: dataRoomsKeys.accessRequests(roomId),
    queryFn: () => callEndpoint(routes.accessRequests, { params: { id: roomId } }),
    enabled,
  });

/** Deciding a request changes the requests, the grants and the trail: reload everything under the room. */
export function useApproveRequest(roomId: number) {
  const refresh = useRefreshRoom(roomId);
  return useMutation({
    mutationFn: ({ requestId, input }: { requestId: number; input: ApproveAccessRequestInput }) =>
      callEndpoint(routes.approveRequest, { params: { id: roomId, requestId }, body: input }),
    onSuccess: refresh,
  });
}

export function useDeclineRequest(roomId: number) {
  const refresh = useRefreshRoom(roomId);
  return useMutation({
    mutationFn: (requestId: number) => callEndpoint(routes.declineRequest, { params: { id: roomId, requestId } }),
    onSuccess: refresh,
  });
}
