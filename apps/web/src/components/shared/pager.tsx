import { Button } from '@/components/ui/button';

/** The spec's business constants: Previous is disabled on page 1; Next appears only when the page is full. */
export function Pager({ page, pageSize, shown, total, onPage }: { page: number; pageSize: number; shown: number; total?: number; onPage: (page: number) => void }) {
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize));
  const hasNext = shown === pageSize && (pages === undefined || page < pages);
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" disabled={page === 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-stone-600">
        Page {page}
        {pages ? ` of ${pages}` : ''}
      </span>
      {hasNext ? (
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)}>
          Next
        </Button>
      ) : null}
    </nav>
  );
}
