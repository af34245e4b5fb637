import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { lockPglite } from '../db/pglite-lock';
import { rowCounts } from './row-counts';

export type BackupManifest = {
  kind: 'postgres' | 'pglite';
  createdAt: string;
  /** Rows per table when the backup was taken; restore checks them. */
  rowCounts: Record<string, number>;
  /** Whether data-room files (DATA_DIR/files) are in the backup's files/ folder. */
  files: boolean;
};

export const MANIFEST = 'manifest.json';
export const POSTGRES_DUMP = 'database.dump';
export const PGLITE_DUMP = 'pglite.tar.gz';

/** Runs a PostgreSQL client tool; throws its own error output when it fails. */
export function runTool(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${command} could not run (${result.error.message}); install the PostgreSQL client tools`);
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.trim()}`);
}

/**
 * PostgreSQL: pg_dump's custom format, taken from one snapshot, so the server may keep running.
 * The row counts come from a separate snapshot a moment earlier; with writes going on they can
 * differ from the dump by what was written in between, so restore reports rather than rejects.
 */
async function backupPostgres(url: string, out: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let counts;
  try {
    counts = await rowCounts(client);
  } finally {
    await client.end();
  }
  runTool('pg_dump', ['--format=custom', '--no-owner', '--file', join(out, POSTGRES_DUMP), url]);
  return counts;
}

/**
 * Embedded: PGlite's own dump of its data folder (a tarball). PGlite is one process with no
 * server to ask for a snapshot, so the server must be stopped (the folder lock says if it runs);
 * opening the folder here also replays the write-ahead log of a server that crashed.
 */
async function backupPglite(dataDir: string, out: string) {
  const dir = join(resolve(dataDir), 'pglite');
  if (!existsSync(join(dir, 'PG_VERSION'))) throw new Error(`there is no embedded database in ${dir}`);
  const release = lockPglite(dir, 'backing up the embedded database (stop the server, back up, start it again)');
  try {
    const db = new PGlite(dir);
    await db.waitReady;
    try {
      const counts = await rowCounts(db);
      const dump = await db.dumpDataDir('gzip');
      writeFileSync(join(out, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
      return counts;
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

/** Writes a backup of the configured database and data-room files into `out` (a new folder). */
export async function backup(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'filesDir'>, out: string): Promise<BackupManifest> {
  if (existsSync(out) && readdirSync(out).length > 0) throw new Error(`${out} is not empty; choose a new folder`);
  mkdirSync(out, { recursive: true });
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const counts = config.databaseUrl ? await backupPostgres(config.databaseUrl, out) : await backupPglite(config.dataDir, out);
  // Uploaded files are written once and never changed in place, so a copy taken after the
  // database dump holds every file the dump refers to.
  const files = existsSync(config.filesDir);
  if (files) cpSync(config.filesDir, join(out, 'files'), { recursive: true });
  if (!config.databaseUrl && existsSync(join(config.dataDir, 'auth-secret'))) {
    // Without AUTH_SECRET the embedded server signs sessions with this generated secret.
    cpSync(join(config.dataDir, 'auth-secret'), join(out, 'auth-secret'));
  }
  const manifest: BackupManifest = { kind, createdAt: new Date().toISOString(), rowCounts: counts, files };
  writeFileSync(join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
