import type { Query } from '@tanstack/react-query';

/**
 * Every data-room query key, from one factory (decision 0018): the room list, and each room's reads under
 * its `room(id)` key.
 */
export const dataRoomsKeys = {
  all: ['data-rooms'] as const,
  list: () => [...dataRoomsKeys.all, 'list'] as const,
  room: (roomId: number) => [...dataRoomsKeys.all, 'room', roomId] as const,
  grants: (roomId: number) => [...dataRoomsKeys.room(roomId), 'grants'] as const,
  activity: (roomId: number) => [...dataRoomsKeys.room(roomId), 'activity'] as const,
  accessRequests: (roomId: number) => [...dataRoomsKeys.room(roomId), 'access-requests'] as const,
  startupAccess: (startupId: number) => [...dataRoomsKeys.all, 'startup-access', startupId] as const,
  documentAnalytics: (roomId: number, documentId: number) => [...dataRoomsKeys.room(roomId), 'documents', documentId, 'analytics'] as const,
  /** The document analysis (served by the insights module, under the document's path). */
  documentAnalysis: (roomId: number, documentId: number) => [...dataRoomsKeys.room(roomId), 'documents', documentId, 'analysis'] as const,
};

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);

/**
 * The queries a change to a room reloads: the room list, and every read under that room (its detail, grants,
 * activity, access requests, a document's analytics and analysis). Without a room, the list only.
 */
export function roomQueries(roomId?: number): (query: Query) => boolean {
  const list = dataRoomsKeys.list();
  const room = roomId === undefined ? undefined : dataRoomsKeys.room(roomId);
  return (query) => startsWith(query.queryKey, list) || (room !== undefined && startsWith(query.queryKey, room));
}
