import type { CapTableExportFormat } from '@baobab/contracts/cap-table-exports';
import { ApiRequestError } from '@/lib/api';

export const capTableExportPath = (startupId: number, format: CapTableExportFormat) => `/api/startups/${startupId}/cap-table/export?format=${format}`;
export const waterfallExportPath = (startupId: number, format: CapTableExportFormat, exitValue: number) =>
  `/api/startups/${startupId}/cap-table/waterfall/export?format=${format}&exitValue=${exitValue}`;

/** The ledger's entries (CSV), or its entries and the holdings on `asOf` (Excel). */
export const ledgerExportPath = (startupId: number, format: CapTableExportFormat, asOf: string) => `/api/startups/${startupId}/cap-table/ledger/export?format=${format}&asOf=${asOf}`;

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

export const ocfPath = (startupId: number) => `/api/startups/${startupId}/cap-table/ocf`;

/** Sends an OCF package as it is (the server reads the .zip); the answer is the saved table's result. */
export async function importOcfPackage(startupId: number, file: File): Promise<void> {
  const response = await fetch(ocfPath(startupId), { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/zip' }, body: file });
  if (!response.ok) throw new ApiRequestError(response.status, await response.text(), response.statusText);
}
