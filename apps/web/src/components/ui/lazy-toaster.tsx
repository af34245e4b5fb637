import { lazy, Suspense } from 'react';
import { useToasts } from '@/lib/toast-store';

const Toaster = lazy(() => import('./toaster'));

/**
 * The toast machinery loads with the first toast, so pages that never toast (the landing
 * page on a phone) do not download it.
 */
export function LazyToaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
