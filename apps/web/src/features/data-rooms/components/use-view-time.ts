import { useEffect, useRef } from 'react';
import { reportViewDuration } from '../api/documents';

const HEARTBEAT_MS = 15_000;

/**
 * Reports how long a view stays open while the tab is visible, keyed by that view's audit id:
 * a heartbeat while visible, and a final report when the tab is hidden, the page closes or the
 * viewer unmounts.
 */
export function useViewTime(roomId: number, viewId: number | null) {
  const visibleMs = useRef(0);
  const visibleSince = useRef<number | null>(null);

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
}
