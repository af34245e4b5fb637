import type { OcfImportWarning, CapTableExportFormat } from '@baobab/contracts/cap-table-exports';
import { financialToolsRoutes as routes } from '@baobab/contracts/financial-tools-routes';
import { ApiRequestError } from '@/lib/api';
import { endpointUrl } from '@/lib/call-endpoint';

export const capTableExportPath = (startupId: number, format: CapTableExportFormat) => endpointUrl(routes.capTableExport, { params: { id: startupId }, query: { format } });
export const waterfallExportPath = (startupId: number, format: CapTableExportFormat, exitValue: number) =>
  endpointUrl(routes.waterfallExport, { params: { id: startupId }, query: { format, exitValue } });

/** The ledger's entries (CSV), or its entries and the holdings on `asOf` (Excel). */
export const ledgerExportPath = (startupId: number, format: CapTableExportFormat, asOf: string) =>
  endpointUrl(routes.ledgerExport, { params: { id: startupId }, query: { format, asOf } });

// One download helper for every feature (lib/download-file.ts); re-exported for this feature's callers.
export { downloadFile } from '@/lib/download-file';

export const ocfPath = (startupId: number) => endpointUrl(routes.ocfExport, { params: { id: startupId } });

/** Sends an OCF package as it is (the server reads the .zip, so not as JSON); the answer is the saved table's result. */
/** Sends the package; answers what the import left out (each with the package's object id and why). */
export async function importOcfPackage(startupId: number, file: File): Promise<OcfImportWarning[]> {
  const response = await fetch(endpointUrl(routes.ocfImport, { params: { id: startupId } }), {
    method: routes.ocfImport.method,
    credentials: 'include',
    headers: { 'content-type': 'application/zip' },
    body: file,
  });
  if (!response.ok) throw new ApiRequestError(response.status, await response.text(), response.statusText);
  const body = (await response.json()) as { importWarnings?: OcfImportWarning[] };
  return body.importWarnings ?? [];
}
