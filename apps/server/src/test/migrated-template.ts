import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { migrationsDir } from '../lib/paths';

/**
 * A migrated, empty database made once per test run, which every test file copies instead of
 * migrating its own (about 2 s of PGlite start and 36 migrations per file before, 0.4 s to load the
 * copy; on PostgreSQL a CREATE DATABASE … TEMPLATE instead of the migrations over the wire).
 * - On PGlite: a dump of the data folder in a file (`pglite`), loaded with PGlite's `loadDataDir`.
 * - On PostgreSQL: a template database (`postgres`), copied by CREATE DATABASE.
 * Named by a hash of what makes the schema (the migrations, and the code that runs them), so a
 * changed migration makes a new one and a stale copy is never used.
 */
export type MigratedTemplate = { pglite: string } | { postgres: string };

function schemaHash(): string {
  const hash = createHash('sha256');
  const folder = migrationsDir();
  const files = [...readdirSync(folder).filter((name) => name.endsWith('.sql')).map((name) => join(folder, name)), join(folder, 'meta', '_journal.json')];
  for (const file of [...files.sort(), new URL('../db/migrate.ts', import.meta.url).pathname, new URL('../db/append-only.ts', import.meta.url).pathname]) {
    hash.update(file.slice(file.lastIndexOf('/'))).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

export async function prepareMigratedTemplate(serverUrl: string | undefined): Promise<MigratedTemplate> {
  return serverUrl ? { postgres: await postgresTemplate(serverUrl) } : { pglite: await pgliteDump() };
}

async function pgliteDump(): Promise<string> {
  const file = join(tmpdir(), `baobab-test-schema-${schemaHash()}.tar`);
  if (existsSync(file)) return file;
  const database = await openDatabase({ databaseUrl: undefined, dataDir: ':memory:' });
  try {
    await runMigrations(database);
    const dump = await database.pglite!.dumpDataDir('none');
    // Written whole, then renamed: a run that stops half-way never leaves a truncated copy behind.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `baobab_template_${schemaHash()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length > 0) return name;
    // Built under a temporary name and renamed when complete, so a half-built template is never copied.
    const building = `${name}_building_${process.pid}`;
    await admin.query(`create database ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' });
    try {
      await runMigrations(database);
    } finally {
      await database.close();
    }
    try {
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch (error) {
      // Another run built the same schema's template meanwhile: use theirs.
      if ((error as { code?: string }).code !== '42P04') throw error;
      await admin.query(`drop database ${building}`);
    }
    // Templates of earlier schemas stay: another checkout's run may be copying one right now.
    return name;
  } finally {
    await admin.end();
  }
}

/** A PGlite data folder's dump, as `loadDataDir` takes it. */
export function readPgliteDump(file: string): File {
  return new File([readFileSync(file)], 'schema.tar');
}
