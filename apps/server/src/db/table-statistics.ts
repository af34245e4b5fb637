/**
 * The planner's statistics, kept fresh where nothing else does it. PostgreSQL's autovacuum never
 * runs inside PGlite (one backend, no background workers), and PGlite's backend does not report
 * row changes either (`pg_stat_user_tables.n_mod_since_analyze` stays 0), so an embedded database
 * was never analysed: the planner guessed, and on the benchmark's full dataset the jobs board took
 * 620 ms and a startup page 230 ms, against 3 ms each once analysed (bench/README.md).
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './raw-rows';

/**
 * Tables never analysed that hold rows, and tables grown by a tenth (in pages) since their last
 * VACUUM or ANALYZE, which both record the size; 8 pages of slack keep small tables from being
 * redone every few rows. Smallest first, so the quick ones are not held behind a big one.
 */
const staleTables = sql`
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r'
    and n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname not like 'pg\\_toast%'
    and pg_relation_size(c.oid) > 0
    and (c.reltuples < 0 or pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.1 + 8)
  order by pg_relation_size(c.oid)`;

/**
 * VACUUM (ANALYZE) of each stale table, one statement per table so that other queries run in
 * between (on PGlite they share its one connection). Returns the tables it refreshed.
 */
export async function refreshTableStatistics(db: Db): Promise<string[]> {
  const names = rowsOf<{ name: string }>(await db.execute(staleTables)).map((row) => row.name);
  for (const name of names) await db.execute(sql.raw(`vacuum (analyze) ${name}`));
  return names;
}

/** A minute after start (never during it), then every ten minutes. */
const FIRST_AFTER_MS = 60_000;
const EVERY_MS = 10 * 60_000;

type Log = { info(details: object, message: string): void; error(details: object, message: string): void };

/**
 * What autovacuum would do, for the embedded database: refreshes stale tables on a timer. Returns
 * a stop function; a refresh in progress finishes before the database closes (its queries are
 * queued on the connection like any other).
 */
export function keepTableStatisticsFresh(db: Db, log: Log, timing = { firstAfterMs: FIRST_AFTER_MS, everyMs: EVERY_MS }): () => void {
  let timer: NodeJS.Timeout;
  const run = async () => {
    const started = performance.now();
    try {
      const tables = await refreshTableStatistics(db);
      if (tables.length) log.info({ tables, ms: Math.round(performance.now() - started) }, 'table statistics refreshed');
    } catch (error) {
      log.error({ err: error }, 'refreshing table statistics failed');
    }
    timer = setTimeout(run, timing.everyMs).unref();
  };
  timer = setTimeout(run, timing.firstAfterMs).unref();
  return () => clearTimeout(timer);
}
