import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnalyzeDocumentInput } from '@baobab/contracts/insights';
import type { DocumentAnalysisRecord } from '@baobab/contracts/insights-api';
import { ApiRequestError, apiGet, apiRequest } from '@/lib/api';
import { followTask, isTask } from '@/lib/tasks';

/** Pasted text, or a PDF, .docx or .pptx whose text the server extracts. */
export type DocumentSubmission = { kind: 'text'; input: AnalyzeDocumentInput } | { kind: 'pdf'; file: File; documentType: AnalyzeDocumentInput['documentType'] };
export type AnalyzeDocumentRequest = DocumentSubmission & { startupId: number };

async function uploadPdf(startupId: number, file: File, documentType: string): Promise<DocumentAnalysisRecord> {
  const form = new FormData();
  // The type goes first: the server reads fields that arrive before the file.
  form.append('documentType', documentType);
  form.append('file', file);
  const response = await fetch(`/api/documents/${startupId}/analyze-pdf`, { method: 'POST', credentials: 'include', body: form });
  if (!response.ok) throw new ApiRequestError(response.status, await response.text(), response.statusText);
  const body: unknown = await response.json();
  if (!isTask(body)) return body as DocumentAnalysisRecord;
  // A long document: its analysis finishes in a queued task, then is one of the startup's analyses.
  const { analysisId } = await followTask(body.id);
  const record = (await apiGet<DocumentAnalysisRecord[]>(`/api/startups/${startupId}/document-analyses`)).find((analysis) => analysis.id === analysisId);
  if (!record) throw new Error('The analysis finished but could not be found. Reload the page to see it.');
  return record;
}

export const analyzeDocument = (request: AnalyzeDocumentRequest) =>
  request.kind === 'text'
    ? apiRequest<DocumentAnalysisRecord>('POST', `/api/documents/${request.startupId}/analyze`, request.input)
    : uploadPdf(request.startupId, request.file, request.documentType);

const analysesKey = (startupId: number) => ['/api/startups', startupId, 'document-analyses'];

export function useAnalyzeDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeDocument,
    onSuccess: (record) => queryClient.invalidateQueries({ queryKey: analysesKey(record.startupId) }),
  });
}

/** Stored analyses of a startup; only its owner may read them, so the caller enables it for owners. */
export const useDocumentAnalyses = (startupId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: analysesKey(startupId ?? 0),
    queryFn: () => apiGet<DocumentAnalysisRecord[]>(`/api/startups/${startupId}/document-analyses`),
    enabled: enabled && startupId !== null,
  });
