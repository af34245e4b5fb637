import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ConfigError, type Config } from '../config';
import { DatabaseUnreachableError, retryWhileUnavailable } from './connect-with-retry';
import { lockPglite } from './pglite-lock';
import { givingTurnsToTheEventLoop } from './pglite-turns';

/** Both drivers expose the same query builder; services never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Present on PostgreSQL: a raw pool for LISTEN/NOTIFY and advisory locks. */
  pool?: pg.Pool;
  /** Present on PGlite: its single connection, which the task queue shares (integrations/queue.ts). */
  pglite?: PGlite;
  close(): Promise<void>;
};

/** A database being opened: its handle, and a promise that it is ready for queries. */
export type OpeningDatabase = { database: Database; ready: Promise<void> };

/**
 * PGlite boots for most of a second (its WebAssembly, then PostgreSQL's own start) while the main
 * thread mostly waits, so its handle comes at once: the server builds its app meanwhile
 * (server.ts), and PGlite holds any query until it is ready. PostgreSQL's handle comes after its
 * connection check, so an unreachable server is reported as such before anything else.
 */
export async function beginOpeningDatabase(config: DatabaseSettings, onRetry?: (message: string) => void): Promise<OpeningDatabase> {
  if (config.databaseUrl) return { database: await openPostgres(config.databaseUrl, (config.databaseConnectTimeoutSeconds ?? 0) * 1000, onRetry), ready: Promise.resolve() };
  return beginOpeningPglite(config.dataDir);
}

/** Where the database is; `databaseConnectTimeoutSeconds` is how long start-up waits for PostgreSQL (default: one attempt). */
export type DatabaseSettings = Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databaseConnectTimeoutSeconds'>>;

/** The database, ready for queries. */
export async function openDatabase(config: DatabaseSettings): Promise<Database> {
  const { database, ready } = await beginOpeningDatabase(config);
  try {
    await ready;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}

async function openPostgres(url: string, connectTimeoutMs: number, onRetry?: (message: string) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // A connection the server closes (restart, failover, pg_terminate_backend) emits 'error'. The
  // pool listens while a connection is idle (and discards it), but not while a request holds it,
  // inside a transaction for instance: unheard, that error would end the process. The query in
  // progress fails with the same error (the request answers 503, plugins/errors.ts) and the pool
  // drops the connection when it comes back, so both listeners only keep the process alive.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const { hostname, port, pathname } = new URL(url);
  const where = `${hostname}:${port || 5432}${pathname}`;
  const startedAt = Date.now();
  try {
    await retryWhileUnavailable(() => pool.query('select 1'), {
      timeoutMs: connectTimeoutMs,
      onRetry: (error, attempt, delayMs) => onRetry?.(`database ${where} not reachable yet (attempt ${attempt}: ${(error as Error).message}); trying again in ${delayMs} ms`),
    });
  } catch (error) {
    await pool.end().catch(() => undefined);
    const { message, attempts = 1 } = error as Error & { attempts?: number };
    const seconds = Math.round((Date.now() - startedAt) / 1000);
    throw new DatabaseUnreachableError(
      `cannot connect to ${where} (${message}); ${attempts === 1 ? '1 attempt' : `${attempts} attempts in ${seconds} s`}, DATABASE_CONNECT_TIMEOUT_SECONDS is ${connectTimeoutMs / 1000}`,
    );
  }
  return { db: drizzlePg(pool) as unknown as Db, kind: 'postgres', pool, close: () => pool.end() };
}

/**
 * PostgreSQL's default 128 MB of shared buffers lives in PGlite's WebAssembly memory, that is in
 * the server's own resident memory: with it the server started at about 400 MB resident, with
 * 16 MB at about 270 MB (the memory target allows 250 MB under load). The data files stay in the kernel's
 * page cache, outside the process, so reads that miss the buffers are still served from memory:
 * 8 MB instead of 16 cut the peak under the benchmark load by 8 MB with no throughput lost on the
 * 100,000-startup dataset (bench/README.md).
 * Trigram indexes serve the ILIKE word searches (jobs, people, investors): PostgreSQL ships
 * pg_trgm, PGlite loads it.
 */
const pgliteOptions = { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'] };

/** The server's PGlite: in memory unless given a folder, and giving the event loop its turns (pglite-turns.ts). */
const newPglite = (dataDir?: string, options: { loadDataDir?: File } = {}) =>
  givingTurnsToTheEventLoop(dataDir === undefined ? new PGlite({ ...pgliteOptions, ...options }) : new PGlite(dataDir, { ...pgliteOptions, ...options }));

/** PGlite in memory, started from a dump of another's data folder (the tests' migrated copy, test/migrated-template.ts). */
export async function openPgliteFromDump(dump: File): Promise<Database> {
  const client = newPglite(undefined, { loadDataDir: dump });
  await client.waitReady;
  return { db: drizzlePglite(client) as unknown as Db, kind: 'pglite', pglite: client, close: () => client.close() };
}

function beginOpeningPglite(dataDir: string): OpeningDatabase {
  let client: PGlite;
  let release = () => {};
  if (dataDir === ':memory:') {
    client = newPglite();
  } else {
    // PGlite does not create its data folder's parents.
    const dir = join(resolve(dataDir), 'pglite');
    mkdirSync(dir, { recursive: true });
    try {
      release = lockPglite(dir, 'starting another server on it');
    } catch (error) {
      throw new ConfigError(`DATA_DIR: ${(error as Error).message}`);
    }
    client = newPglite(dir);
  }
  const close = async () => {
    await client.close();
    release();
  };
  return { database: { db: drizzlePglite(client) as unknown as Db, kind: 'pglite', pglite: client, close }, ready: client.waitReady };
}
