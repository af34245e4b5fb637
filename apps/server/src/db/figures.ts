import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
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

/**
 * A value a figure takes: the value itself (readFigures), or a placeholder that a figure statement fills at each
 * read (figureStatement), so the statement's SQL is written once. Write a figure with an argument that may be null
 * as SQL that is false for a null (`email = $1` is), not by leaving a condition out: a statement has one shape.
 */
export type Arg<T> = T | Placeholder;

/** The driver under drizzle: the pg pool, or PGlite (a transaction has none: figures are read outside one). */
type Client = { query: pg.Pool['query'] } | PGlite;

/** A statement of figures as drizzle wrote it: its text, its parameters (placeholders among them) and its readers. */
type Written<F extends Record<string, Figure<unknown>>> = { text: string; name: string; params: unknown[]; figures: F };

/** drizzle writes the figures once; the values come in the order they were given (a select's fields in their object's order). */
function write<F extends Record<string, Figure<unknown>>>(db: Db, figures: F): Written<F> {
  const { sql: text, params } = db.select(figures).from(sql`(select 1) as one`).toSQL();
  return { text, name: `figures_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`, params, figures };
}

/**
 * Runs a written statement, prepared on the database connection under a name taken from its text: a screen's
 * figures are one long statement that PostgreSQL took longer to plan than to run (0.8 ms against 0.3 ms on the
 * investor's dashboard, bench/README.md), so each connection plans it once. The name follows the text, so a figure
 * written differently is another statement, never a clash. The driver runs it, not drizzle, whose prepare would
 * write the SQL again: writing it was a third of the server's CPU on the investor's dashboard (bench/README.md).
 */
async function run<F extends Record<string, Figure<unknown>>>(db: Db, { text, name, figures }: Written<F>, params: unknown[]): Promise<FigureValues<F>> {
  const client = (db as unknown as { $client?: Client }).$client;
  if (!client) throw new Error('readFigures reads through the database handle, not a transaction');
  const result = client instanceof PGlite ? await client.query<unknown[]>(text, params, { rowMode: 'array' }) : await client.query<unknown[]>({ name, text, values: params, rowMode: 'array' });
  const values = result.rows[0]!;
  return Object.fromEntries(Object.entries(figures).map(([key, f], i) => [key, values[i] === null ? null : f[reader](values[i] as never)])) as FigureValues<F>;
}

/** The figures' values, in one statement (written for this read: a screen read on every request is a figureStatement). */
export async function readFigures<F extends Record<string, Figure<unknown>>>(db: Db, figures: F): Promise<FigureValues<F>> {
  const written = write(db, figures);
  return run(db, written, written.params);
}

/** What a figure statement's builder is given: a placeholder for each of its arguments, by name. */
export type Placeholders<A> = { readonly [K in keyof A]: Placeholder };
const placeholders = new Proxy({} as Placeholders<Record<string, unknown>>, { get: (_, name) => sql.placeholder(String(name)) });

/**
 * A screen's figures as one statement whose SQL is written once, at its first read: `build` writes the figures over
 * placeholders (its arguments, by name) and each read fills in the values. On the investor's dashboard drizzle
 * writing the figures' SQL was the server's largest CPU item even written once per request (bench/README.md).
 */
export function figureStatement<A extends Record<string, unknown>, F extends Record<string, Figure<unknown>>>(
  build: (args: Placeholders<A>) => F,
): (db: Db, values: A) => Promise<FigureValues<F>> {
  let written: Written<F> | undefined;
  return (db, values) => {
    written ??= write(db, build(placeholders as Placeholders<A>));
    return run(db, written, fillPlaceholders(written.params, values));
  };
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
