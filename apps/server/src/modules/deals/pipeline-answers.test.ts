/**
 * Kept deal-flow answers (decision 0080, migration 0051): the list, the board and a column's page are kept by the
 * pipeline's fingerprint, so these tests hold that every change a card shows reaches the next read, whether it is
 * made through the API or by hand in SQL (no write path signals anything), that the readers select only from
 * tables the fingerprint covers, and that access is still read on every request.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '@baobab/contracts/deals';
import { createCacheRegistry } from '../../lib/cache-registry';
import { fireTogether, statusCounts } from '../../test/concurrency';
import { countingDb } from '../../test/counting-db';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { as, createTestApp, sessionUserOf, type TestApp, type TestUser } from '../../test/test-app';
import { getBoard } from './deal-board.service';
import { listDealsAnswer } from './deals.service';
import { buildFund, removeMember, type FundPerson, type FundRole } from './fund-pipeline.fixture';

let t: TestApp;
let founder: TestUser;
let organisation: number;
let people: Record<FundRole, FundPerson>;
let dealId: number;
let startupId: number;

beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  ({ organisation, people } = await buildFund(t, 'Kept Answers Fund'));
  startupId = (await buildStartup(t, founder.id)).id;
  dealId = (await call(people.admin, 'POST', '/api/portfolio/deal-flow', { organisationId: organisation, startupId })).json().id;
}, 120_000);
afterAll(() => t.close());

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject(as(user, { method, url, ...(payload ? { payload } : {}) }));
const run = (statement: ReturnType<typeof sql>) => t.db.execute(statement);
const names = async (statement: ReturnType<typeof sql>) => ((await run(statement)) as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);

/** The fund's card of the deal, as the list and as the board give it. */
async function cards(reader: TestUser = people.member): Promise<{ list: Deal; board: Deal }> {
  const list = await call(reader, 'GET', `/api/portfolio/deal-flow?organisationId=${organisation}`);
  const board = await call(reader, 'GET', `/api/portfolio/deal-flow/board?organisationId=${organisation}`);
  expect(list.statusCode).toBe(200);
  expect(board.statusCode).toBe(200);
  const fromBoard = (board.json().columns as { deals: Deal[] }[]).flatMap((column) => column.deals);
  return { list: (list.json() as Deal[]).find((d) => d.id === dealId)!, board: fromBoard.find((d) => d.id === dealId)! };
}

/** Both answers show `expected` of the card, read twice (the second read is a kept one). */
async function expectCard(expected: (card: Deal) => unknown, value: unknown, what: string) {
  for (let read = 0; read < 2; read += 1) {
    const { list, board } = await cards();
    expect(expected(list), `${what}: the list, read ${read + 1}`).toEqual(value);
    expect(expected(board), `${what}: the board, read ${read + 1}`).toEqual(value);
  }
}

