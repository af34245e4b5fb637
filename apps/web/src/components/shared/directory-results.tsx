import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';

/**
 * A directory's results (startups, investors): a spinner while loading, the error, the empty
 * state, or the cards in a grid. Each cell lets its card shrink below its content's width, so a
 * long word or figure never widens the page past a phone's screen (e2e startups/phone-width).
 */
export function DirectoryResults<T extends { id: number }>({
  query,
  items,
  label,
  errorText,
  emptyTitle,
  renderItem,
}: {
  query: { isLoading: boolean; isError: boolean };
  items: readonly T[];
  /** The list's accessible name, e.g. 'Startups'. */
  label: string;
  errorText: string;
  emptyTitle: string;
  renderItem: (item: T) => ReactNode;
}) {
  const t = useT('common');
  if (query.isLoading) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  if (query.isError) return <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">{errorText}</p>;
  if (items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-stone-300 bg-white py-16 text-center">
        <p className="text-lg font-semibold">{emptyTitle}</p>
        <p className="mt-1 text-sm text-stone-600">{t('Try fewer filters or other words.')}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="list-item-when-near flex min-w-0 [&>*]:min-w-0 [&>*]:flex-1">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
