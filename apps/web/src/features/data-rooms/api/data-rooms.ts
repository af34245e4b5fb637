import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateDataRoomInput, CreateGrantInput } from '@baobab/contracts/data-rooms';
import { dataRoomsRoutes as routes } from '@baobab/contracts/data-rooms-routes';
import { callEndpoint, endpointUrl } from '@/lib/call-endpoint';
import { dataRoomsKeys, roomQueries } from './data-rooms-keys';

/** A document's bytes as a link: downloaded (attachment) unless inline, the latest version unless one is named. */
export const contentPath = (roomId: number, documentId: number, options: { version?: number; inline?: boolean } = {}) =>
  endpointUrl(routes.content, {
    params: { id: roomId, documentId },
    query: { version: options.version || undefined, disposition: options.inline ? 'inline' : 'attachment' },
  });

/** The room's audit trail as a CSV download link. */
export const activityCsvPath = (roomId: number) => endpointUrl(routes.activityCsv, { params: { id: roomId } });

export const useDataRooms = (enabled: boolean) => useQuery({ queryKey: dataRoomsKeys.list(), queryFn: () => callEndpoint(routes.list), enabled });

export const useDataRoom = (id: number, enabled: boolean) =>
  useQuery({ queryKey: dataRoomsKeys.room(id), queryFn: () => callEndpoint(routes.get, { params: { id } }), retry: false, enabled });

export const useGrants = (id: number, enabled: boolean) =>
  useQuery({ queryKey: dataRoomsKeys.grants(id), queryFn: () => callEndpoint(routes.grants, { params: { id } }), enabled });

export const useActivity = (id: number, enabled: boolean) =>
  useQuery({ queryKey: dataRoomsKeys.activity(id), queryFn: () => callEndpoint(routes.activity, { params: { id } }), enabled });

/** Everything under this room (detail, grants, activity) and the room list reload together. */
export function useRefreshRoom(id?: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: roomQueries(id) });
}

export function useCreateDataRoom() {
  const refresh = useRefreshRoom();
  return useMutation({ mutationFn: (input: CreateDataRoomInput) => callEndpoint(routes.create, { body: input }), onSuccess: refresh });
}

export function useCreateFolder(roomId: number) {
  const refresh = useRefreshRoom(roomId);
  return useMutation({ mutationFn: (name: string) => callEndpoint(routes.createFolder, { params: { id: roomId }, body: { name } }), onSuccess: refresh });
}

export function useCreateGrant(roomId: number) {
  const refresh = useRefreshRoom(roomId);
  return useMutation({
    mutationFn: (input: CreateGrantInput) => callEndpoint(routes.createGrant, { params: { id: roomId }, body: input }),
    onSuccess: refresh,
  });
}

export function useRevokeGrant(roomId: number) {
  const refresh = useRefreshRoom(roomId);
  return useMutation({
    mutationFn: (grantId: number) => callEndpoint(routes.revokeGrant, { params: { id: roomId, grantId } }),
    onSuccess: refresh,
  });
}

export function useAcceptNda(roomId: number) {
  const refresh = useRefreshRoom(roomId);
  return useMutation({ mutationFn: () => callEndpoint(routes.acceptNda, { params: { id: roomId } }), onSuccess: refresh });
}

export function useRefreshAfterUpload(roomId: number) {
  return useRefreshRoom(roomId);
}
