import { Children, startTransition, useEffect, useState, type Key, type ReactElement, type ReactNode } from 'react';

/**
 * Renders its children one after another, each in a commit of its own with a browser task in between,
 * instead of all of them in one. A long screen that arrives at once (the cap table workspace: its
 * editor, the waterfall, the result, scenarios, the ledger) was one long task to commit even when
 * rendered in slices (InSlices); in stages, a phone paints and answers a tap between them, and
 * Lighthouse counts several short tasks instead of one long one. Give each child a key: a child that
 * appears later (null before) must not shift the others' identity.
 */
export function InStages({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children) as ReactElement[];
  // Keys shown so far: a child once shown stays, whatever appears before it later.
  const [shown, setShown] = useState<ReadonlySet<Key | null>>(() => new Set(parts.slice(0, 1).map((part) => part.key)));
  const nextKey = parts.find((part) => !shown.has(part.key))?.key;
  useEffect(() => {
    if (nextKey === undefined) return;
    const timer = setTimeout(() => startTransition(() => setShown((keys) => new Set(keys).add(nextKey))), 0);
    return () => clearTimeout(timer);
  }, [nextKey]);
  return parts.filter((part) => shown.has(part.key));
}
