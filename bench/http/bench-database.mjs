// A fresh PostgreSQL database filled by the seed generator, for the API benchmark.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../..', import.meta.url));
const NAME = 'baobab_bench';

async function admin(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates the database, migrates and seeds it; returns its URL. */
export async function createBenchDatabase(serverUrl, sizes) {
  await admin(serverUrl, `drop database if exists ${NAME} with (force)`);
  await admin(serverUrl, `create database ${NAME}`);
  const url = new URL(serverUrl);
  url.pathname = `/${NAME}`;
  const started = Date.now();
  const seeded = spawnSync(
    'npx',
    ['tsx', 'apps/server/src/db/seed/seed-cli.ts', '--startups', String(sizes.startups), '--investors', String(sizes.investors), '--jobs', String(sizes.jobs)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: url.toString() } },
  );
  if (seeded.status !== 0) throw new Error('seeding the benchmark database failed');
  // Fresh statistics, as a production database would have after autovacuum.
  await admin(url.toString(), 'analyze');
  return { url: url.toString(), seedSeconds: (Date.now() - started) / 1000 };
}

export const dropBenchDatabase = (serverUrl) => admin(serverUrl, `drop database if exists ${NAME} with (force)`);
