// Fresh PostgreSQL databases for one test file, created and dropped on the local server.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { root } from './paths.mjs';

/** The server the test databases are created on (trust auth, as in CI). */
export const adminUrl = process.env.RELIABILITY_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates baobab_reliability_<pid>_<label>; the pid keeps parallel runs on one server apart. */
export async function createDatabase(label) {
  const name = `baobab_reliability_${process.pid}_${label}`;
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Migrates and fills the database with the deterministic generator (npm run seed). */
export function seedDatabase(url, { startups, investors, jobs }) {
  const result = spawnSync(
    'npx',
    ['tsx', 'apps/server/src/seed/seed-cli.ts', '--startups', String(startups), '--investors', String(investors), '--jobs', String(jobs)],
    { cwd: root, encoding: 'utf8', env: { ...process.env, DATABASE_URL: url } },
  );
  if (result.status !== 0) throw new Error(`seeding failed:\n${result.stdout}\n${result.stderr}`);
}

/** Runs fn with a connected client and always disconnects. */
export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
