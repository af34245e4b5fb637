/**
 * A second handle on a test database's own connection that records every statement sent through it outside a
 * transaction, at the driver (its `query`), so a test can say how many reads a service makes: drizzle's queries
 * and the figures readFigures sends straight to the driver (db/figures.ts) alike.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../db/client';

export function countingDb(db: Db): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const query = client.query.bind(client) as (first: string | { text: string }, ...rest: unknown[]) => unknown;
  const counting = new Proxy(client, {
    get(target, key) {
      if (key === 'query') {
        return (first: string | { text: string }, ...rest: unknown[]) => {
          statements.push(typeof first === 'string' ? first : first.text);
          return query(first, ...rest);
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const counted = client instanceof PGlite ? drizzlePglite(counting as PGlite) : drizzlePg(counting as pg.Pool);
  return { db: counted as unknown as Db, statements };
}
