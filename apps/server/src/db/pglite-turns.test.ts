import { PGlite } from '@electric-sql/pglite';
import { afterEach, expect, it } from 'vitest';
import { givingTurnsToTheEventLoop } from './pglite-turns';

let client: PGlite | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

/** Awaited queries back to back for `ms`, as a sweep over every startup runs them; how often a 10 ms timer fired meanwhile. */
async function timerTicksDuringQueries(db: PGlite, ms: number): Promise<{ ticks: number; queries: number }> {
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 10);
  const started = performance.now();
  let queries = 0;
  try {
    while (performance.now() - started < ms) {
      await db.query('select $1::int as n', [queries]);
      queries += 1;
    }
  } finally {
    clearInterval(timer);
  }
  return { ticks, queries };
}

it('bare PGlite starves the event loop while queries are awaited back to back (why the wrapper exists)', async () => {
  client = new PGlite();
  await client.query('select 1');
  expect((await timerTicksDuringQueries(client, 300)).ticks).toBe(0);
});

it('wrapped, the event loop gets a turn between queries: timers fire and a transaction still works', async () => {
  client = givingTurnsToTheEventLoop(new PGlite());
  await client.query('select 1');
  const { ticks, queries } = await timerTicksDuringQueries(client, 600);
  // A tick is due every 10 ms; the loop gets a turn at least every 10 ms of queries.
  expect(ticks).toBeGreaterThanOrEqual(10);
  expect(queries).toBeGreaterThan(100);
  await client.exec('create table t (n int)');
  await client.transaction(async (tx) => {
    await tx.query('insert into t values (1), (2)');
  });
  expect((await client.query<{ total: number }>('select sum(n)::int as total from t')).rows[0]?.total).toBe(3);
});
