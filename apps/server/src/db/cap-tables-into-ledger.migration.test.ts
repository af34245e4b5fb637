/**
 * The data migration 0022 (decision 0031): saved cap tables become the share ledger's opening
 * position, or a saved scenario when the startup already kept a ledger; nothing is lost.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { CreateCapTableInput } from '@baobab/contracts/financial-tools';
import { specCapTable } from '@baobab/finance/spec-cap-table';
import { migrationsDir } from '../lib/paths';
import { capTableFromLedger } from '../modules/startup-facts/cap-table.facts';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import type { Database } from './client';
import { runMigrations } from './migrate';

const firstNew = '0021_f40-ledger-opening-position';
let testDatabase: TestDatabase | undefined;
let folder: string | undefined;
afterAll(async () => {
  await testDatabase?.destroy();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The saved table of a startup with a round, options, a preferred class and a SAFE, as the old snapshot stored it. */
const saved: CreateCapTableInput = {
  shares: [
    { shareholderName: 'Awa Diop', shareholderType: 'founder', shares: 6_000_000, shareClass: 'Common', vesting: { total: 6_000_000, vested: 1_500_000, cliff: 12, schedule: '4-year' }, liquidationPreference: 1, antiDilution: 'None' },
    { shareholderName: 'Team', shareholderType: 'employee', shares: 1_000_000, shareClass: 'Options', vesting: { total: 1_000_000, vested: 250_000, cliff: 12, schedule: '4-year' }, liquidationPreference: 0, antiDilution: 'None', exercisePrice: 0.1 },
    { shareholderName: 'Seed Fund', shareholderType: 'investor', shares: 2_000_000, shareClass: 'Series Seed', vesting: { total: 0, vested: 0, cliff: 0, schedule: 'immediate' }, liquidationPreference: 1, antiDilution: 'Weighted Average' },
    { shareholderName: 'Awa Diop', shareholderType: 'founder', shares: 10_000, shareClass: 'Options', vesting: { total: 10_000, vested: 10_000, cliff: 0, schedule: 'immediate' }, liquidationPreference: 1, antiDilution: 'None', exercisePrice: 0.2 },
  ],
  shareClasses: [{ name: 'Series Seed', kind: 'preferred', issuePrice: 0.5, seniority: 2 }],
  safes: [{ holderName: 'Angel', investment: 100_000, valuationCap: 10_000_000 }],
  unallocatedOptionPool: 500_000,
  exitValues: [5_000_000, 25_000_000],
};

describe('migration: saved cap tables into the share ledger', () => {
  it('writes each saved table as the opening position, reading back to the same cap table; a startup with a ledger keeps it and gets the table as a scenario', async () => {
    // The migrations as they were before this change, in a copy of the folder whose journal stops there.
    folder = mkdtempSync(join(tmpdir(), 'baobab-migrations-'));
    cpSync(migrationsDir(), folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === firstNew));
    writeFileSync(journalPath, JSON.stringify(journal));
    // PGlite by default, PostgreSQL with TEST_DATABASE_URL, as every server test.
    testDatabase = await createTestDatabase({ migrate: false });
    const database: Database = testDatabase.database;
    await database.db.execute(sql`create extension if not exists pg_trgm`);
    if (database.pool) {
      const client = await database.pool.connect();
      try {
        await migratePg(drizzle(client), { migrationsFolder: folder });
      } finally {
        client.release();
      }
    } else {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    }

    const db = database.db;
    await db.execute(sql`insert into "user" (id, name, email) values ('u1', 'Awa Diop', 'awa@example.com')`);
    const startup = (name: string) => sql`insert into startup (owner_id, name, description, sector, region, funding_stage, raising_amount, team_size, business_model, founded_year)
      values ('u1', ${name}, 'd', 'FinTech', 'Africa', 'Seed', '$1M', 5, 'SaaS', 2021) returning id`;
    const [withoutLedger] = rowsOf<{ id: number }>(await db.execute(startup('Teranga')));
    const [withLedger] = rowsOf<{ id: number }>(await db.execute(startup('Kilimo')));
    const result = specCapTable(saved);
    for (const s of [withoutLedger!, withLedger!]) {
      await db.execute(sql`insert into cap_table_snapshot (startup_id, input, result, total_shares, created_by, created_at)
        values (${s.id}, ${JSON.stringify(saved)}::jsonb, ${JSON.stringify(result)}::jsonb, ${result.totalShares}, 'u1', '2026-03-04T23:30:00Z')`);
    }
    const ledgerEntry = { kind: 'issuance', date: '2022-02-01', holder: 'Kofi', shareClass: 'Common', shares: 1000, pricePerShareMinor: 1, currency: 'USD', isOption: false };
    await db.execute(sql`insert into share_ledger_entry (startup_id, entry_date, kind, entry, created_by) values (${withLedger!.id}, '2022-02-01', 'issuance', ${JSON.stringify(ledgerEntry)}::jsonb, 'u1')`);

    await runMigrations(database);

    // The startup without a ledger: one opening issuance per saved row, in order, dated the day it was saved (UTC).
    const entries = rowsOf<{ id: number; entry: unknown; entry_date: string; is_opening: boolean; created_at: string }>(
      await db.execute(sql`select id, entry, to_char(entry_date, 'YYYY-MM-DD') as entry_date, is_opening, created_at from share_ledger_entry where startup_id = ${withoutLedger!.id} order by id`),
    );
    expect(entries.map((e) => [e.entry_date, e.is_opening])).toEqual(saved.shares.map(() => ['2026-03-04', true]));
    const [model] = rowsOf<{ input: unknown; opening_date: string; created_at: string }>(
      await db.execute(sql`select input, to_char(opening_date, 'YYYY-MM-DD') as opening_date, created_at from cap_table_snapshot where startup_id = ${withoutLedger!.id}`),
    );
    const { shares: _shares, ...rest } = saved;
    expect(model!.input).toEqual(rest);
    expect(model!.opening_date).toBe('2026-03-04');
    // Read back as every reader reads it, the cap table is the saved one: same input, same result.
    const back = capTableFromLedger(
      entries.map((e) => ({ id: e.id, entry: e.entry, isOpening: e.is_opening, createdAt: new Date(e.created_at) })),
      { input: model!.input, openingDate: model!.opening_date, createdAt: new Date(model!.created_at) },
      '2026-11-26',
    );
    const { input: backInput, generatedAt: _at, asOf: _asOf, openingDate: _opening, openingShares, ...backResult } = back!;
    expect(openingShares).toEqual(saved.shares);
    expect(backInput.shares).toEqual(saved.shares);
    expect(backResult).toEqual(result);

    // The startup that kept a ledger: its ledger is untouched, and the saved table is a scenario, whole.
    const kept = rowsOf<{ entry: unknown }>(await db.execute(sql`select entry from share_ledger_entry where startup_id = ${withLedger!.id}`));
    expect(kept.map((r) => r.entry)).toEqual([ledgerEntry]);
    const scenarios = rowsOf<{ name: string; input: unknown; result: unknown }>(await db.execute(sql`select name, input, result from cap_table_scenario where startup_id = ${withLedger!.id}`));
    expect(scenarios).toEqual([{ name: 'Cap table saved on 2026-03-04', input: saved, result }]);
  }, 120_000);
});
