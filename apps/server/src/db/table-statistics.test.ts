import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { keepTableStatisticsFresh, refreshTableStatistics } from './table-statistics';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.db.execute(sql`create table statistics_probe (id serial primary key, label text not null)`);
});
afterAll(() => test.destroy());

const addRows = (count: number) =>
  test.database.db.execute(sql`insert into statistics_probe (label) select 'row ' || g from generate_series(1, ${count}::int) g`);

async function plannerRowEstimate(): Promise<number> {
  const { rows } = (await test.database.db.execute(sql`select reltuples::int as n from pg_class where relname = 'statistics_probe'`)) as unknown as { rows: { n: number }[] };
  return rows[0]!.n;
}

describe('refreshTableStatistics (PGlite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  it('analyses a table that holds rows and was never analysed, then leaves it alone while it does not grow', async () => {
    await addRows(5000);
    expect(await plannerRowEstimate()).toBeLessThan(0);
    expect(await refreshTableStatistics(test.database.db)).toContain('public.statistics_probe');
    expect(await plannerRowEstimate()).toBe(5000);
    expect(await refreshTableStatistics(test.database.db)).not.toContain('public.statistics_probe');
    // A few rows more stay within the slack.
    await addRows(10);
    expect(await refreshTableStatistics(test.database.db)).not.toContain('public.statistics_probe');
  });

  it('analyses it again once it has grown by more than a tenth', async () => {
    await addRows(5000);
    expect(await refreshTableStatistics(test.database.db)).toContain('public.statistics_probe');
    expect(await plannerRowEstimate()).toBe(10_010);
  });

  it('skips empty tables: a freshly migrated database has only its migrations journal to refresh', async () => {
    const fresh = await createTestDatabase();
    try {
      expect(await refreshTableStatistics(fresh.database.db)).toEqual(['drizzle.__drizzle_migrations']);
    } finally {
      await fresh.destroy();
    }
  });
});

describe('keepTableStatisticsFresh', () => {
  it('refreshes on its timer, logs what it did, and stops', async () => {
    await addRows(5000);
    const log = { info: vi.fn(), error: vi.fn() };
    const stop = keepTableStatisticsFresh(test.database.db, log, { firstAfterMs: 10, everyMs: 60_000 });
    await vi.waitFor(() => expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ tables: expect.arrayContaining(['public.statistics_probe']) }), 'table statistics refreshed'), {
      timeout: 15_000,
    });
    stop();
    expect(log.error).not.toHaveBeenCalled();
    expect(await plannerRowEstimate()).toBe(15_010);
  });
});
