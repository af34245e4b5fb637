import { roundDocumentsRoutes as routes } from '@baobab/contracts/round-documents-routes';
import type { RoundDocumentFormat } from '@baobab/contracts/round-documents';
import { endpointUrl } from '@/lib/call-endpoint';

export type RoundDocumentKind = 'term-sheet' | 'pro-forma';

/** A saved scenario's round document: its term-sheet summary or pro-forma cap table, as PDF or Excel. */
export const roundDocumentPath = (startupId: number, scenarioId: number, kind: RoundDocumentKind, format: RoundDocumentFormat) =>
  endpointUrl(kind === 'term-sheet' ? routes.termSheet : routes.proForma, { params: { id: startupId, scenarioId }, query: { format } });

// One download helper for every feature (lib/download-file.ts); re-exported for this feature's callers.
export { downloadFile } from '@/lib/download-file';
