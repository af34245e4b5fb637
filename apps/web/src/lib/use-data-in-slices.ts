import { useDeferredValue } from 'react';

/**
 * A query's data drawn as a deferred value: React renders the list or grid built from it in a
 * transition, a few milliseconds at a time with yields in between, instead of one long task when
 * the data arrives (a phone stays responsive; Lighthouse counts less blocking time). `drawn` is
 * what to render; `isCatchingUp` is true while data has arrived but its first deferred pass has
 * not run yet (show the loading state then, not an empty list).
 */
export function useDataInSlices<T>(data: T | undefined): { drawn: T | undefined; isCatchingUp: boolean } {
  const drawn = useDeferredValue(data);
  return { drawn, isCatchingUp: data !== undefined && drawn === undefined };
}
