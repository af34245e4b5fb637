import { NEXT_CURSOR_HEADER } from '@baobab/contracts/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresChangeFeed } from '../../integrations/change-feed';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { buildStartupInput, createStartup } from '../../test/factories/startups';
import { signUpFounder } from '../../test/factories/users';

let t: TestApp;
let founder: TestUser;
const ids: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpFounder(t);
  for (let i = 0; i < 8; i += 1) ids.push(await createStartup(t, founder, { name: `Paging ${i}`, sector: i % 2 ? 'FinTech' : 'AgriTech' }));
  // Ties: five startups created in the same microsecond, so only the id breaks them apart.
  await t.db.execute(`update startup set created_at = '2026-05-01T10:00:00.123456Z' where id in (${ids.slice(1, 6).join(',')})`);
});
afterAll(() => t.close());

async function page(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/startups${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return { ids: (response.json() as { id: number }[]).map((s) => s.id), cursor: response.headers[NEXT_CURSOR_HEADER] as string | undefined };
}

describe('cursor pagination of GET /api/startups', () => {
  it('walks every startup once, in the offset order, across ties in created_at', async () => {
    const all = (await page('?limit=100')).ids;
    expect(all).toHaveLength(8);
    const walked: number[] = [];
    let next = await page('?limit=3');
    walked.push(...next.ids);
    while (next.cursor) {
      next = await page(`?limit=3&cursor=${next.cursor}`);
      walked.push(...next.ids);
    }
    expect(walked).toEqual(all);
    // Offsets (the spec's paging) give the same pages.
    expect((await page('?limit=3&offset=3')).ids).toEqual(all.slice(3, 6));
  });

  it('keeps the filters when following a cursor', async () => {
    const first = await page('?sector=fintech&limit=2');
    const second = await page(`?sector=fintech&limit=2&cursor=${first.cursor}`);
    expect([...first.ids, ...second.ids]).toEqual((await page('?sector=fintech')).ids);
  });

  it('gives no cursor on a last, short page or for other orders', async () => {
    expect((await page('?limit=100')).cursor).toBeUndefined();
    expect((await page('?limit=2&sort=score')).cursor).toBeUndefined();
  });

  it('refuses a malformed cursor and a cursor with another order', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/startups?cursor=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('The page cursor is not valid');
    const sorted = await t.app.inject({ method: 'GET', url: '/api/startups?sort=score&cursor=1.1' });
    expect(sorted.statusCode).toBe(400);
    expect(sorted.json().message).toContain('A page cursor only continues the newest-first order');
  });
});

describe('cached directory pages and stat tiles stay fresh', () => {
  it('shows a created startup in the very next read of a cached page and count', async () => {
    const before = await page('?sector=agritech&limit=50');
    const statsBefore = (await t.app.inject({ method: 'GET', url: '/api/startups/stats?sector=agritech' })).json().total;
    const created = await createStartup(t, founder, { name: 'Fresh Farm', sector: 'AgriTech' });
    expect((await page('?sector=agritech&limit=50')).ids).toEqual([created, ...before.ids]);
    expect((await t.app.inject({ method: 'GET', url: '/api/startups/stats?sector=agritech' })).json().total).toBe(statsBefore + 1);
  });

  it('shows an edit in the very next read', async () => {
    const url = `/api/startups?q=${encodeURIComponent('Renamed Orchard')}`;
    expect((await page(`?q=${encodeURIComponent('Renamed Orchard')}`)).ids).toEqual([]);
    const response = await t.app.inject(as(founder, { method: 'PUT', url: `/api/startups/${ids[0]}`, payload: buildStartupInput({ name: 'Renamed Orchard', sector: 'AgriTech' }) }));
    expect(response.statusCode, response.body).toBe(200);
    const after = await t.app.inject({ method: 'GET', url });
    expect((after.json() as { id: number; name: string }[]).map((s) => s.name)).toEqual(['Renamed Orchard']);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the change feed on PostgreSQL', () => {
  it('delivers a change published by one instance to another', async () => {
    const db = await createTestDatabase();
    const a = await createPostgresChangeFeed(db.database.pool!, () => undefined);
    const b = await createPostgresChangeFeed(db.database.pool!, () => undefined);
    try {
      const received = new Promise<void>((resolve) => b.subscribe('startups', resolve));
      await a.publish('startups');
      await received;
    } finally {
      await a.close();
      await b.close();
      await db.destroy();
    }
  });
});
