import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';

/**
 * Directory filters live in the URL so a search can be shared and survives a reload.
 * Any filter change returns to page 1 (the spec's filter rule); empty values are removed.
 */
export function useUrlFilters(keys: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<string, string>, [keys, params]);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const update = useCallback(
    (changes: Record<string, string>) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      }),
    [setParams],
  );
  const setPage = useCallback((p: number) => update({ page: p > 1 ? String(p) : '' }), [update]);
  return { values, page, update, setPage };
}
