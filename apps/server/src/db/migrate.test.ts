import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir } from '../lib/paths';
import { openDatabase, type Database } from './client';
import { PendingMigrationsError, pendingMigrations, prepareSchema } from './migrate';

const tags = (JSON.parse(readFileSync(join(migrationsDir(), 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }).entries.map((e) => e.tag);

let database: Database;
afterAll(() => database.close());

describe('migrations at start (MIGRATE_ON_START)', () => {
  it('refuses to start on a database behind the code when turned off, naming what is missing; migrates when turned on', async () => {
    database = await openDatabase({ databaseUrl: undefined, dataDir: ':memory:' });
    expect(await pendingMigrations(database)).toEqual(tags);
    const refusal = prepareSchema(database, false);
    await expect(refusal).rejects.toBeInstanceOf(PendingMigrationsError);
    await expect(refusal).rejects.toThrow(`${tags.length} migration(s) not applied (${tags[0]}`);
    // The refusal applied nothing.
    expect(await pendingMigrations(database)).toEqual(tags);

    await prepareSchema(database, true);
    expect(await pendingMigrations(database)).toEqual([]);
    // Once the migrate step has run, a start with migrations off goes ahead.
    await expect(prepareSchema(database, false)).resolves.toBeUndefined();
    // Two migration runs on a fresh embedded database: longer than one API test.
  }, 120_000);
});
