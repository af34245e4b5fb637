import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { Button } from './button';

/**
 * The spec's pager: shown when a page is full (more may follow). It also stays on later pages,
 * so a short last page still offers the way back; Previous is disabled on page 1. With a known
 * total it reads "Page N of M" and offers no Next past the last page.
 *
 * Two layouts: 'center' (the startup and investor directories: small buttons in the middle, Next
 * left out on the last page) and 'spread' (jobs, people: Previous and Next at either end, Next
 * disabled on the last page).
 */
export function Pager({
  page,
  pageSize,
  shown,
  total,
  onPageChange,
  label,
  layout = 'spread',
}: {
  page: number;
  pageSize: number;
  /** How many items the current page holds. */
  shown: number;
  /** Every item over all pages, when the screen knows it. */
  total?: number;
  onPageChange: (page: number) => void;
  /** The nav's accessible name, e.g. 'Pages'. */
  label: string;
  layout?: 'center' | 'spread';
}) {
  const t = useT('common');
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize));
  const hasNext = shown >= pageSize && (pages === undefined || page < pages);
  if (page === 1 && !hasNext) return null;
  const center = layout === 'center';
  const size = center ? 'sm' : 'default';
  return (
    <nav aria-label={label} className={cn('flex items-center gap-3', center ? 'justify-center' : 'justify-between pt-2')}>
      <Button variant="outline" size={size} disabled={page === 1} onClick={() => onPageChange(page - 1)}>
        {t('Previous')}
      </Button>
      <span className="text-sm text-stone-600">{pages === undefined ? t('Page {{page}}', { page }) : t('Page {{page}} of {{pages}}', { page, pages })}</span>
      {center && !hasNext ? null : (
        <Button variant="outline" size={size} disabled={!hasNext} onClick={() => onPageChange(page + 1)}>
          {t('Next')}
        </Button>
      )}
    </nav>
  );
}
