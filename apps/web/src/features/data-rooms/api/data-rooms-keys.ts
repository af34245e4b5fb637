import type { Query } from '@tanstack/react-query';
import { dataRoomsEndpoints as endpoints } from '@baobab/contracts/data-rooms-endpoints';
import { endpointUrl } from '@/lib/call-endpoint';

/**
 * Every data-room query key, from one factory (decision 0018). Each key is the one-element array of its read's
 * URL, as it was before the contracts, so a key's value never changed for anyone who matches it by value.
 */
export const dataRoomsKeys = {
  list: () => [endpointUrl(endpoints.list)] as const,
  room: (roomId: number) => [endpointUrl(endpoints.get, { params: { id: roomId } })] as const,
  grants: (roomId: number) => [endpointUrl(endpoints.grants, { params: { id: roomId } })] as const,
  activity: (roomId: number) => [endpointUrl(endpoints.activity, { params: { id: roomId } })] as const,
  accessRequests: (roomId: number) => [endpointUrl(endpoints.accessRequests, { params: { id: roomId } })] as const,
  startupAccess: (startupId: number) => [endpointUrl(endpoints.startupAccess, { params: { id: startupId } })] as const,
  documentAnalytics: (roomId: number, documentId: number) =>
    [endpointUrl(endpoints.documentAnalytics, { params: { id: roomId, documentId } })] as const,
  /** The document analysis (served by the insights module, under the document's path). */
  documentAnalysis: (roomId: number, documentId: number) =>
    [`${endpointUrl(endpoints.renameDocument, { params: { id: roomId, documentId } })}/analysis`] as const,
};

/**
 * The queries a change to a room reloads: the room list, and every read under that room (its detail, grants,
 * activity, access requests, a document's analytics and analysis). Without a room, the list only.
 */
export function roomQueries(roomId?: number): (query: Query) => boolean {
  const [list] = dataRoomsKeys.list();
  const room = roomId === undefined ? undefined : dataRoomsKeys.room(roomId)[0];
  return (query) => {
    const [key] = query.queryKey;
    if (typeof key !== 'string') return false;
    return key === list || (room !== undefined && (key === room || key.startsWith(`${room}/`)));
  };
}
