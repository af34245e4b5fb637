import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir } from '../lib/paths';
import { openDatabase, type Database } from './client';
import { PendingMigrationsError, pendingMigrations, prepareSchema } from './migrate';

const tags = (JSON.parse(readFileSync(join(migrationsDir(), 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }).entries.map((e) => e.tag);

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe('migrations at start (MIGRATE_ON_START)', () => {
  it('refuses to start on a database behind the code when migrations are turned off, naming what is missing', async () => {
    database = await openDatabase({ databaseUrl: undefined, dataDir: ':memory:' });
    expect(await pendingMigrations(database)).toEqual(tags);
    const refusal = prepareSchema(database, false);
    await expect(refusal).rejects.toBeInstanceOf(PendingMigrationsError);
    await expect(refusal).rejects.toThrow(`${tags.length} migration(s) not applied (${tags[0]}`);
    // Nothing was applied: the refusal left the schema as it was.
    expect(await pendingMigrations(database)).toEqual(tags);
  });

  it('migrates when turned on, and then starts with migrations off', async () => {
    database = await openDatabase({ databaseUrl: undefined, dataDir: ':memory:' });
    await prepareSchema(database, true);
    expect(await pendingMigrations(database)).toEqual([]);
    await expect(prepareSchema(database, false)).resolves.toBeUndefined();
  });
});
