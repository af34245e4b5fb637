import { cn } from '@/lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className={cn('inline-block size-6 animate-spin rounded-full border-2 border-stone-300 border-t-brand-700', className)} />
  );
}

/** Shown while the signed-in state loads (the spec's route table). */
export function FullScreenSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-10" />
    </div>
  );
}
