import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealMessages, type DealBoard, type DealColumn } from '@baobab/contracts/deals';
import { deals } from '../../db/schema/deals';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { buildFund, type FundPerson, type FundRole } from './fund-pipeline.fixture';

/** The board paged per stage (decision 0066): counts, keyset pages across equal times, filters, fund reads. */
let t: TestApp;
let founder: TestUser;
let investor: TestUser;
let organisation: number;
let people: Record<FundRole, FundPerson>;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  investor = await signUpWithRole(t, 'investor');
  ({ organisation, people } = await buildFund(t, 'Board Paging Fund'));
}, 120_000);
afterAll(() => t.close());

const get = async (user: TestUser, url: string) => {
  const response = await t.app.inject(as(user, { method: 'GET', url }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const add = async (user: TestUser, body: Record<string, unknown>) => {
  const response = await t.app.inject(as(user, { method: 'POST', url: '/api/portfolio/deal-flow', payload: body }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
};

/** Reads a whole column page by page with its cursor. */
async function readColumn(user: TestUser, stage: string, query: string): Promise<{ ids: number[]; pages: number; counts: number[] }> {
  const ids: number[] = [];
  const counts: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: DealColumn = await get(user, `/api/portfolio/deal-flow/board/${stage}?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    ids.push(...page.deals.map((d) => d.id));
    counts.push(page.count);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return { ids, pages, counts };
}

describe('the deal-flow board, paged per stage', () => {
  it('counts each stage and pages a column with a cursor, equal last-activity times neither repeated nor skipped', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) ids.push(await add(investor, { startupId: (await buildStartup(t, founder.id, { name: `Equal ${i}` })).id, stage: 'reviewed' }));
    const other = await add(investor, { startupId: (await buildStartup(t, founder.id, { name: 'Lone Closer' })).id, stage: 'closed' });
    // Five of the seven share one time to the microsecond: only the id orders them.
    await t.db.update(deals).set({ lastActivityAt: new Date('2026-01-02T03:04:05.678Z') }).where(inArray(deals.id, ids.slice(0, 5)));

    const board: DealBoard = await get(investor, '/api/portfolio/deal-flow/board?limit=3');
    expect(board.columns.map((c) => c.stage)).toEqual(['sourced', 'reviewed', 'due-diligence', 'term-sheet', 'closed', 'passed']);
    const reviewed = board.columns.find((c) => c.stage === 'reviewed')!;
    expect(reviewed).toMatchObject({ count: 7, nextCursor: expect.any(String) });
    expect(reviewed.deals).toHaveLength(3);
    expect(board.columns.find((c) => c.stage === 'closed')).toMatchObject({ count: 1, nextCursor: null, deals: [{ id: other }] });
    expect(board.columns.find((c) => c.stage === 'sourced')).toEqual({ stage: 'sourced', count: 0, deals: [], nextCursor: null });

    for (const limit of [1, 2, 3, 25]) {
      const column = await readColumn(investor, 'reviewed', `limit=${limit}`);
      // Newest activity first: the two touched later, then the five equal ones by id, highest first.
      expect(column.ids).toEqual([ids[6], ids[5], ...ids.slice(0, 5).reverse()]);
      expect(column.pages).toBe(Math.ceil(7 / limit));
      expect(new Set(column.counts)).toEqual(new Set([7]));
    }
    expect((await get(investor, '/api/portfolio/deal-flow/board?limit=3')).columns[1].deals.map((d: { id: number }) => d.id)).toEqual([ids[6], ids[5], ids[4]]);
  });

  it('keeps counts right when a deal moves, and the list endpoint still returns every deal as before', async () => {
    const before: DealBoard = await get(investor, '/api/portfolio/deal-flow/board');
    const moved = before.columns.find((c) => c.stage === 'reviewed')!.deals[0]!.id;
    const put = await t.app.inject(as(investor, { method: 'PUT', url: `/api/portfolio/deal-flow/${moved}`, payload: { stage: 'term-sheet' } }));
    expect(put.statusCode).toBe(200);
    const after: DealBoard = await get(investor, '/api/portfolio/deal-flow/board');
    const count = (board: DealBoard, stage: string) => board.columns.find((c) => c.stage === stage)!.count;
    expect(count(after, 'reviewed')).toBe(count(before, 'reviewed') - 1);
    expect(count(after, 'term-sheet')).toBe(count(before, 'term-sheet') + 1);
    expect(after.columns.find((c) => c.stage === 'term-sheet')!.deals[0]!.id).toBe(moved);
    const list = await get(investor, '/api/portfolio/deal-flow');
    expect(list).toHaveLength(after.columns.reduce((sum, c) => sum + c.count, 0));
  });

  it('filters counts and cards by priority and by a search on name or sector, wildcards taken literally', async () => {
    await add(investor, { startupId: (await buildStartup(t, founder.id, { name: 'Percent_100% Ltd' })).id, stage: 'sourced', priority: 'high' });
    const search = (text: string) => get(investor, `/api/portfolio/deal-flow/board?search=${encodeURIComponent(text)}`) as Promise<DealBoard>;
    const total = (board: DealBoard) => board.columns.reduce((sum, c) => sum + c.count, 0);
    expect(total(await search('equal'))).toBe(7);
    expect(total(await search('_100%'))).toBe(1);
    expect(total(await search('%'))).toBe(1);
    const high: DealBoard = await get(investor, '/api/portfolio/deal-flow/board?priority=high');
    expect(high.columns.flatMap((c) => c.deals.map((d) => d.priority))).toEqual(['high']);
    const column: DealColumn = await get(investor, '/api/portfolio/deal-flow/board/reviewed?search=equal&priority=medium&limit=2');
    expect(column).toMatchObject({ stage: 'reviewed', deals: [{}, {}] });
  });

  it("lists a pipeline's companies by name for a picker, searched and capped, never another pipeline's", async () => {
    const found = await get(investor, '/api/portfolio/deal-flow/startups?search=equal&limit=3');
    expect(found.map((s: { name: string }) => s.name)).toEqual(['Equal 0', 'Equal 1', 'Equal 2']);
    expect(await get(investor, '/api/portfolio/deal-flow/startups?search=50%25')).toEqual([]);
    expect(await get(people.member, `/api/portfolio/deal-flow/startups?organisationId=${organisation}&search=equal`)).toEqual([]);
  });

  it('refuses a cursor it did not make (400) and a stage that does not exist', async () => {
    for (const cursor of ['nonsense', Buffer.from(JSON.stringify(["1'; drop table deal; --", 1])).toString('base64url')]) {
      const response = await t.app.inject(as(investor, { method: 'GET', url: `/api/portfolio/deal-flow/board/reviewed?cursor=${cursor}` }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(dealMessages.boardCursor);
    }
    expect((await t.app.inject(as(investor, { method: 'GET', url: '/api/portfolio/deal-flow/board/limbo' }))).statusCode).toBe(400);
  });

  it("a fund's board: its members read its deals only, pages and counts alike; founders are refused as on the list", async () => {
    for (let i = 0; i < 3; i += 1) await add(people.member, { organisationId: organisation, startupId: (await buildStartup(t, founder.id, { name: `Fund deal ${i}` })).id });
    for (const reader of [people.admin, people.member, people.viewer]) {
      const column = await readColumn(reader, 'sourced', `organisationId=${organisation}&limit=2`);
      expect(column.ids).toHaveLength(3);
      expect(column.pages).toBe(2);
    }
    const own: DealBoard = await get(people.member, '/api/portfolio/deal-flow/board');
    expect(own.columns.every((c) => c.count === 0)).toBe(true);
    const refused = await t.app.inject(as(founder, { method: 'GET', url: '/api/portfolio/deal-flow/board' }));
    expect(refused.statusCode).toBe(403);
  });
});
