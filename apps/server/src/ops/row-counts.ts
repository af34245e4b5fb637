/** Anything that runs SQL and returns rows: a pg client or PGlite. */
export type Queryable = { query(sql: string): Promise<{ rows: unknown[] }> };

/**
 * Row counts of every table in the public and drizzle schemas, keyed schema.table (backup
 * manifests). Unlogged tables (the shared rate-limit counts) are left out: they hold only what may
 * be lost, PostgreSQL empties them after a crash and a restored PGlite folder starts them empty.
 */
export async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const { rows } = await db.query(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('public', 'drizzle') and c.relkind = 'r' and c.relpersistence = 'p' order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of rows as { schema: string; name: string }[]) {
    const result = await db.query(`select count(*)::int as n from "${schema}"."${name}"`);
    counts[`${schema}.${name}`] = (result.rows[0] as { n: number }).n;
  }
  return counts;
}
