import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from './client';

/**
 * A figure: one value a screen shows, written once by the module that defines it as one SQL scalar (a subquery)
 * with how to read it (drizzle's `mapWith`), so the module's own reader and a screen that shows figures of several
 * modules (a dashboard) run the same SQL, the screen in one statement (decision 0081). On this project's machine kind
 * a round trip to the database costs the server more than the query it carries (bench/README.md), so a screen's
 * figures go in one.
 *
 * Write a figure with the helpers below, which nest its query: drizzle writes the columns at the top level of a
 * selected SQL without their table (the statement selects from one source), which inside a subquery of several
 * tables would be ambiguous, or worse, another table's column of the same name.
 */
declare const nested: unique symbol;
/** Made only by the helpers below (the brand), so every figure's query is nested. */
export type Figure<T> = SQL<T> & { readonly [nested]: true; readonly [reader]: (value: never) => T };
const reader = Symbol('how a figure reads its value');

const figure = <T>(query: SQL, read: (value: never) => T): Figure<T> => Object.assign(sql`(${query})`, { [reader]: read }) as unknown as Figure<T>;

type FigureValues<F extends Record<string, Figure<unknown>>> = { [K in keyof F]: F[K] extends Figure<infer T> ? T : never };

/** The driver under drizzle: the pg pool, or PGlite (a transaction has none: figures are read outside one). */
type Client = { query: pg.Pool['query'] } | PGlite;

/**
 * The figures' values, in one statement, prepared on the database connection under a name taken from its text: a
 * screen's figures are one long statement that PostgreSQL took longer to plan than to run (0.8 ms against 0.3 ms on
 * the investor's dashboard, bench/README.md), so each connection plans it once. The name follows the text, so a
 * figure written differently (a null e-mail leaves a condition out) is another statement, never a clash.
 *
 * drizzle writes the statement once and the driver runs it: drizzle's own prepare would write it a second time,
 * and writing it was a third of the server's CPU on the investor's dashboard (bench/README.md). The values come
 * in the order the figures were given (drizzle writes a select's fields in their object's order).
 */
export async function readFigures<F extends Record<string, Figure<unknown>>>(db: Db, figures: F): Promise<FigureValues<F>> {
  const { sql: text, params } = db.select(figures).from(sql`(select 1) as one`).toSQL();
  const name = `figures_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  const client = (db as unknown as { $client?: Client }).$client;
  if (!client) throw new Error('readFigures reads through the database handle, not a transaction');
  const result = client instanceof PGlite ? await client.query<unknown[]>(text, params, { rowMode: 'array' }) : await client.query<unknown[]>({ name, text, values: params, rowMode: 'array' });
  const values = result.rows[0]!;
  return Object.fromEntries(Object.entries(figures).map(([key, f], i) => [key, values[i] === null ? null : f[reader](values[i] as never)])) as FigureValues<F>;
}

/**
 * A figure whose subquery returns one JSON text (never null: coalesce an empty aggregate), parsed and read by `read`.
 * As text, so the pg driver and PGlite hand over the same string.
 */
export function jsonFigure<T>(query: SQL, read: (json: unknown) => T): Figure<T> {
  return figure(query, (text: string) => read(JSON.parse(text)));
}

/** A text (a subquery returning one). */
export function textFigure(query: SQL): Figure<string> {
  return figure(query, String);
}

/** A count (a subquery returning one integer). */
export function countFigure(query: SQL): Figure<number> {
  return figure(query, Number);
}

/**
 * A timestamp inside a figure's JSON, written as `Date.prototype.toISOString` writes it (UTC, milliseconds cut, not
 * rounded, as PostgreSQL's `MS` and the drivers' dates both cut), so a figure's date equals the one a row reader
 * sends for the same row.
 */
export function isoTimestamp(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
