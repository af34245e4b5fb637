import { sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * An aggregate that changes whenever any of the rows it runs over is added, removed or rewritten (decision 0080):
 * the md5 of each row's id and `xmin` (the transaction that wrote its current version; any update writes a new
 * one) and of any further whole-number versions (a joined startup's `facts_version`), in id order. Numbers joined by
 * dots cannot read alike for two different rows; text columns do not belong here (a fund's names go as JSON).
 */
export function rowVersions(table: PgTable, id: Column, ...versions: Column[]): SQL<string> {
  const parts = [sql`${id}`, sql`${table}.xmin`, ...versions.map((version) => sql`${version}`)];
  return sql<string>`md5(coalesce(string_agg(${sql.join(parts, sql` || '.' || `)}, ',' order by ${id}), ''))`;
}
