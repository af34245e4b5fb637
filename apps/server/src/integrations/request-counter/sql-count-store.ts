import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requestCounts } from '../../db/schema/request-counts';
import type { CountStore, WindowCount } from './request-counter';
import { rowsOf } from '../../db/raw-rows';

/**
 * Counts in the request_count table (UNLOGGED): one upsert per batch, whatever its size. Windows
 * are timed by the database's clock, so instances whose clocks differ still agree on them. Rows of
 * ended windows are deleted every `purgeEveryMs` by each instance (a cheap no-op when another
 * got there first).
 */
export function createSqlCountStore(db: Db, purgeEveryMs = 60_000): CountStore {
  const purge = setInterval(() => {
    db.execute(sql`delete from ${requestCounts} where expires_at <= now()`).catch(() => undefined);
  }, purgeEveryMs);
  // The purge never keeps a process alive on its own.
  purge.unref();

  return {
    async add(batch) {
      const rows = sql.join(
        batch.map((h) => sql`(${h.key}, ${h.hits}::integer, now() + ${h.windowMs / 1000}::float8 * interval '1 second')`),
        sql`, `,
      );
      // SET expressions read the row as it was, so both CASEs test the same window. Within a
      // window the count grows; after it, the batch's hits start a new one. Concurrent upserts of
      // one key queue on its row lock, so no increment is lost.
      const result = await db.execute(sql`
        insert into ${requestCounts} as c (key, count, expires_at) values ${rows}
        on conflict (key) do update set
          count = case when c.expires_at > now() then c.count + excluded.count else excluded.count end,
          expires_at = case when c.expires_at > now() then c.expires_at else excluded.expires_at end
        returning key, count, ceil(extract(epoch from (expires_at - now())) * 1000)::integer as ttl_ms`);
      const counts = new Map<string, WindowCount>();
      for (const row of rowsOf<{ key: string; count: number; ttl_ms: number }>(result)) {
        counts.set(row.key, { count: row.count, ttlMs: row.ttl_ms });
      }
      return counts;
    },
    async close() {
      clearInterval(purge);
    },
  };
}
