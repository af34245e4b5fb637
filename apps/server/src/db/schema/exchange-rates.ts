import { date, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Reference exchange rates, one row per currency and date, imported from a rates file by an admin
 * or the rates:import CLI (modules/exchange-rates). Amounts are always stored in their own
 * currency; these rates only convert them for display and for comparing amounts across
 * currencies, and every converted figure is shown with its rate's date and source.
 * `per_usd` is units of the currency per one US dollar, as numeric (never a float).
 */
export const exchangeRates = pgTable(
  'exchange_rate',
  {
    currency: text('currency').notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    perUsd: numeric('per_usd').notNull(),
    source: text('source').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The newest rate of a currency is the last entry of its primary key.
  (t) => [primaryKey({ columns: [t.currency, t.rateDate] })],
);
