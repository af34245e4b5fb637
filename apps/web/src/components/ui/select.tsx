import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A styled native select. Forms and filters use the platform control on purpose: it is
 * keyboard- and screen-reader-friendly everywhere and opens the phone's own picker.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30 aria-[invalid=true]:border-red-600 disabled:opacity-60 sm:text-sm',
        className,
      )}
      {...props}
    >
      {children}
    </select>
  );
}
