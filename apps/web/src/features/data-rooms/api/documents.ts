import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnalyzeRoomDocumentInput, DocumentAnalytics, RoomDocumentAnalysis } from '@baobab/contracts/data-rooms';
import type { Task } from '@baobab/contracts/tasks';
import { apiGet, apiRequest } from '@/lib/api';
import { followTask, isTask } from '@/lib/tasks';
import { DATA_ROOMS_PATH, roomPath } from './data-rooms';

const documentPath = (roomId: number, documentId: number) => `${roomPath(roomId)}/documents/${documentId}`;

function useRefresh(roomId: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && (q.queryKey[0] === DATA_ROOMS_PATH || q.queryKey[0].startsWith(roomPath(roomId))),
    });
}

export function useRenameDocument(roomId: number) {
  const refresh = useRefresh(roomId);
  return useMutation({
    mutationFn: ({ documentId, name }: { documentId: number; name: string }) => apiRequest<{ id: number; name: string }>('PATCH', documentPath(roomId, documentId), { name }),
    onSuccess: refresh,
  });
}

export function useDeleteDocument(roomId: number) {
  const refresh = useRefresh(roomId);
  return useMutation({ mutationFn: (documentId: number) => apiRequest<void>('DELETE', documentPath(roomId, documentId)), onSuccess: refresh });
}

export function useRenameFolder(roomId: number) {
  const refresh = useRefresh(roomId);
  return useMutation({
    mutationFn: ({ folderId, name }: { folderId: number; name: string }) => apiRequest('PATCH', `${roomPath(roomId)}/folders/${folderId}`, { name }),
    onSuccess: refresh,
  });
}

export function useDeleteFolder(roomId: number) {
  const refresh = useRefresh(roomId);
  return useMutation({ mutationFn: (folderId: number) => apiRequest<void>('DELETE', `${roomPath(roomId)}/folders/${folderId}`), onSuccess: refresh });
}

export const useDocumentAnalytics = (roomId: number, documentId: number, enabled: boolean) =>
  useQuery({ queryKey: [`${documentPath(roomId, documentId)}/analytics`], queryFn: () => apiGet<DocumentAnalytics>(`${documentPath(roomId, documentId)}/analytics`), enabled });

export const useDocumentAnalysis = (roomId: number, documentId: number, enabled: boolean) =>
  useQuery({
    queryKey: [`${documentPath(roomId, documentId)}/analysis`],
    queryFn: () => apiGet<RoomDocumentAnalysis | null>(`${documentPath(roomId, documentId)}/analysis`),
    enabled,
  });

export function useAnalyzeDocument(roomId: number, documentId: number) {
  const queryClient = useQueryClient();
  const key = `${documentPath(roomId, documentId)}/analysis`;
  return useMutation({
    mutationFn: async (input: AnalyzeRoomDocumentInput) => {
      const answer = await apiRequest<RoomDocumentAnalysis | Task>('POST', key, input);
      if (!isTask(answer)) return answer;
      // A long document: the analysis finishes in a queued task, then is the document's latest.
      await followTask(answer.id);
      const analysis = await apiGet<RoomDocumentAnalysis | null>(key);
      if (!analysis) throw new Error('The analysis finished but could not be found. Reload the page to see it.');
      return analysis;
    },
    onSuccess: (result) => {
      queryClient.setQueryData([key], result);
      void queryClient.invalidateQueries({ queryKey: [`${roomPath(roomId)}/activity`] });
    },
  });
}

/**
 * Reports how long a view has been open: the running total every 15 s while the page is
 * visible, and once more with sendBeacon when the page is hidden or closed (a normal request
 * may be cancelled as the page goes away).
 */
export function reportViewDuration(roomId: number, viewId: number, seconds: number, final: boolean) {
  const url = `${roomPath(roomId)}/views/${viewId}/duration`;
  const body = JSON.stringify({ seconds: Math.max(0, Math.round(seconds)) });
  if (final && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
  void apiRequest('POST', url, JSON.parse(body)).catch(() => undefined);
}
