import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsDir } from '../lib/paths';
import { installAppendOnlyGuards } from './append-only';
import type { Database } from './client';
import { rowsOf } from './raw-rows';

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

/**
 * Migrations in drizzle/ that the database has not applied yet, by tag. Drizzle applies every
 * migration newer than the newest one recorded in drizzle.__drizzle_migrations, so the same rule
 * counts them here.
 */
export async function pendingMigrations(database: Database): Promise<string[]> {
  const journal = JSON.parse(readFileSync(join(migrationsDir(), 'meta', '_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] };
  const [table] = rowsOf<{ exists: boolean }>(await database.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`));
  let newest = -1;
  if (table?.exists) {
    const [row] = rowsOf<{ newest: string | number | null }>(await database.db.execute(sql`select max(created_at) as "newest" from drizzle.__drizzle_migrations`));
    newest = Number(row?.newest ?? -1);
  }
  return journal.entries.filter((entry) => entry.when > newest).map((entry) => entry.tag);
}

/** Raised at start when migrations are turned off and the database is behind this code. */
export class PendingMigrationsError extends Error {}

/**
 * At start: migrate (MIGRATE_ON_START=true, the default), or, when a separate migrate step is
 * meant to have run first, refuse to serve a schema older than this code expects.
 */
export async function prepareSchema(database: Database, migrateOnStart: boolean): Promise<void> {
  if (migrateOnStart) return runMigrations(database);
  const pending = await pendingMigrations(database);
  if (pending.length > 0) {
    throw new PendingMigrationsError(`${pending.length} migration(s) not applied (${pending.join(', ')}) and MIGRATE_ON_START=false: run npm run db:migrate first`);
  }
}
