// Benchmark databases filled by the seed generator: a fresh PostgreSQL database (BENCH_DB_NAME on
// the server of BENCH_DATABASE_URL) and a fresh embedded PGlite data folder.
import { spawnSync } from 'node:child_process';
import { rmSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Another benchmark on the same server (another branch, another engineer) can use another name. */
export const benchDatabaseName = process.env.BENCH_DB_NAME ?? 'baobab_bench';
/** Database names go into SQL as identifiers: plain lower-case ones only. */
function checkName(name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`a benchmark database name must be a plain lower-case identifier (got '${name}'; BENCH_DB_NAME, BENCH_FUND_DB_NAME)`);
  return name;
}
checkName(benchDatabaseName);

/** The embedded database's folder, kept between runs with BENCH_KEEP_DATABASE and measured again with BENCH_REUSE. */
export const benchPgliteDir = process.env.BENCH_PGLITE_DIR ?? join(tmpdir(), `${benchDatabaseName}-pglite`);

async function admin(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function seedArgs(sizes) {
  return Object.entries(sizes).flatMap(([name, count]) => [`--${name}`, String(count)]);
}

function seed(sizes, env) {
  const started = performance.now();
  const seeded = spawnSync('npx', ['tsx', 'apps/server/src/seed/seed-cli.ts', ...seedArgs(sizes)], { cwd: root, stdio: 'inherit', env });
  if (seeded.status !== 0) throw new Error('seeding the benchmark database failed');
  return (performance.now() - started) / 1000;
}

/** Creates the database, migrates and seeds it; returns its URL and how long seeding took. */
export async function createBenchDatabase(serverUrl, sizes, name = benchDatabaseName) {
  checkName(name);
  await admin(serverUrl, `drop database if exists ${name} with (force)`);
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The seed ends with VACUUM (ANALYZE) of what it inserted (db/table-statistics.ts): otherwise
  // autovacuum would process the fresh tables during the first measurements and take CPU from the
  // server and the load generator on this 2-core machine.
  const seedSeconds = seed(sizes, { ...process.env, DATABASE_URL: url.toString() });
  return { url: url.toString(), seedSeconds };
}

export const dropBenchDatabase = (serverUrl, name = benchDatabaseName) => admin(serverUrl, `drop database if exists ${checkName(name)} with (force)`);

/** A fresh embedded database under `dataDir` (its pglite folder), migrated and seeded without DATABASE_URL. */
export function createPgliteDataDir(dataDir, sizes) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return { seedSeconds: seed(sizes, { ...env, DATA_DIR: dataDir }) };
}

/**
 * The database's committed transactions so far (pg_stat_database): the server runs each statement
 * outside a transaction as one, so the difference over a run is its statements. Backends report
 * their counts at most once a second, so this waits that long first.
 */
export async function committedTransactions(databaseUrl) {
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select xact_commit from pg_stat_database where datname = current_database()');
    return Number(rows[0].xact_commit);
  } finally {
    await client.end();
  }
}
