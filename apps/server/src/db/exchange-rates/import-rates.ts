/**
 * The one way rates enter the database, shared by the admin route and `npm run rates:import` (through
 * modules/exchange-rates) and by the demo seed (decision 0022). It lives with the database layer rather
 * than in the module because the seed sits below the modules and may not import them (.dependency-cruiser.cjs).
 */
import { exchangeRatesMessages as m } from '@baobab/contracts/exchange-rates';
import type { RateTable } from '@baobab/finance/currency-conversion';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { badRequest } from '../../lib/errors';
import { readRatesCsv } from './rates-csv';
import * as repo from './rates-queries';

export type ImportedRates = { imported: number; dates: string[]; startupsRepriced: number };

/**
 * An arbitrary constant: the advisory lock between a rates import (exclusive) and a startup's write
 * (shared, modules/startups). A raise saved while rates are imported is converted either before the
 * import (and then recomputed by it) or after it (at the new rates), never at the old rates after it.
 */
const RATES_LOCK_ID = 7_412_224;

/** Taken by a startup write before it reads the rates it converts its raise at; several writes share it. */
export async function holdRatesSteady(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${RATES_LOCK_ID})`);
}

/**
 * Imports a rates file, all or nothing: every row is checked first and any bad row refuses the whole
 * file with a 400 listing each bad row's line and reason; otherwise, in one transaction, the rates are
 * written (replacing a stored rate of the same currency and day), every startup's raise is converted to
 * dollars again at the latest rates (one UPDATE … FROM). The directory's score, the public assessment, reads
 * that dollar value: the hourly public-score sweep (task-workers.ts) stores it again. Checks no permission: its callers do (the
 * admin route) or are the operator (the command line, the seed). `alsoInTransaction` writes what must
 * commit with the rates (the audit entry).
 */
export async function importExchangeRates(db: Db, csv: string, alsoInTransaction?: (tx: Db, result: ImportedRates) => Promise<void>): Promise<ImportedRates> {
  const { rows, errors } = readRatesCsv(csv);
  if (errors.length > 0) {
    const issues = errors.map((error) => ({ path: 'csv', message: error.message }));
    throw badRequest(errors.length === 1 ? errors[0]!.message : m.importRefused(errors.length), issues);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RATES_LOCK_ID})`);
    await repo.upsertRates(tx, rows, new Date());
    const repriced = await repo.recomputeRaisingAmountUsd(tx);
    const result = { imported: rows.length, dates: [...new Set(rows.map((row) => row.rateDate))].sort(), startupsRepriced: repriced };
    if (alsoInTransaction) await alsoInTransaction(tx, result);
    return result;
  });
}

/** The latest rate of each currency (on or before a day when given), as the conversion engine takes them. */
export async function latestRates(db: Db, onOrBefore?: string): Promise<RateTable> {
  const rows = await repo.latestRateRows(db, onOrBefore);
  return new Map(rows.map((row) => [row.currency, { perUsd: row.perUsd, rateDate: row.rateDate, source: row.source }]));
}
