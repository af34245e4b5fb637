import type { CapTableExportFormat } from '@baobab/contracts/cap-table-exports-texts';
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

/** The name the server gave the file (its Content-Disposition), else the fallback. */
const fileNameOf = (response: Response, fallback: string) => /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/**
 * Fetches a download and hands it to the browser as a file. A plain link would show a refused
 * download (a view-only share gets 403) as a broken file; fetching first lets the screen show
 * the server's message instead.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) throw new ApiRequestError(response.status, await response.text(), response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; release it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const ocfPath = (startupId: number) => urlFor(endpoints.ocfExport, { params: { id: startupId } });

/** Sends an OCF package as it is (the server reads the .zip, so not as JSON); the answer is the saved table's result. */
export async function importOcfPackage(startupId: number, file: File): Promise<void> {
  const response = await fetch(urlFor(endpoints.ocfImport, { params: { id: startupId } }), {
    method: endpoints.ocfImport.method,
    credentials: 'include',
    headers: { 'content-type': 'application/zip' },
    body: file,
  });
  if (!response.ok) throw new ApiRequestError(response.status, await response.text(), response.statusText);
}
