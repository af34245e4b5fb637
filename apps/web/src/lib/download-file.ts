import { ApiRequestError } from './api';

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
