import type { InfiniteData } from '@tanstack/react-query';
import type { Deal, DealColumn } from '@baobab/contracts/deals';

/**
 * A column's loaded pages as the cache holds them. The stage's count is on every page (the server's as of that
 * page); the first page's is the one shown, and the one an optimistic move corrects.
 */
export type ColumnPages = InfiniteData<DealColumn>;

export const columnPages = (column: DealColumn): ColumnPages => ({ pages: [column], pageParams: [null] });

export const columnDeals = (data: ColumnPages | undefined): Deal[] => {
  const seen = new Set<number>();
  // A card can appear on two pages when it moved between their reads: shown once.
  return (data?.pages ?? []).flatMap((page) => page.deals).filter((deal) => !seen.has(deal.id) && (seen.add(deal.id), true));
};

export const columnCount = (data: ColumnPages | undefined): number => data?.pages[0]?.count ?? 0;

export const findInColumn = (data: ColumnPages | undefined, id: number): Deal | undefined => columnDeals(data).find((deal) => deal.id === id);

const withFirstPage = (data: ColumnPages, change: (page: DealColumn) => DealColumn): ColumnPages => ({
  ...data,
  pages: data.pages.map((page, index) => (index === 0 ? change(page) : page)),
});

/** The column without the card (it left the stage), one fewer in its count; unchanged if it was not shown. */
export function withoutDeal(data: ColumnPages, id: number): ColumnPages {
  if (!findInColumn(data, id)) return data;
  const removed = { ...data, pages: data.pages.map((page) => ({ ...page, deals: page.deals.filter((deal) => deal.id !== id) })) };
  return withFirstPage(removed, (page) => ({ ...page, count: Math.max(0, page.count - 1) }));
}

/** The column with the card first (a move is its newest activity), one more in its count. */
export function withDealOnTop(data: ColumnPages, deal: Deal): ColumnPages {
  if (findInColumn(data, deal.id)) return data;
  return withFirstPage(data, (page) => ({ ...page, count: page.count + 1, deals: [deal, ...page.deals] }));
}

/** The card changed where it stands (priority, interest, next action). */
export function withDealChanged(data: ColumnPages, id: number, change: Partial<Deal>): ColumnPages {
  return { ...data, pages: data.pages.map((page) => ({ ...page, deals: page.deals.map((deal) => (deal.id === id ? { ...deal, ...change } : deal)) })) };
}
