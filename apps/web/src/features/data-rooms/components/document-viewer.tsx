import { useEffect, useRef, useState } from 'react';
import type { DataRoomDocument } from '@baobab/contracts/data-rooms';
import { Spinner } from '@/components/ui/spinner';
import { contentPath } from '../api/data-rooms';
import { reportViewDuration } from '../api/documents';

const HEARTBEAT_MS = 15_000;

/**
 * Shows a PDF or image inside the app, from bytes fetched once (one view in the audit trail),
 * and reports how long it was open while the tab was visible, keyed by that view's audit id.
 */
export function DocumentViewer({ roomId, document }: { roomId: number; document: DataRoomDocument }) {
  const [source, setSource] = useState<{ url: string; viewId: number | null }>();
  const [error, setError] = useState<string>();
  const visibleMs = useRef(0);
  const visibleSince = useRef<number | null>(null);

  useEffect(() => {
    let objectUrl: string | undefined;
    let cancelled = false;
    fetch(contentPath(roomId, document.id, { inline: true }), { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(response.status === 404 ? 'This document is no longer available to you' : 'The document could not be opened');
        const viewId = Number(response.headers.get('x-view-id')) || null;
        objectUrl = URL.createObjectURL(await response.blob());
        if (!cancelled) setSource({ url: objectUrl, viewId });
      })
      .catch((e: Error) => !cancelled && setError(e.message));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [roomId, document.id]);

  const viewId = source?.viewId ?? null;
  useEffect(() => {
    if (viewId === null) return;
    const now = () => performance.now();
    const total = () => (visibleMs.current + (visibleSince.current === null ? 0 : now() - visibleSince.current)) / 1000;
    visibleSince.current = window.document.visibilityState === 'visible' ? now() : null;
    const onVisibility = () => {
      if (window.document.visibilityState === 'visible') visibleSince.current = now();
      else {
        visibleMs.current += visibleSince.current === null ? 0 : now() - visibleSince.current;
        visibleSince.current = null;
        reportViewDuration(roomId, viewId, total(), true);
      }
    };
    const onHide = () => reportViewDuration(roomId, viewId, total(), true);
    const timer = window.setInterval(() => reportViewDuration(roomId, viewId, total(), false), HEARTBEAT_MS);
    window.document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.clearInterval(timer);
      window.document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onHide);
      reportViewDuration(roomId, viewId, total(), true);
    };
  }, [roomId, viewId]);

  if (error) return <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">{error}</p>;
  if (!source) return <Spinner className="m-8" />;
  return document.fileType === 'pdf' ? (
    <iframe title={document.name} src={source.url} className="h-[75vh] w-full rounded-lg border border-stone-200 bg-white" />
  ) : (
    <img src={source.url} alt={document.name} className="mx-auto max-h-[75vh] rounded-lg border border-stone-200 bg-white object-contain" />
  );
}
