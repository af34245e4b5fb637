import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const sizes = { default: 'h-10 text-base sm:text-sm', sm: 'h-8 text-sm' } as const;

/**
 * A styled native <select>: the phone's own picker, full keyboard support, and no portal to
 * fight with drag and drop on Kanban cards (docs/decisions/0004-portfolio-and-deal-flow.md).
 */
export function NativeSelect({ className, size = 'default', ...props }: Omit<ComponentProps<'select'>, 'size'> & { size?: keyof typeof sizes }) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'w-full appearance-none rounded-lg border border-stone-300 bg-white ps-3 pe-8 text-stone-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30 aria-[invalid=true]:border-red-600 disabled:opacity-60',
          sizes[size],
        )}
        {...props}
      />
      <ChevronDown className="pointer-events-none absolute inset-e-2.5 top-1/2 size-4 -translate-y-1/2 text-stone-500" aria-hidden="true" />
    </div>
  );
}
