/**
 * Writes a generated dataset to the database: all of it or none of it, in one transaction,
 * in batches of BATCH_SIZE rows. Also the two checks around seeding: whether the
 * database already has users, and emptying the seeded tables for a fresh start.
 */
import { writeFile } from 'node:fs/promises';
import { hashPassword } from 'better-auth/crypto';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { FileStorage } from '../integrations/storage';
import { accounts, users } from '../db/schema/auth';
import { dataRoomDocuments, dataRoomDocumentVersions, dataRoomFolders, dataRoomGrants, dataRooms } from '../db/schema/data-rooms';
import { dealStageChanges, deals } from '../db/schema/deals';
import { jobs } from '../db/schema/jobs';
import { capTableSnapshots, shareLedgerEntries } from '../db/schema/financial-tools';
import { messages } from '../db/schema/messaging';
import { connections } from '../db/schema/network';
import { investments } from '../db/schema/portfolio';
import { founderProfiles, investorProfiles } from '../db/schema/profiles';
import { companyMetrics, companyMetricValues } from '../db/schema/updates';
import { userProfiles } from '../db/schema/user-profiles';
import { startups } from '../db/schema/startups';
import { wholeUsd, type RateTable } from '@baobab/finance/currency-conversion';
import { referenceRatesCsv } from '@baobab/finance/reference-rates';
import { importExchangeRates, latestRates } from '../db/exchange-rates/import-rates';
import { renderDemoPdf } from './demo-room';
import { writePublicScores } from './public-scores';
import type { Dataset, DemoRoom } from './types';

/** Rows per INSERT statement: each batch travels as one JSON parameter of a few megabytes. */
const BATCH_SIZE = 5_000;

/** An arbitrary constant: the advisory lock that stops two starting instances seeding twice. */
const SEED_LOCK_ID = 7_412_210;

/** The type json_to_recordset reads a column as: the column's own type, serial being a plain integer. */
function recordType(column: PgColumn): string {
  const type = column.getSQLType();
  return type === 'serial' ? 'integer' : type;
}

/**
 * Inserts rows through json_to_recordset: one JSON parameter per batch instead of one
 * parameter per value. Drizzle's own multi-row insert maps every value separately and spent
 * about 30 s of CPU on the 100,000-startup dataset; this spends about a tenth of that. Dates
 * travel as ISO strings, arrays as JSON arrays (PostgreSQL 11+ turns them into SQL arrays),
 * numerics as strings; both PostgreSQL and PGlite accept the statement.
 */
