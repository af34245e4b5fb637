import { useEffect, useState } from 'react';
import { documentViewerMessages as m } from '@baobab/contracts/data-room-viewer';
import { ApiRequestError } from '@/lib/api';
import { contentPath } from './data-rooms';

export type DocumentContent = {
  bytes: Uint8Array;
  contentType: string;
  /** This view's audit id, for reporting how long it stays open. */
  viewId: number | null;
  /** When the server answered (its Date header), so the drawn watermark names the same minute as the stamp in the bytes. */
  servedAt: Date;
};

async function fetchDocumentContent(roomId: number, documentId: number, signal: AbortSignal): Promise<DocumentContent> {
  const response = await fetch(contentPath(roomId, documentId, { inline: true }), { credentials: 'same-origin', signal }).catch((error: unknown) => {
    throw signal.aborted ? error : new Error(m.openFailed);
  });
  if (response.status === 404) throw new Error(m.gone);
  // The server's own words for a refusal it explains (NDA not accepted, a PDF it could not watermark).
  if (!response.ok) throw new Error(new ApiRequestError(response.status, await response.text(), response.statusText).serverMessage || m.openFailed);
  const served = new Date(response.headers.get('date') ?? '');
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
    viewId: Number(response.headers.get('x-view-id')) || null,
    servedAt: Number.isNaN(served.getTime()) ? new Date() : served,
  };
}

/**
 * A document's bytes, fetched once per opening and not cached: each fetch is one view in the
 * room's audit trail, and a grantee's bytes carry a watermark with the time of that view.
 */
export function useDocumentContent(roomId: number, documentId: number) {
  const [state, setState] = useState<{ content?: DocumentContent; error?: string }>({});
  useEffect(() => {
    const controller = new AbortController();
    setState({});
    fetchDocumentContent(roomId, documentId, controller.signal)
      .then((content) => setState({ content }))
      .catch((error: Error) => !controller.signal.aborted && setState({ error: error.message }));
    return () => controller.abort();
  }, [roomId, documentId]);
  return state;
}
