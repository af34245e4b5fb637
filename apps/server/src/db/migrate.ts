import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsDir } from '../lib/paths';
import { installAppendOnlyGuards } from './append-only';
import type { Database } from './client';

/** An arbitrary constant: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_ID = 7_412_209;

/**
 * Extensions the migrations' indexes use. drizzle-kit does not generate CREATE EXTENSION, and
 * a generated migration may be regenerated, so they are ensured here, before every migration run.
 * On a managed PostgreSQL the role needs the right to create pg_trgm (a trusted extension).
 */
const PREREQUISITES = 'create extension if not exists pg_trgm';

export async function runMigrations(database: Database): Promise<void> {
  const migrationsFolder = migrationsDir();
  if (!database.pool) {
    await database.db.execute(sql.raw(PREREQUISITES));
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    await installAppendOnlyGuards(database.db);
    return;
  }
  // Two instances starting together must not both apply the same migration. A session
  // advisory lock belongs to one connection, so lock, migrate and unlock on the same one.
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await client.query(PREREQUISITES);
    await migratePg(drizzle(client), { migrationsFolder });
    await installAppendOnlyGuards(drizzle(client) as never);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}
