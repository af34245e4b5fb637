import type { Locale } from '@baobab/i18n/locales';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/i18n/locale';

/**
 * The spinner's own label in each language. It is the Suspense fallback while a catalog loads,
 * so it cannot wait for one (useT would suspend): the language store is read directly instead.
 */
const loadingLabels = { en: 'Loading', fr: 'Chargement', ar: 'جارٍ التحميل' } as const satisfies Record<Locale, string>;

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const locale = useLocale();
  return (
    <span role="status" aria-label={label ?? loadingLabels[locale]} className={cn('inline-block size-6 animate-spin rounded-full border-2 border-stone-300 border-t-brand-700', className)} />
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
