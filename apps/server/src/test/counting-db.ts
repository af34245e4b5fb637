/**
 * A second handle on a test database's own connection that records every statement sent through
 * it (drizzle's query logger), so a test can say how many reads a service makes.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../db/client';

export function countingDb(db: Db): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const counted = client instanceof PGlite ? drizzlePglite(client, { logger }) : drizzlePg(client, { logger });
  return { db: counted as unknown as Db, statements };
}
