import { sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * `column = any($1::int[])`: a list of integer ids sent as ONE array parameter. drizzle's `inArray` writes
 * one placeholder per id, and building a statement of a few hundred placeholders cost more Node CPU than
 * the query itself on a pipeline of 200 deals (its `is()` checks per chunk: 9 % of the deal flow's CPU).
 */
export function anyOfIds(column: Column, ids: readonly number[] | Placeholder): SQL {
  return sql`${column} = any(${Array.isArray(ids) ? sql.param(ids) : ids}::int[])`;
}

/** `column = any($1::text[])`: a list of text ids (users' ids) as one array parameter, as `anyOfIds` sends integers. */
export function anyOfTexts(column: Column, ids: readonly string[] | Placeholder): SQL {
  return sql`${column} = any(${Array.isArray(ids) ? sql.param(ids) : ids}::text[])`;
}
