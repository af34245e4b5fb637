import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnalyzeRoomDocumentInput } from '@baobab/contracts/data-rooms';
import { dataRoomsRoutes as routes } from '@baobab/contracts/data-rooms-routes';
import { insightsRoutes } from '@baobab/contracts/insights-routes';
import { callEndpoint, endpointUrl } from '@/lib/call-endpoint';
import { followTask, isTask } from '@/lib/tasks';
import { useRefreshRoom } from './data-rooms';
import { dataRoomsKeys } from './data-rooms-keys';

export function useRenameDocument(roomId: number) {
  const refresh = useRefreshRoom(roomId);
  return useMutation({
    mutationFn: ({ documentId, name }: { documentId: number; name: string }) =>
      callEndpoint(routes.renameDocument, { params: { id: roomId, documentId }, body: { name } }),
    onSuccess: refresh,
  });
}

export function useDeleteDocument(roomId: number) {
  const refresh = useRefreshRoom(roomId);
  return useMutation({
    mutationFn: (documentId: number) => callEndpoint(routes.deleteDocument, { params: { id: roomId, documentId } }),
    onSuccess: refresh,
  });
}

export function useRenameFolder(roomId: number) {
  const refresh = useRefreshRoom(roomId);
  return useMutation({
    mutationFn: ({ folderId, name }: { folderId: number; name: string }) =>
      callEndpoint(routes.renameFolder, { params: { id: roomId, folderId }, body: { name } }),
    onSuccess: refresh,
  });
}

export function useDeleteFolder(roomId: number) {
  const refresh = useRefreshRoom(roomId);
  return useMutation({
    mutationFn: (folderId: number) => callEndpoint(routes.deleteFolder, { params: { id: roomId, folderId } }),
    onSuccess: refresh,
  });
}

export const useDocumentAnalytics = (roomId: number, documentId: number, enabled: boolean) =>
  useQuery({
    queryKey: dataRoomsKeys.documentAnalytics(roomId, documentId),
    queryFn: () => callEndpoint(routes.documentAnalytics, { params: { id: roomId, documentId } }),
    enabled,
  });

/** The document analysis is served by the insights module, so its contract is in insights-endpoints. */
const analysisParams = (roomId: number, documentId: number) => ({ params: { id: roomId, documentId } });

export const useDocumentAnalysis = (roomId: number, documentId: number, enabled: boolean) =>
  useQuery({
    queryKey: dataRoomsKeys.documentAnalysis(roomId, documentId),
    queryFn: () => callEndpoint(insightsRoutes.roomDocumentAnalysis, analysisParams(roomId, documentId)),
    enabled,
  });

export function useAnalyzeDocument(roomId: number, documentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AnalyzeRoomDocumentInput) => {
      const answer = await callEndpoint(insightsRoutes.analyzeRoomDocument, { ...analysisParams(roomId, documentId), body: input });
      if (!isTask(answer)) return answer;
      // A long document: the analysis finishes in a queued task, then is the document's latest.
      await followTask(answer.id);
      const analysis = await callEndpoint(insightsRoutes.roomDocumentAnalysis, analysisParams(roomId, documentId));
      if (!analysis) throw new Error('The analysis finished but could not be found. Reload the page to see it.');
      return analysis;
    },
    onSuccess: (result) => {
      queryClient.setQueryData(dataRoomsKeys.documentAnalysis(roomId, documentId), result);
      void queryClient.invalidateQueries({ queryKey: dataRoomsKeys.activity(roomId) });
    },
  });
}

/**
 * Reports how long a view has been open: the running total every 15 s while the page is
 * visible, and once more with sendBeacon when the page is hidden or closed (a normal request
 * may be cancelled as the page goes away).
 */
export function reportViewDuration(roomId: number, viewId: number, seconds: number, final: boolean) {
  const params = { id: roomId, viewId };
  const body = { seconds: Math.max(0, Math.round(seconds)) };
  const url = endpointUrl(routes.viewDuration, { params });
  if (final && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([JSON.stringify(body)], { type: 'application/json' }))) return;
  void callEndpoint(routes.viewDuration, { params, body }).catch(() => undefined);
}
