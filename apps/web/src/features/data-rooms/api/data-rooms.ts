import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDataRoomInput,
  CreateGrantInput,
  DataRoomActivity,
  DataRoomDetail,
  DataRoomFolder,
  DataRoomGrant,
  DataRoomList,
} from '@baobab/contracts/data-rooms';
import type { Connection } from '@baobab/contracts/network';
import type { ProfileResponse } from '@baobab/contracts/startups';
import { apiGet, apiRequest } from '@/lib/api';

export const DATA_ROOMS_PATH = '/api/data-rooms';
export const roomPath = (id: number) => `${DATA_ROOMS_PATH}/${id}`;
export const contentPath = (roomId: number, documentId: number, options: { version?: number; inline?: boolean } = {}) => {
  const params = new URLSearchParams();
  if (options.version) params.set('version', String(options.version));
  params.set('disposition', options.inline ? 'inline' : 'attachment');
  return `${roomPath(roomId)}/documents/${documentId}/content?${params}`;
};

export const useDataRooms = (enabled: boolean) => useQuery({ queryKey: [DATA_ROOMS_PATH], queryFn: () => apiGet<DataRoomList>(DATA_ROOMS_PATH), enabled });

export const useDataRoom = (id: number, enabled: boolean) =>
  useQuery({ queryKey: [roomPath(id)], queryFn: () => apiGet<DataRoomDetail>(roomPath(id)), retry: false, enabled });

export const useGrants = (id: number, enabled: boolean) =>
  useQuery({ queryKey: [`${roomPath(id)}/grants`], queryFn: () => apiGet<DataRoomGrant[]>(`${roomPath(id)}/grants`), enabled });

export const useActivity = (id: number, enabled: boolean) =>
  useQuery({ queryKey: [`${roomPath(id)}/activity`], queryFn: () => apiGet<DataRoomActivity>(`${roomPath(id)}/activity`), enabled });

/** The founder's startups, for choosing which one a new room belongs to. */
export const useOwnStartups = (enabled: boolean) =>
  useQuery({ queryKey: ['/api/profile'], queryFn: () => apiGet<ProfileResponse>('/api/profile'), enabled, select: (r) => r.profile.startups });

/** Accepted connections: the people an owner can grant access to directly. */
export const useConnections = (enabled: boolean) =>
  useQuery({ queryKey: ['/api/users/connections'], queryFn: () => apiGet<Connection[]>('/api/users/connections'), enabled });

/** Everything under this room (detail, grants, activity) and the room list reload together. */
function useRefreshRoom(id?: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && (q.queryKey[0] === DATA_ROOMS_PATH || (id !== undefined && q.queryKey[0].startsWith(roomPath(id)))),
    });
}

export function useCreateDataRoom() {
  const refresh = useRefreshRoom();
  return useMutation({ mutationFn: (input: CreateDataRoomInput) => apiRequest<DataRoomDetail>('POST', DATA_ROOMS_PATH, input), onSuccess: refresh });
}

export function useCreateFolder(roomId: number) {
  const refresh = useRefreshRoom(roomId);
  return useMutation({ mutationFn: (name: string) => apiRequest<DataRoomFolder>('POST', `${roomPath(roomId)}/folders`, { name }), onSuccess: refresh });
}

export function useCreateGrant(roomId: number) {
  const refresh = useRefreshRoom(roomId);
  return useMutation({ mutationFn: (input: CreateGrantInput) => apiRequest<DataRoomGrant>('POST', `${roomPath(roomId)}/grants`, input), onSuccess: refresh });
}

export function useRevokeGrant(roomId: number) {
  const refresh = useRefreshRoom(roomId);
  return useMutation({ mutationFn: (grantId: number) => apiRequest<void>('DELETE', `${roomPath(roomId)}/grants/${grantId}`), onSuccess: refresh });
}

export function useAcceptNda(roomId: number) {
  const refresh = useRefreshRoom(roomId);
  return useMutation({ mutationFn: () => apiRequest<void>('POST', `${roomPath(roomId)}/nda-acceptance`), onSuccess: refresh });
}

export function useRefreshAfterUpload(roomId: number) {
  return useRefreshRoom(roomId);
}
