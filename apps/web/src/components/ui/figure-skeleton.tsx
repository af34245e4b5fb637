import { useT } from '@/lib/i18n/use-t';

/**
 * Stands where a figure will be while its data loads: a count is never shown as 0 (or any number)
 * before it is known. Screen readers hear that it is loading.
 */
export function FigureSkeleton() {
  const t = useT('common');
  return (
    <span role="status" className="inline-block h-8 w-14 animate-pulse rounded-md bg-stone-200 align-middle">
      <span className="sr-only">{t('Loading...')}</span>
    </span>
  );
}
