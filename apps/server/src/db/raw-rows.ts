/**
 * The rows of a raw `db.execute(sql…)`: both drivers (pg and PGlite) answer raw SQL with `{ rows }`, which drizzle's
 * type for the two together does not say. `Row` is what the statement selects, as the database names it.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
