import { Children, startTransition, useEffect, useState, type Key, type ReactElement, type ReactNode } from 'react';

/** Runs `next` once the browser has painted what is on screen: the animation frame comes before the paint, a task queued from it after. A hidden page paints nothing and gets no frames, so it only yields a task. */
function afterPaint(next: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (document.hidden) {
    timer = setTimeout(next, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(next, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Renders its children one after another, each in a commit of its own once the browser has painted
 * the one before, instead of all of them in one long task that leaves a phone unresponsive and that
 * Lighthouse counts as blocking time. Each stage is a transition: React builds it a few milliseconds
 * at a time and yields in between.
 *
 * Without `fallback`, the first child shows at once (the cap table workspace: its editor, then the
 * waterfall, the result, scenarios, the ledger). With `fallback`, that shows alone in the first
 * commit and the children follow: for a large tree that appears at once (the metrics screen's
 * table and charts), or a part whose own chunk must not be requested before the screen's heading
 * has painted (AI Insights' tabs: requested in the same render, the chunk was fetched before the
 * heading's first paint and Lighthouse counted it into the largest paint, bench/README.md).
 *
 * Give each child a key when children come and go: a child that appears later (null before) must
 * not shift the others' identity.
 */
export function InStages({ fallback, children }: { fallback?: ReactNode; children: ReactNode }) {
  const parts = Children.toArray(children) as ReactElement[];
  const hasFallback = fallback !== undefined;
  // Keys shown so far: a child once shown stays, whatever appears before it later.
  const [shown, setShown] = useState<ReadonlySet<Key | null>>(() => new Set(hasFallback ? [] : parts.slice(0, 1).map((part) => part.key)));
  const nextKey = parts.find((part) => !shown.has(part.key))?.key;
  useEffect(() => {
    if (nextKey === undefined) return;
    return afterPaint(() => startTransition(() => setShown((keys) => new Set(keys).add(nextKey))));
  }, [nextKey]);
  const drawn = parts.filter((part) => shown.has(part.key));
  // Also when the only child is replaced (a new key: the workspace after an import) until it is drawn.
  return hasFallback && drawn.length === 0 && parts.length > 0 ? fallback : drawn;
}
