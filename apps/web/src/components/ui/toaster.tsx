import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { dismissToast, TOAST_DURATION, useToasts } from '@/lib/toast-store';

/**
 * The spec's business constants: 5000 ms display unless stated, swipe right with a 50 px threshold,
 * F8 focuses the notification area, at most 420 px wide on medium screens and up.
 */
export default function Toaster() {
  const toasts = useToasts();
  const t = useT('common');
  // The spec's toasts are English text; a screen's own may already be translated (then left as is).
  const translate = useTranslateMessage();
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.duration ?? TOAST_DURATION}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-xl border p-4 pe-9 shadow-lg transition-all',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0',
            item.variant === 'destructive' ? 'border-red-700 bg-red-700 text-white' : 'border-stone-200 bg-white text-stone-900',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{translate(item.title)}</Toast.Title>
            {item.description ? <Toast.Description className="text-sm opacity-90">{translate(item.description)}</Toast.Description> : null}
          </div>
          <Toast.Close aria-label={t('Close')} className="absolute inset-e-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100">
            <X className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport hotkey={['F8']} className="fixed bottom-0 inset-e-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 md:max-w-[420px]" />
    </Toast.Provider>
  );
}
