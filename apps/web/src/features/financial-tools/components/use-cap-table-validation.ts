import { startTransition, useEffect, useState } from 'react';
import { loadOnce } from '@/lib/load-once';

const checks = loadOnce(() => import('./cap-table-validation'));
type Validation = Awaited<ReturnType<typeof checks.load>>;

/**
 * The cap table's checks (cap-table-validation.ts), null until their code has arrived: the editor
 * paints first, and its errors and the exit waterfall follow in a later task. A download that
 * fails is thrown to the error boundary.
 */
export function useCapTableValidation(): Validation | null {
  const [validation, setValidation] = useState<Validation | null>(() => checks.loaded() ?? null);
  useEffect(() => {
    if (validation) return;
    let isMounted = true;
    checks.load().then(
      // A transition: React renders the checked draft and the waterfall a few milliseconds at a time.
      (module) => isMounted && startTransition(() => setValidation(module)),
      (error: unknown) =>
        isMounted &&
        setValidation(() => {
          throw error;
        }),
    );
    return () => {
      isMounted = false;
    };
  }, [validation]);
  return validation;
}
