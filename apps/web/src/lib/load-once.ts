import type { FulfilledReactPromise } from 'react';

export type LoadOnce<T> = {
  /** Downloads once; a failed download rejects, and the next call tries again. */
  load: () => Promise<T>;
  /** Starts the download where nothing waits for it (a form focused, a button pointed at). */
  preload: () => void;
  /** What arrived, once it has. */
  loaded: () => T | undefined;
};

/**
 * Code the screen needs later, loaded when first asked for rather than with the screen (a form's
 * schema and zod, a tab's chunk, the cap table's checks): imported with the screen, it was fetched
 * and run before the screen's first paint (bench/README.md, "No zod before the first paint").
 *
 * The promise is marked fulfilled when it settles, React's convention: `use(load())` then returns
 * at once instead of suspending for code that has already arrived (preloadable.tsx).
 */
export function loadOnce<T>(importer: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  const load = (): Promise<T> => {
    if (!loading) {
      const promise = importer().then(
        (result) => {
          value = result;
          Object.assign(promise, { status: 'fulfilled', value: result } satisfies Pick<FulfilledReactPromise<T>, 'status' | 'value'>);
          return result;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      loading = promise;
    }
    return loading;
  };
  return { load, preload: () => void load().catch(() => undefined), loaded: () => value };
}
