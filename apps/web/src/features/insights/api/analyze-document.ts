import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointResponse } from '@baobab/contracts/endpoint';
import type { AnalyzeDocumentInput } from '@baobab/contracts/insights';
import type { DocumentAnalysisRecord } from '@baobab/contracts/insights-api';
import type { insightsEndpoints } from '@baobab/contracts/insights-endpoints';
import { insightsRoutes } from '@baobab/contracts/insights-routes';
import { ApiRequestError } from '@/lib/api';
import { callEndpoint, endpointUrl } from '@/lib/call-endpoint';
import { followTask, isTask } from '@/lib/tasks';
import { insightsKeys } from './insights-keys';

/** Pasted text, or a PDF, .docx or .pptx whose text the server extracts. */
export type DocumentSubmission = { kind: 'text'; input: AnalyzeDocumentInput } | { kind: 'pdf'; file: File; documentType: AnalyzeDocumentInput['documentType'] };
export type AnalyzeDocumentRequest = DocumentSubmission & { startupId: number };

/** A startup's stored analyses (its owner only): the list the screen shows, and where a finished task's analysis is found. */
const getDocumentAnalyses = (startupId: number) => callEndpoint(insightsRoutes.documentAnalyses, { params: { id: startupId } });

async function uploadPdf(startupId: number, file: File, documentType: string): Promise<DocumentAnalysisRecord> {
  const form = new FormData();
  // The type goes first: the server reads fields that arrive before the file.
  form.append('documentType', documentType);
  form.append('file', file);
  // Multipart, so sent as it is rather than as JSON through callEndpoint; the URL still comes from the contract.
  const url = endpointUrl(insightsRoutes.analyzeUpload, { params: { id: startupId } });
  const response = await fetch(url, { method: 'POST', credentials: 'include', body: form });
  if (!response.ok) throw new ApiRequestError(response.status, await response.text(), response.statusText);
  const body = (await response.json()) as EndpointResponse<typeof insightsEndpoints.analyzeUpload>;
  if (!isTask(body)) return body;
  // A long document: its analysis finishes in a queued task, then is one of the startup's analyses.
  const { analysisId } = await followTask(body.id);
  const record = (await getDocumentAnalyses(startupId)).find((analysis) => analysis.id === analysisId);
  if (!record) throw new Error('The analysis finished but could not be found. Reload the page to see it.');
  return record;
}

export const analyzeDocument = (request: AnalyzeDocumentRequest) =>
  request.kind === 'text'
    ? callEndpoint(insightsRoutes.analyzeDocument, { params: { id: request.startupId }, body: request.input })
    : uploadPdf(request.startupId, request.file, request.documentType);

export function useAnalyzeDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeDocument,
    onSuccess: (record) => queryClient.invalidateQueries({ queryKey: insightsKeys.documentAnalyses(record.startupId) }),
  });
}

/** Stored analyses of a startup; only its owner may read them, so the caller enables it for owners. */
export const useDocumentAnalyses = (startupId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: insightsKeys.documentAnalyses(startupId ?? 0),
    queryFn: startupId === null ? skipToken : () => getDocumentAnalyses(startupId),
    enabled,
  });