async function insertInBatches<T extends PgTable>(db: Db, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  const definitions = sql.raw(columns.map(([, column]) => `"${column.name}" ${recordType(column)}`).join(', '));
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of columns) record[column.name] = (row as Record<string, unknown>)[key] ?? null;
      return record;
    });
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${JSON.stringify(batch)}::json) as t(${definitions})`,
    );
  }
}

export async function hasUsers(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/** Renders and stores the demo room's documents; their version rows, with the storage keys. */
async function storeDemoDocuments(storage: FileStorage, room: DemoRoom) {
  return Promise.all(
    room.documents.map(async ({ row, pages }) => {
      const bytes = await renderDemoPdf(row.name, pages);
      const staging = await storage.stagingPath();
      await writeFile(staging, bytes);
      const storageKey = await storage.store(staging);
      return { documentId: row.id, version: 1, storageKey, sizeBytes: bytes.byteLength, contentType: 'application/pdf', uploadedBy: room.room.ownerId, createdAt: row.createdAt };
    }),
  );
}

/** The raise's whole-dollar value at the given rates (null without a rate), as the startups module stores it. */
function withUsd<T extends Dataset['startups'][number]>(startup: T, rates: RateTable): T {
  const { raisingAmountMinor: minor, raisingCurrency: currency } = startup;
  const usd = minor === null || minor === undefined || !currency ? null : wholeUsd(BigInt(minor), currency, rates);
  return { ...startup, raisingAmountUsd: usd === null ? null : Number(usd) };
}

type InsertOptions = {
  /** Where the demo room's documents go; null leaves the demo room out (a dataset for query tests). */
  storage: FileStorage | null;
  onlyIfEmpty?: boolean;
};

/**
 * Inserts every row of the dataset, or nothing. With `onlyIfEmpty`, it checks under a lock
 * that the user table is still empty and inserts nothing (returning false) if it is not.
 * Demo passwords are hashed here, with Better Auth's own scrypt hash, so that the demo
 * accounts sign in like any other. The demo room's files are stored first: if the
 * transaction then fails they are unreferenced, never referenced and missing. After the commit,
 * every startup gets its public score (public-scores.ts).
 */
export async function insertDataset(db: Db, dataset: Dataset, options: InsertOptions): Promise<boolean> {
  const accountRows = await Promise.all(
    dataset.accounts.map(async ({ plainPassword, ...account }) => ({ ...account, password: await hashPassword(plainPassword) })),
  );
  const room = options.storage ? dataset.demoRoom : null;
  const roomVersions = room ? await storeDemoDocuments(options.storage!, room) : [];
  const inserted = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (options.onlyIfEmpty && (await hasUsers(tx))) return false;
    await insertInBatches(tx, users, dataset.users);
    await insertInBatches(tx, accounts, accountRows);
    // Apart: a column one batch row sets and the others lack would be null for them, not its default.
    if (dataset.adminIds.length) await tx.update(users).set({ isAdmin: true }).where(inArray(users.id, dataset.adminIds));
    await insertInBatches(tx, founderProfiles, dataset.founderProfiles);
    await insertInBatches(tx, investorProfiles, dataset.investorProfiles);
    await insertInBatches(tx, userProfiles, dataset.userProfiles);
    // The reference rates go in as a rates file through the one import function, then each raise is
    // converted at the rates now stored, exactly as the API converts a raise it saves (decision 0022).
    await importExchangeRates(tx, referenceRatesCsv());
    const rates = await latestRates(tx);
    // The directory's score is each startup's public assessment, written after the commit (below).
    await insertInBatches(tx, startups, dataset.startups.map((s) => withUsd(s, rates)));
    await insertInBatches(tx, jobs, dataset.jobs);
    await insertInBatches(tx, connections, dataset.connections);
    await insertInBatches(tx, messages, dataset.messages);
    await insertInBatches(tx, deals, dataset.deals);
    await insertInBatches(tx, dealStageChanges, dataset.dealStageChanges);
    await insertInBatches(tx, investments, dataset.investments);
    await insertInBatches(tx, companyMetrics, dataset.demoMetrics.metrics);
    await insertInBatches(tx, companyMetricValues, dataset.demoMetrics.values);
    await insertInBatches(tx, capTableSnapshots, [dataset.demoCapTable.model]);
    await insertInBatches(tx, shareLedgerEntries, dataset.demoCapTable.entries);
    if (room) {
      await insertInBatches(tx, dataRooms, [room.room]);
      await insertInBatches(tx, dataRoomFolders, room.folders);
      await insertInBatches(tx, dataRoomDocuments, room.documents.map((d) => d.row));
      await insertInBatches(tx, dataRoomDocumentVersions, roomVersions);
      await insertInBatches(tx, dataRoomGrants, [room.grant]);
    }
    // These were inserted with explicit ids; the next row created through the API must follow them.
    for (const table of ['startup', 'company_metric', 'connection', 'deal', 'data_room', 'data_room_folder', 'data_room_document', 'data_room_grant']) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 0) + 1 from ${sql.identifier(table)}), false)`,
      );
    }
    return true;
  });
  // The assessment reads the committed rows (the market of each country among them).
  if (inserted) await writePublicScores(db);
  return inserted;
}

/**
 * Empties the user table and, through CASCADE, every table that refers to users (sessions,
 * accounts, profiles, startups, jobs and whatever later features add), restarting their ids.
 */
export async function deleteSeededData(db: Db): Promise<void> {
  await db.execute(
    sql`truncate table "user", "account", "session", "founder_profile", "investor_profile", "startup", "job" restart identity cascade`,
  );
}
