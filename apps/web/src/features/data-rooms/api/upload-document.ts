import type { DataRoomDocument } from '@baobab/contracts/data-rooms';
import { dataRoomsRoutes as routes } from '@baobab/contracts/data-rooms-routes';
import { uploadToEndpoint } from '@/lib/call-endpoint';

/**
 * Uploads one file as multipart (with progress: fetch() reports none). onProgress receives 0–100; the promise
 * settles with the server's document or its error.
 */
export function uploadDocument(roomId: number, file: File, folderId: number | null, onProgress: (percent: number) => void): Promise<DataRoomDocument> {
  const body = new FormData();
  body.append('file', file);
  return uploadToEndpoint(routes.upload, { params: { id: roomId }, query: { folderId: folderId || undefined } }, body, onProgress);
}
