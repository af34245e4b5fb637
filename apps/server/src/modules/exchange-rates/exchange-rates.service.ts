/**
 * Exchange rates for the rest of the server (decision 0022): the admin console's import and list, the
 * command line's import, the latest rates cached per app, and amounts put in a viewer's display currency.
 * The statements themselves are in db/exchange-rates (the demo seed uses them too).
 */
import { isCurrencyCode, type CurrencyCode } from '@baobab/contracts/currencies';
import type { ExchangeRatesList, ImportExchangeRatesInput, ImportExchangeRatesResult } from '@baobab/contracts/exchange-rates';
import type { MoneyAmount } from '@baobab/contracts/money-amount';
import { convertMinor, wholeUsd, type RateTable } from '@baobab/finance/currency-conversion';
import type { Db } from '../../db/client';
import { importExchangeRates, latestRates, type ImportedRates } from '../../db/exchange-rates/import-rates';
import { latestRateRows } from '../../db/exchange-rates/rates-queries';
import type { CachedDb } from '../../lib/cache-registry';
import { recordAdminAction } from '../admin/admin-audit.service';
import type { AdminUser } from '../admin/admin.policy';
import { latestRatesCache } from './exchange-rates.cache';

export { holdRatesSteady, latestRates } from '../../db/exchange-rates/import-rates';
export type { RateTable } from '@baobab/finance/currency-conversion';

/** The audit log's target for an import: the days it brought, as many as fit a short line. */
const importTarget = (dates: string[]) => (dates.length <= 3 ? dates.join(', ') : `${dates[0]} … ${dates.at(-1)} (${dates.length} days)`);

/** The admin tab: the latest rate of every currency that has one, by code. */
export async function listLatestRates(db: Db, _admin: AdminUser): Promise<ExchangeRatesList> {
  const rows = await latestRateRows(db);
  return {
    rates: rows.flatMap((row) => (isCurrencyCode(row.currency) ? [{ ...row, currency: row.currency, importedAt: row.importedAt.toISOString() }] : [])),
  };
}

/**
 * An admin's import: all or nothing (exchange-rates-import.ts), with the admin's reason in the audit log
 * in the same transaction. The raises' dollar values change with the rates, so every cached directory
 * page and stat tile is forgotten after the commit, here and on the other instances.
 */
export async function importRatesAsAdmin({ db, caches }: CachedDb, admin: AdminUser, input: ImportExchangeRatesInput): Promise<ImportExchangeRatesResult> {
  const result = await importExchangeRates(db, input.csv, (tx, imported) =>
    recordAdminAction(tx, admin, { action: 'exchange_rates.import', targetType: 'exchange_rates', targetId: importTarget(imported.dates), reason: input.reason }),
  );
  await caches.changed('startups');
  return result;
}

/**
 * `npm run rates:import -- file.csv`: whoever runs the server imports a file, logged like an admin's
 * import with no admin (the command line) and the file's name as the reason. A running server's cached
 * directory pages then age out within their 30 s (startups.cache.ts).
 */
export async function importRatesFromCli(db: Db, csv: string, fileName: string): Promise<ImportedRates> {
  return importExchangeRates(db, csv, (tx, imported) =>
    recordAdminAction(tx, { id: null, email: null }, { action: 'exchange_rates.import_cli', targetType: 'exchange_rates', targetId: importTarget(imported.dates), reason: `Imported with npm run rates:import from ${fileName}` }),
  );
}

/** The latest rates through this app's cache: for reads that show converted figures, not for writes (they read under holdRatesSteady). */
export async function cachedLatestRates({ db, caches }: CachedDb): Promise<RateTable> {
  return caches.use(latestRatesCache).get('latest', () => latestRates(db));
}

/** The latest rates read now, without the cache: for an occasional read such as a PDF, where no CachedDb is at hand. */
export async function currentRates(db: Db): Promise<RateTable> {
  return latestRates(db);
}

/** The currency a viewer reads amounts in: their choice, else US dollars (visitors too). */
export const viewerCurrency = (viewer: { displayCurrency: CurrencyCode | null } | null): CurrencyCode => viewer?.displayCurrency ?? 'USD';

/**
 * A stored amount as the API shows it: in its own currency and, when the viewer reads another one and
 * both have a rate, converted (exact, rounded once half up) with the rate's date and source. Null when
 * there is no amount (a raise that could not be read as money).
 */
export function moneyAmount(amountMinor: number | null, currency: string | null, viewer: CurrencyCode, rates: RateTable): MoneyAmount | null {
  if (amountMinor === null || currency === null || !isCurrencyCode(currency)) return null;
  const converted = currency === viewer ? null : convertMinor(BigInt(amountMinor), currency, viewer, rates);
  return {
    amountMinor: String(amountMinor),
    currency,
    converted:
      converted && converted.rateDate !== null && converted.source !== null
        ? { amountMinor: converted.amountMinor.toString(), currency: converted.currency, rateDate: converted.rateDate, source: converted.source }
        : null,
  };
}

/** An amount in minor units as whole US dollars at the latest rates (startup.raising_amount_usd); null without a rate. */
export function wholeUsdOfMinor(amountMinor: number, currency: string, rates: RateTable): number | null {
  const usd = wholeUsd(BigInt(amountMinor), currency, rates);
  return usd === null ? null : Number(usd);
}
