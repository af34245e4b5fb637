import { Suspense, type ReactNode } from 'react';
import { useWhenScreenSettled } from '@/lib/use-when-screen-settled';

/**
 * Renders `children` (typically a lazy component: a dialog with its form and zod) only once the
 * screen has its data, and `placeholder` until then and while its chunk loads. A chunk requested
 * during the screen's first render is fetched before its first paint on a slow phone connection
 * (Lighthouse counts it into LCP); after it, it costs the first paint nothing. Give the placeholder
 * the size of what replaces it (the same button, inactive) so nothing shifts.
 */
export function Deferred({ placeholder = null, children }: { placeholder?: ReactNode; children: ReactNode }) {
  const isSettled = useWhenScreenSettled();
  if (!isSettled) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
