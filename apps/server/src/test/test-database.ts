import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, openPgliteFromDump, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { readPgliteDump, type MigratedTemplate } from './migrated-template';

export type TestDatabase = { database: Database; databaseUrl: string | undefined; destroy(): Promise<void> };

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards). A data
 * migration's test asks for it unmigrated (`migrate: false`) and applies the migrations itself.
 */
export async function createTestDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // The run's migrated copy (global-setup.ts); absent when a file runs outside vitest's setup.
  const template = migrate ? migratedTemplate() : undefined;
  if (!serverUrl) {
    if (template && 'pglite' in template) {
      const database = await openPgliteFromDump(readPgliteDump(template.pglite));
      return { database, databaseUrl: undefined, destroy: () => database.close() };
    }
    const database = await openDatabase({ databaseUrl: undefined, dataDir: ':memory:' });
    if (migrate) await runMigrations(database);
    return { database, databaseUrl: undefined, destroy: () => database.close() };
  }
  const name = `baobab_test_${randomBytes(6).toString('hex')}`;
  const copyOf = template && 'postgres' in template ? ` template ${template.postgres}` : '';
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}${copyOf}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' });
  if (migrate && !copyOf) await runMigrations(database);
  return {
    database,
    databaseUrl: url.toString(),
    async destroy() {
      await database.close();
      await withAdminClient(serverUrl, (client) => dropWhenClosed(client, name));
    },
  };
}

/**
 * pg's pool.end() resolves while its connections are still closing; dropping WITH (FORCE) at
 * that moment kills them mid-close and the client raises an uncaught error. So wait for them to
 * go, and force only what is still open after a second.
 */
async function dropWhenClosed(client: pg.Client, name: string) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await client.query(`drop database if exists ${name} with (force)`);
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplate: MigratedTemplate | undefined;
  }
}

function migratedTemplate(): MigratedTemplate | undefined {
  try {
    return inject('migratedTemplate');
  } catch {
    return undefined;
  }
}
