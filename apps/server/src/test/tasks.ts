import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import type { TaskName } from '../integrations/queue';
import type { TestApp } from './test-app';
import { rowsOf } from '../db/raw-rows';

type AppWithDb = Pick<TestApp, 'app' | 'db'>;

/** Tasks of `name` still waiting, retrying or running, read from pg-boss's own table. */
export async function countPendingTasks(t: AppWithDb, name: TaskName): Promise<number> {
  await t.app.queue.start();
  const result = await t.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${name} and state in ('created', 'retry', 'active')`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/** Waits until every task of `name` has run to the end (done or failed for good). */
export async function waitForTasks(t: AppWithDb, name: TaskName, timeout = 15_000): Promise<void> {
  await vi.waitFor(async () => {
    if ((await countPendingTasks(t, name)) > 0) throw new Error(`${name} tasks are still pending`);
  }, { timeout, interval: 100 });
}
