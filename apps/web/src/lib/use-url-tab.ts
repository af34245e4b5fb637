import { useCallback } from 'react';
import { useSearchParams } from 'wouter';

/**
 * The open tab lives in the URL (?tab=documents) so quick actions and shared links can open
 * a tab directly; an unknown value falls back to the first tab.
 */
export function useUrlTab<T extends string>(tabs: readonly T[]): [T, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.find((t) => t === asked) ?? tabs[0]!;
  const setTab = useCallback(
    (next: string) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          updated.set('tab', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, setTab];
}
