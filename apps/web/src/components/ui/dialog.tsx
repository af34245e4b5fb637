import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const widths = { default: 'sm:max-w-lg', wide: 'sm:max-w-2xl' } as const;

/** A modal panel: full width on phones, scrolls inside itself when taller than the screen. */
export function DialogContent({
  title,
  description,
  width = 'default',
  children,
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { title: string; description?: ReactNode; width?: keyof typeof widths }) {
  const t = useT('common');
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-x-0 top-1/2 z-50 mx-auto flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6',
          widths[width],
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className="flex items-start justify-between gap-4">
          <div className="flex flex-col gap-1">
            <DialogPrimitive.Title className="text-lg font-semibold text-stone-900">{title}</DialogPrimitive.Title>
            {description ? <DialogPrimitive.Description className="text-sm text-stone-600">{description}</DialogPrimitive.Description> : null}
          </div>
          <DialogPrimitive.Close aria-label={t('Close')} className="rounded-md p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-900">
            <X className="size-5" />
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
