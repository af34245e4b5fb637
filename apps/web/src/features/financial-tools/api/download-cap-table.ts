import type { OcfImportWarning, CapTableExportFormat } from '@baobab/contracts/cap-table-exports';
import type { Endpoint, EndpointInput } from '@baobab/contracts/endpoint';
import { financialToolsEndpoints as endpoints } from '@baobab/contracts/financial-tools-endpoints';
import { ApiRequestError } from '@/lib/api';
import { endpointUrl } from '@/lib/call-endpoint';

/** An endpoint's URL (a download's, the OCF upload's), its path parameters and query typed from the contract like a call's. */
const urlFor = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>) => endpointUrl(endpoint, input as Parameters<typeof endpointUrl>[1]);

export const capTableExportPath = (startupId: number, format: CapTableExportFormat) => urlFor(endpoints.capTableExport, { params: { id: startupId }, query: { format } });
export const waterfallExportPath = (startupId: number, format: CapTableExportFormat, exitValue: number) =>
  urlFor(endpoints.waterfallExport, { params: { id: startupId }, query: { format, exitValue } });

/** The ledger's entries (CSV), or its entries and the holdings on `asOf` (Excel). */
export const ledgerExportPath = (startupId: number, format: CapTableExportFormat, asOf: string) =>
  urlFor(endpoints.ledgerExport, { params: { id: startupId }, query: { format, asOf } });

// One download helper for every feature (lib/download-file.ts); re-exported for this feature's callers.
export { downloadFile } from '@/lib/download-file';

export const ocfPath = (startupId: number) => urlFor(endpoints.ocfExport, { params: { id: startupId } });

/** Sends an OCF package as it is (the server reads the .zip, so not as JSON); the answer is the saved table's result. */
/** Sends the package; answers what the import left out (each with the package's object id and why). */
export async function importOcfPackage(startupId: number, file: File): Promise<OcfImportWarning[]> {
  const response = await fetch(urlFor(endpoints.ocfImport, { params: { id: startupId } }), {
    method: endpoints.ocfImport.method,
    credentials: 'include',
    headers: { 'content-type': 'application/zip' },
    body: file,
  });
  if (!response.ok) throw new ApiRequestError(response.status, await response.text(), response.statusText);
  const body = (await response.json()) as { importWarnings?: OcfImportWarning[] };
  return body.importWarnings ?? [];
}
