import type { Db } from './client';

/** What drizzle's query builders offer: prepare under a name, then run with the placeholders' values. */
type Preparable<R> = { prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> } };

/**
 * A query a screen reads on every request, written by drizzle once per database handle (its values are
 * `sql.placeholder`s filled at each run) and prepared on each connection under its name. On this project's machine
 * kind drizzle writing a select's SQL cost the server more CPU than PostgreSQL took to run it (bench/README.md);
 * the figures of a screen are written once the same way (db/figures.ts, figureStatement).
 * The name must be the query's own: the text behind a name never changes, so a connection prepares it once.
 */
export function preparedRead<V extends Record<string, unknown>, R>(name: string, build: (db: Db) => Preparable<R>): (db: Db, values: V) => Promise<R> {
  const byHandle = new WeakMap<Db, ReturnType<Preparable<R>['prepare']>>();
  return (db, values) => {
    let prepared = byHandle.get(db);
    if (!prepared) {
      prepared = build(db).prepare(name);
      byHandle.set(db, prepared);
    }
    return prepared.execute(values);
  };
}
