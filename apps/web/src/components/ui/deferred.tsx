import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIsFetching } from '@tanstack/react-query';

/**
 * Renders `children` (typically a lazy component: a dialog with its form and zod, the shell's bell,
 * language switch and user menu) only once the screen has its data, and `placeholder` until then and
 * while its chunk loads. A chunk requested during the screen's first render is fetched before its
 * first paint on a slow phone connection (Lighthouse counts it into LCP); after it, it costs the first
 * paint nothing. `isNeededNow` renders it at once (a click on the placeholder). Give the placeholder
 * the size of what replaces it (the same button, inactive) so nothing shifts.
 */
export function Deferred({ placeholder = null, isNeededNow = false, children }: { placeholder?: ReactNode; isNeededNow?: boolean; children: ReactNode }) {
  const isSettled = useWhenScreenSettled();
  if (!isSettled && !isNeededNow) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}

/** However busy the screen, the deferred parts load after this long. */
const latestMs = 4000;

/**
 * True once the screen has asked for its data and has it (queries were in flight and none is any
 * more) and the browser has been idle once, or after 4 s at the latest; it stays true. The signed-in shell's extras (the user menu's Radix
 * chunk, the notification bell and its event stream) wait for it, so their dozen requests and
 * their evaluation do not compete with the screen's own chunks and API calls for a slow phone
 * connection and CPU before the screen's content is painted (Lighthouse LCP and TBT).
 */
function useWhenScreenSettled(): boolean {
  const fetching = useIsFetching();
  const [isSettled, setSettled] = useState(false);
  // The screen's chunk may still be arriving when this mounts: no query yet is not "settled".
  const hasFetched = useRef(false);
  if (fetching > 0) hasFetched.current = true;
  useEffect(() => {
    if (isSettled) return;
    const latest = setTimeout(() => setSettled(true), latestMs);
    return () => clearTimeout(latest);
  }, [isSettled]);
  useEffect(() => {
    if (isSettled || fetching > 0 || !hasFetched.current) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setSettled(true), 200);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(() => setSettled(true), { timeout: 1000 });
    return () => window.cancelIdleCallback(idle);
  }, [isSettled, fetching]);
  return isSettled;
}