describe('kept deal-flow answers', () => {
  it('answers a second read without reading the cards again', async () => {
    const counted = countingDb(t.db);
    const cached = { db: counted.db, caches: createCacheRegistry({ publish: async () => undefined, subscribe: () => () => undefined }, () => undefined) };
    const member = sessionUserOf(people.member, 'investor');
    const query = { organisationId: organisation, stage: 'all', priority: 'all' } as const;
    const first = await listDealsAnswer(cached, member, query);
    const tables = new Set(counted.statements.flatMap((statement) => [...statement.matchAll(/\b(?:from|join)\s+"([a-z_]+)"/gi)].map((m) => m[1]!)));
    counted.statements.length = 0;
    expect((await listDealsAnswer(cached, member, query)).identity.equals(first.identity)).toBe(true);
    // Access and the fingerprint only.
    expect(counted.statements.length).toBeLessThanOrEqual(2);
    await getBoard(cached, member, { organisationId: organisation, limit: 25 });
    for (const statement of counted.statements) for (const m of statement.matchAll(/\b(?:from|join)\s+"([a-z_]+)"/gi)) tables.add(m[1]!);
    // Every table a card is read from is in the fingerprint: the deal (its xmin, touched by its notes, tasks and
    // assignees), its startup (facts_version) and the fund's members and their names; the organisation is access.
    const covered = ['deal', 'deal_note', 'deal_task', 'deal_assignee', 'startup', 'organisation_member', 'user', 'organisation'];
    const realTables = new Set((await names(sql`select relname as name from pg_class where relkind = 'r'`)));
    expect(tables.has('deal_task'), 'the statements were read').toBe(true);
    expect([...tables].filter((table) => realTables.has(table) && !covered.includes(table)), 'tables a card reads that the fingerprint does not cover').toEqual([]);
    expect(await names(sql`select c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgname like '%_touches_deal' order by 1`)).toEqual([
      'deal_assignee',
      'deal_note',
      'deal_task',
    ]);
  });

  it('shows every change a card shows at the next read, made through the API or by hand in SQL', async () => {
    await expectCard((card) => card.noteCount, 0, 'no notes');
    expect((await call(people.member, 'POST', `/api/portfolio/deal-flow/${dealId}/notes`, { body: 'First call went well' })).statusCode).toBe(201);
    await expectCard((card) => card.noteCount, 1, 'a note through the API');
    await run(sql`delete from deal_note where deal_id = ${dealId}`);
    await expectCard((card) => card.noteCount, 0, 'a note deleted in SQL');

    await run(sql`insert into deal_task (deal_id, title, due_date, created_by) values (${dealId}, 'Call references', current_date - 1, ${people.admin.id})`);
    await expectCard((card) => [card.openTaskCount, card.overdueTaskCount], [1, 1], 'an overdue task inserted in SQL');
    await run(sql`update deal_task set done_at = now() where deal_id = ${dealId}`);
    await expectCard((card) => [card.openTaskCount, card.overdueTaskCount], [0, 0], 'the task done in SQL');
    await run(sql`delete from deal_task where deal_id = ${dealId}`);

    expect((await call(people.admin, 'PUT', `/api/portfolio/deal-flow/${dealId}/assignees`, { ownerUserId: people.admin.id, assigneeIds: [people.member.id] })).statusCode).toBe(200);
    await expectCard((card) => card.assignees.map((a) => a.name), [people.member.name], 'an assignee through the API');
    await run(sql`update "user" set first_name = 'Renamed' where id = ${people.member.id}`);
    await expectCard((card) => card.assignees.map((a) => a.name), ['Renamed Tester'], "the assignee's name changed in SQL");
    await run(sql`delete from deal_assignee where deal_id = ${dealId}`);
    await expectCard((card) => card.assignees, [], 'the assignee removed in SQL');

    await run(sql`update startup set name = 'Renamed Startup' where id = ${startupId}`);
    await expectCard((card) => card.startup.name, 'Renamed Startup', 'the startup renamed in SQL');
    expect((await call(people.member, 'PUT', `/api/portfolio/deal-flow/${dealId}`, { stage: 'due-diligence' })).statusCode).toBe(200);
    await expectCard((card) => card.stage, 'due-diligence', 'a move through the API');
    await run(sql`update deal set priority = 'high' where id = ${dealId}`);
    await expectCard((card) => card.priority, 'high', 'the priority changed in SQL');
  });

  it('lets notes, tasks, task changes, assignments and moves of one deal race: every one lands, and the next read shows them all', async () => {
    const task = (await call(people.member, 'POST', `/api/portfolio/deal-flow/${dealId}/tasks`, { title: 'Raced task' })).json().id as number;
    const write = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => as(people.admin, { method, url, payload });
    const requests = Array.from({ length: 6 }, (_, i) => [
      write('POST', `/api/portfolio/deal-flow/${dealId}/notes`, { body: `Raced note ${i}` }),
      write('POST', `/api/portfolio/deal-flow/${dealId}/tasks`, { title: `Raced task ${i}` }),
      write('PUT', `/api/portfolio/deal-flow/${dealId}/tasks/${task}`, { done: i % 2 === 0 }),
      write('PUT', `/api/portfolio/deal-flow/${dealId}/assignees`, { ownerUserId: people.admin.id, assigneeIds: i % 2 ? [people.member.id] : [] }),
      write('PUT', `/api/portfolio/deal-flow/${dealId}`, { stage: i % 2 ? 'term-sheet' : 'reviewed' }),
    ]).flat();
    expect(statusCounts(await fireTogether(t, requests))).toEqual({ 200: 18, 201: 12 });
    const stored = (await run(sql`select (select count(*) from deal_note where deal_id = ${dealId})::int as notes,
      (select count(*) from deal_task where deal_id = ${dealId} and done_at is null)::int as open, stage from deal where id = ${dealId}`)) as unknown as {
      rows: { notes: number; open: number; stage: string }[];
    };
    const row = stored.rows[0]!;
    expect(row.notes).toBe(6);
    await expectCard((card) => [card.noteCount, card.openTaskCount, card.stage], [row.notes, row.open, row.stage], 'after the race');
  });

  it('drops an owner who leaves the fund, and never answers a reader the pipeline is not open to', async () => {
    expect((await call(people.admin, 'PUT', `/api/portfolio/deal-flow/${dealId}/assignees`, { ownerUserId: people.viewer.id, assigneeIds: [] })).statusCode).toBe(200);
    await expectCard((card) => card.owner?.id ?? null, people.viewer.id, 'an owner through the API');
    await removeMember(t, organisation, people.admin, people.viewer);
    await expectCard((card) => card.owner, null, 'the owner removed from the fund');
    // The member's reads are kept; a removed member and a stranger still get nothing.
    for (const outsider of [people.viewer, people.stranger]) {
      expect((await call(outsider, 'GET', `/api/portfolio/deal-flow?organisationId=${organisation}`)).statusCode).toBe(404);
      expect((await call(outsider, 'GET', `/api/portfolio/deal-flow/board?organisationId=${organisation}`)).statusCode).toBe(404);
    }
    // Each investor's own pipeline is their own, kept apart.
    const own = (user: TestUser) => call(user, 'GET', '/api/portfolio/deal-flow').then((r) => r.json() as Deal[]);
    const mine = (await call(people.stranger, 'POST', '/api/portfolio/deal-flow', { startupId })).json().id as number;
    expect((await own(people.stranger)).map((d) => d.id)).toEqual([mine]);
    expect((await own(people.member)).map((d) => d.id)).not.toContain(mine);
    await run(sql`delete from deal where id = ${mine}`);
    expect(await own(people.stranger)).toEqual([]);
  });
});
