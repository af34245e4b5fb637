import { currencyExponents } from '@baobab/contracts/currencies';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { exchangeRates } from '../schema/exchange-rates';
import { startups } from '../schema/startups';
import type { RateRow } from './rates-csv';
import { rowsOf } from '../raw-rows';

export type LatestRateRow = { currency: string; rateDate: string; perUsd: string; source: string; importedAt: Date };

/** Rows per INSERT: four parameters a row keeps a statement well under PostgreSQL's 65,535-parameter limit. */
const UPSERT_BATCH = 1_000;

/** Writes rates, replacing the rate stored for the same currency and day (the primary key). */
export async function upsertRates(db: Db, rows: readonly RateRow[], importedAt: Date): Promise<void> {
  for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
    await db
      .insert(exchangeRates)
      .values(rows.slice(start, start + UPSERT_BATCH).map((row) => ({ ...row, importedAt })))
      .onConflictDoUpdate({
        target: [exchangeRates.currency, exchangeRates.rateDate],
        set: { perUsd: sql`excluded.per_usd`, source: sql`excluded.source`, importedAt: sql`excluded.imported_at` },
      });
  }
}

/**
 * The latest rate of each currency on or before `onOrBefore` (every rate when left out): the last entry
 * of each currency in the primary key's order, read backwards from the index.
 */
export async function latestRateRows(db: Db, onOrBefore?: string): Promise<LatestRateRow[]> {
  const result = await db.execute<{ currency: string; rate_date: string; per_usd: string; source: string; imported_at: string | Date }>(sql`
    select distinct on (${exchangeRates.currency}) ${exchangeRates.currency}, ${exchangeRates.rateDate}::text as rate_date,
      ${exchangeRates.perUsd}::text as per_usd, ${exchangeRates.source}, ${exchangeRates.importedAt}
    from ${exchangeRates}
    ${onOrBefore === undefined ? sql`` : sql`where ${exchangeRates.rateDate} <= ${onOrBefore}::date`}
    order by ${exchangeRates.currency}, ${exchangeRates.rateDate} desc`);
  const rows = rowsOf<{ currency: string; rate_date: string; per_usd: string; source: string; imported_at: string | Date }>(result);
  return rows.map((row) => ({ currency: row.currency, rateDate: row.rate_date, perUsd: row.per_usd, source: row.source, importedAt: new Date(row.imported_at) }));
}

/** Each currency's minor unit (10^exponent) as an SQL VALUES list: from contracts/currencies.ts, the one ISO 4217 table. */
const minorUnits = () =>
  sql.join(
    Object.entries(currencyExponents).map(([currency, exponent]) => sql`(${currency}::text, ${10 ** exponent}::numeric)`),
    sql`, `,
  );

/**
 * Converts every startup's raise to whole US dollars again at the latest rates, in one statement:
 *
 *   raising_amount_usd = round_half_up(raising_amount_minor ÷ (10^exponent × per_usd))
 *                      = div(2a + b, 2b) with a = raising_amount_minor and b = 10^exponent × per_usd
 *
 * `div` on numeric is the exact truncated quotient, so this rounds exactly as wholeUsd in
 * packages/finance/src/currency-conversion.ts does with BigInt (a test holds them together). USD is one
 * per dollar by definition; a currency without a rate gives null, never a guess. Only rows whose value
 * changes are written; how many is returned.
 */
export async function recomputeRaisingAmountUsd(db: Db): Promise<number> {
  const usd = sql`case when priced.unit_value is null or ${startups.raisingAmountMinor} is null then null
    else div(2 * ${startups.raisingAmountMinor}::numeric + priced.unit_value, 2 * priced.unit_value)::bigint end`;
  const result = await db.execute(sql`
    with latest as (
      select distinct on (currency) currency, per_usd from ${exchangeRates} order by currency, rate_date desc
    ),
    priced as (
      select units.currency, units.minor_unit * (case when units.currency = 'USD' then 1 else latest.per_usd end) as unit_value
      from (values ${minorUnits()}) as units(currency, minor_unit)
      left join latest on latest.currency = units.currency
    )
    update ${startups} set raising_amount_usd = ${usd}
    from priced
    where priced.currency = ${startups.raisingCurrency} and ${startups.raisingAmountUsd} is distinct from ${usd}
    returning ${startups.id}`);
  return rowsOf(result).length;
}
