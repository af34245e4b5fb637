import { useEffect, useState, type ReactNode } from 'react';

/** Once the page has painted, a later screen or tab has no first paint to protect. */
let hasPagePainted = false;

/**
 * Renders `fallback` in the first frame and `children` once it has been painted. For a part whose
 * code is its own chunk, shown with the screen's heading (AI Insights' tabs): requested in the same
 * render, the chunk and what it imports were fetched before the heading's first paint, and
 * Lighthouse's simulation of a slow phone connection counted them into the largest paint
 * (bench/README.md). A frame later, they cost the heading nothing. After the page's first paint
 * (a tab opened, another screen), children render at once.
 */
export function AfterFirstPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [isPainted, setPainted] = useState(hasPagePainted);
  useEffect(() => {
    if (isPainted) return;
    // The next animation frame comes before the paint; a task queued from it runs after.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        hasPagePainted = true;
        setPainted(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [isPainted]);
  return isPainted ? children : fallback;
}
