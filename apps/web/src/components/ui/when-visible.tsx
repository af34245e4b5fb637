import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/**
 * Renders `children` once this spot comes within 300 px of the viewport, and until then an empty
 * box of the size they will take (`className`/`style`), so nothing shifts when they arrive. For
 * heavy parts below the fold (recharts charts: an 80 KB chunk and long rendering tasks) that a
 * phone should not download and run before the screen's first content is painted.
 */
export function WhenVisible({ className, style, children }: { className?: string; style?: CSSProperties; children: ReactNode }) {
  const spot = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const element = spot.current;
    if (isNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '300px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return isNear ? children : <div ref={spot} className={className} style={style} />;
}
