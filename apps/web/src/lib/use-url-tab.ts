import { useCallback } from 'react';
import { useSearchParams } from 'wouter';

/**
 * The open tab lives in the URL (?tab=documents) so quick actions and shared links can open
 * a tab directly, and a change of language (which renders the screen again) keeps it; no value or an
 * unknown one falls back to `fallback`, the first tab unless given.
 */
export function useUrlTab<T extends string>(tabs: readonly T[], fallback: T = tabs[0]!): [T, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.find((t) => t === asked) ?? fallback;
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
