import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders `fallback` first, then `children` in a second, interruptible pass: a deferred render is a
 * transition, which React builds a few milliseconds at a time and yields in between, instead of one
 * long task that leaves a phone unresponsive (and that Lighthouse counts as blocking time). For a
 * large tree that appears at once (a form of many fields, a table); what it shows is unchanged.
 */
export function InSlices({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const isDrawn = useDeferredValue(true, false);
  return isDrawn ? children : fallback;
}
