import type { DataRoomDocument } from '@baobab/contracts/data-rooms';
import { ApiRequestError } from '@/lib/api';
import { roomPath } from './data-rooms';

/**
 * Multipart upload through XMLHttpRequest, because fetch() reports no upload progress.
 * onProgress receives 0–100; the promise settles with the server's document or its error.
 */
export function uploadDocument(roomId: number, file: File, folderId: number | null, onProgress: (percent: number) => void): Promise<DataRoomDocument> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${roomPath(roomId)}/documents${folderId ? `?folderId=${folderId}` : ''}`);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(JSON.parse(request.responseText) as DataRoomDocument);
      else reject(new ApiRequestError(request.status, request.responseText, request.statusText));
    };
    request.onerror = () => reject(new Error('The upload was interrupted; check your connection and try again'));
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}
