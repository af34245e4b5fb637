import type { Endpoint, EndpointInput } from '@baobab/contracts/endpoint';
import { roundDocumentsEndpoints as endpoints } from '@baobab/contracts/round-documents-endpoints';
import type { RoundDocumentFormat } from '@baobab/contracts/round-documents';
import { endpointUrl } from '@/lib/call-endpoint';

const urlFor = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>) => endpointUrl(endpoint, input as Parameters<typeof endpointUrl>[1]);

export type RoundDocumentKind = 'term-sheet' | 'pro-forma';

/** A saved scenario's round document: its term-sheet summary or pro-forma cap table, as PDF or Excel. */
export const roundDocumentPath = (startupId: number, scenarioId: number, kind: RoundDocumentKind, format: RoundDocumentFormat) =>
  urlFor(kind === 'term-sheet' ? endpoints.termSheet : endpoints.proForma, { params: { id: startupId, scenarioId }, query: { format } });

// One download helper for every feature (lib/download-file.ts); re-exported for this feature's callers.
export { downloadFile } from '@/lib/download-file';
