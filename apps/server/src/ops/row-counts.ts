/** Anything that runs SQL and returns rows: a pg client or PGlite. */
export type Queryable = { query(sql: string): Promise<{ rows: unknown[] }> };

/** Row counts of every table in the public and drizzle schemas, keyed schema.table (backup manifests). */
export async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const { rows } = await db.query(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of rows as { schema: string; name: string }[]) {
    const result = await db.query(`select count(*)::int as n from "${schema}"."${name}"`);
    counts[`${schema}.${name}`] = (result.rows[0] as { n: number }).n;
  }
  return counts;
}
