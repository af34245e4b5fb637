import { Button } from './button';

/**
 * The spec's pager: shown when a page is full (more may follow). It also stays on later
 * pages, so a short last page still offers the way back; Previous is disabled on page 1.
 */
export function Pager({ page, count, pageSize, onPageChange, label }: { page: number; count: number; pageSize: number; onPageChange: (page: number) => void; label: string }) {
  if (count < pageSize && page === 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-2">
      <Button variant="outline" disabled={page === 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-stone-600">Page {page}</span>
      <Button variant="outline" disabled={count < pageSize} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
