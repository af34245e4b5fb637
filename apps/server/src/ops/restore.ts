import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { lockPglite } from '../db/pglite-lock';
import { MANIFEST, PGLITE_DUMP, POSTGRES_DUMP, runTool, type BackupManifest } from './backup';
import { rowCounts } from './row-counts';

export type RestoreResult = { manifest: BackupManifest; rowCounts: Record<string, number>; differences: string[] };

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** pg_restore into DATABASE_URL in one transaction: either the whole backup lands or nothing changes. */
async function restorePostgres(url: string, from: string, force: boolean) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select count(*)::int as n from information_schema.tables where table_schema = 'public'`);
    if ((rows[0] as { n: number }).n > 0 && !force) {
      throw new Error('the database already has tables; run again with --force to replace them (stop the server first)');
    }
    runTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--dbname', url, join(from, POSTGRES_DUMP)]);
    return await rowCounts(client);
  } finally {
    await client.end();
  }
}

/** Unpacks PGlite's dump into an empty DATA_DIR/pglite. */
async function restorePglite(dataDir: string, from: string, force: boolean) {
  const dir = join(resolve(dataDir), 'pglite');
  if (!isEmptyDir(dir)) {
    if (!force) throw new Error(`${dir} already holds a database; run again with --force to replace it`);
    lockPglite(dir, 'restoring over it')();
    rmSync(dir, { recursive: true, force: true });
  }
  const db = new PGlite(dir, { loadDataDir: new Blob([readFileSync(join(from, PGLITE_DUMP))]) });
  await db.waitReady;
  try {
    return await rowCounts(db);
  } finally {
    await db.close();
  }
}

/** Restores a folder written by backup() into the configured database and DATA_DIR. */
export async function restore(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'filesDir'>, from: string, { force = false } = {}): Promise<RestoreResult> {
  const manifestFile = join(from, MANIFEST);
  if (!existsSync(manifestFile)) throw new Error(`${from} is not a Baobab backup (no ${MANIFEST})`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.kind !== target) {
    throw new Error(
      manifest.kind === 'postgres'
        ? 'this is a PostgreSQL backup: set DATABASE_URL to the database to restore into'
        : 'this is an embedded-database backup: unset DATABASE_URL and set DATA_DIR to restore into',
    );
  }
  if (manifest.files && !isEmptyDir(config.filesDir) && !force) {
    throw new Error(`${config.filesDir} already holds files; run again with --force to replace them`);
  }
  const counts = config.databaseUrl ? await restorePostgres(config.databaseUrl, from, force) : await restorePglite(config.dataDir, from, force);
  if (manifest.files) {
    rmSync(config.filesDir, { recursive: true, force: true });
    cpSync(join(from, 'files'), config.filesDir, { recursive: true });
  }
  if (existsSync(join(from, 'auth-secret'))) cpSync(join(from, 'auth-secret'), join(config.dataDir, 'auth-secret'));
  const tables = new Set([...Object.keys(manifest.rowCounts), ...Object.keys(counts)]);
  const differences = [...tables]
    .filter((t) => manifest.rowCounts[t] !== counts[t])
    .map((t) => `${t}: ${manifest.rowCounts[t] ?? 'absent'} in the backup's count, ${counts[t] ?? 'absent'} restored`);
  return { manifest, rowCounts: counts, differences };
}
