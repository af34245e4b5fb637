import { describe, expect, it } from 'vitest';
import type { Deal, DealColumn } from '@baobab/contracts/deals';
import type { DealStage } from '@baobab/contracts/enums';
import { columnCount, columnDeals, withDealChanged, withDealOnTop, withoutDeal, type ColumnPages } from './board-cache';

const deal = (id: number, stage: DealStage = 'reviewed') => ({ id, stage, priority: 'medium', startup: { name: `S${id}` } }) as Deal;
const page = (stage: DealStage, count: number, ids: number[], nextCursor: string | null): DealColumn => ({ stage, count, deals: ids.map((id) => deal(id, stage)), nextCursor });
const twoPages: ColumnPages = { pages: [page('reviewed', 5, [1, 2], 'c1'), page('reviewed', 5, [3, 4], 'c2')], pageParams: [null, 'c1'] };
const ids = (data: ColumnPages) => columnDeals(data).map((d) => d.id);

describe("the board's column cache (optimistic moves)", () => {
  it('removes a card from whichever page holds it and counts one fewer', () => {
    const after = withoutDeal(twoPages, 3);
    expect(ids(after)).toEqual([1, 2, 4]);
    expect(columnCount(after)).toBe(4);
    expect(after.pageParams).toEqual([null, 'c1']);
  });

  it('leaves a column alone when the card is not on its loaded pages (its count is the server’s to correct)', () => {
    expect(withoutDeal(twoPages, 99)).toBe(twoPages);
  });

  it('puts a moved card first and counts one more, once', () => {
    const after = withDealOnTop(twoPages, deal(9));
    expect(ids(after)).toEqual([9, 1, 2, 3, 4]);
    expect(columnCount(after)).toBe(6);
    expect(withDealOnTop(after, deal(9))).toBe(after);
  });

  it('changes a card in place, and shows a card found on two pages once', () => {
    expect(columnDeals(withDealChanged(twoPages, 4, { priority: 'high' })).find((d) => d.id === 4)?.priority).toBe('high');
    const repeated: ColumnPages = { pages: [page('reviewed', 3, [1, 2], 'c'), page('reviewed', 3, [2, 3], null)], pageParams: [null, 'c'] };
    expect(ids(repeated)).toEqual([1, 2, 3]);
  });
});
