import { useEffect, useRef, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';

/** However busy the screen, the deferred parts load after this long. */
const latestMs = 4000;

/**
 * True once the screen has asked for its data and has it (queries were in flight and none is any
 * more) and the browser has been idle once, or after 4 s at the latest; it stays true. The signed-in shell's extras (the user menu's Radix
 * chunk, the notification bell and its event stream) wait for it, so their dozen requests and
 * their evaluation do not compete with the screen's own chunks and API calls for a slow phone
 * connection and CPU before the screen's content is painted (Lighthouse LCP and TBT).
 */
export function useWhenScreenSettled(): boolean {
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
