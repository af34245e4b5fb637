import { z } from 'zod';
import { adminReasonSchema } from './admin';
import { currencyCodes } from './currencies';
import { message, type Message, type Text } from './i18n/message';
import { refusal } from './i18n/message-issue';
import { refusalError } from './refusal-schema';

/**
 * Exchange rates (decision 0022): rates live in the database with their date and source, imported
 * from a rates file (CSV) by an admin or the `npm run rates:import` command. Amounts stay in their
 * own currency; a converted figure is always shown with its rate's date, and without a rate there is
 * no converted figure at all.
 */

export const exchangeRateLimits = {
  importBytes: 200 * 1024,
  importRows: 5_000,
  sourceLength: 200,
  /** Digits before and after the decimal point of a rate (units per dollar: IDR is 16,250, EUR 0.853). */
  perUsdWholeDigits: 12,
  perUsdFractionDigits: 12,
} as const;

export const EXCHANGE_RATE_COLUMNS = ['currency', 'date', 'per_usd', 'source'] as const;

/**
 * Sentences with values, as translation keys (decision 0023; French in i18n/fr/messages, as the admin
 * console shows them); exchangeRatesMessages and exchangeRatesText give them with their values as
 * messages (decision 0046). What a row of the file says is quoted as written: a string.
 */
export const exchangeRatesTemplates = {
  csvTooLarge: 'A rates file can be at most {{size}} KB: split it',
  csvTooManyRows: 'A rates file can have at most {{max}} rows; this one has {{rows}}: split it',
  /** Counted: the English forms are in i18n/en/messages.ts. */
  importRefused: 'Nothing was imported: {{count}} rows need fixing',
  rowLine: 'Line {{line}}: {{message}}',
  rowColumns: 'expected 4 values (currency, date, per_usd, source), found {{found}}',
  rowCurrency: '"{{text}}" is not a currency Baobab knows: use an ISO 4217 code such as XOF or EUR',
  rowDate: '"{{text}}" is not a date: use YYYY-MM-DD, such as 2025-06-30',
  rowDateFuture: '{{date}} is in the future',
  rowDateTooEarly: '{{date}} is before 1900-01-01, the earliest date Baobab accepts',
  rowPerUsd:
    '"{{text}}" is not a rate: write the units of the currency per one US dollar as a number above 0, such as 558 or 0.853 (a point before decimals, no thousands separators)',
  rowSourceTooLong: 'keep the source under {{max}} characters',
  rowDuplicate: '{{currency}} for {{date}} is already on line {{line}}',
  /** Counted, both: the rates written, then the raises repriced. */
  imported: 'Imported {{count}} rates; {{repriced}}',
  repriced: 'the dollar value of {{count}} raises were recomputed.',
} as const;
const t = exchangeRatesTemplates;

export const exchangeRatesMessages = {
  csvEmpty: 'Paste a rates file or choose one first',
  csvTooLarge: message(t.csvTooLarge, { size: exchangeRateLimits.importBytes / 1024 }),
  csvTooManyRows: (rows: number) => message(t.csvTooManyRows, { max: exchangeRateLimits.importRows, rows }),
  csvHeader: 'The first line must name the columns currency,date,per_usd,source (separated by commas)',
  csvNoRows: 'The file has no rows under its header line',
  /** The whole import is refused when any row is wrong, so the database never holds half a file. */
  importRefused: (rows: number) => message(t.importRefused, { count: rows }),
  /** A row's problem, itself a message (or a string without values), after its line. */
  rowLine: (line: number, problem: Text) => message(t.rowLine, { line, message: problem }),
  rowColumns: (found: number) => message(t.rowColumns, { found }),
  rowUnreadable: message('the quotes on this line are not balanced'),
  rowCurrency: (text: string) => (text ? message(t.rowCurrency, { text }) : message('the currency is missing')),
  rowDate: (text: string) => message(t.rowDate, { text }),
  /** A date that is valid is an identifier, written as the file has it: a string. */
  rowDateFuture: (date: string) => message(t.rowDateFuture, { date }),
  rowDateTooEarly: (date: string) => message(t.rowDateTooEarly, { date }),
  rowPerUsd: (text: string) => message(t.rowPerUsd, { text }),
  rowUsd: message('USD is always 1 per US dollar'),
  rowSource: message('name the source of the rate (such as "ECB reference rates")'),
  rowSourceTooLong: message(t.rowSourceTooLong, { max: exchangeRateLimits.sourceLength }),
  rowDuplicate: (currency: string, date: string, line: number) => message(t.rowDuplicate, { currency, date, line }),
} as const;

/** The admin console's Exchange rates tab. */
export const exchangeRatesText = {
  tab: 'Exchange rates',
  intro:
    'The rates Baobab converts amounts with, for display and for comparing raises across currencies. Amounts are always stored in their own currency; every converted figure shows the date of its rate.',
  latestTitle: 'Latest rate per currency',
  noRates: 'No exchange rates yet: amounts are shown in their own currency only. Import a rates file below.',
  currency: 'Currency',
  perUsd: 'Per US dollar',
  date: 'Rate date',
  source: 'Source',
  importTitle: 'Import a rates file',
  importHelp:
    'A CSV file with the header currency,date,per_usd,source and one row per currency and day: the units of the currency per one US dollar (XOF 558, EUR 0.853). A rate already stored for the same currency and day is replaced. If any row is wrong, nothing is imported.',
  fileLabel: 'Rates file (CSV)',
  csvLabel: 'Or paste the rates',
  reasonLabel: 'Reason',
  reasonHint: 'Kept in the audit log with your name, such as "Monthly rates from the central banks".',
  importButton: 'Import rates',
  importing: 'Importing…',
  imported: (rows: number, startups: number): Message => message(t.imported, { count: rows, repriced: message(t.repriced, { count: startups }) }),
  rowErrorsTitle: 'Rows to fix',
} as const;

const csvSchema = z
  .string({ error: exchangeRatesMessages.csvEmpty })
  .max(exchangeRateLimits.importBytes, refusalError(exchangeRatesMessages.csvTooLarge))
  .refine((csv) => csv.trim() !== '', exchangeRatesMessages.csvEmpty)
  // With its key and size (decision 0046): the answer carries the message, so the size is written the reader's way.
  .refine((csv) => new TextEncoder().encode(csv).length <= exchangeRateLimits.importBytes, refusal(exchangeRatesMessages.csvTooLarge));

/** POST /api/admin/exchange-rates: the file's text and, as for every admin write, the reason. */
export const importExchangeRatesInputSchema = z.strictObject({ csv: csvSchema, reason: adminReasonSchema });
export type ImportExchangeRatesInput = z.infer<typeof importExchangeRatesInputSchema>;

export const importExchangeRatesResultSchema = z.object({
  /** Rows written (new or replacing the same currency and day). */
  imported: z.number().int(),
  /** The days the file's rates are for, oldest first. */
  dates: z.array(z.string()),
  /** Startups whose raise was converted to dollars again at the latest rates. */
  startupsRepriced: z.number().int(),
});
export type ImportExchangeRatesResult = z.infer<typeof importExchangeRatesResultSchema>;

export const exchangeRateSchema = z.object({
  currency: z.enum(currencyCodes),
  rateDate: z.string(),
  /** Units of the currency per one US dollar, as exact decimal text. */
  perUsd: z.string(),
  source: z.string(),
  importedAt: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** GET /api/admin/exchange-rates: the latest rate of each currency, by currency code. */
export const exchangeRatesListSchema = z.object({ rates: z.array(exchangeRateSchema) });
export type ExchangeRatesList = z.infer<typeof exchangeRatesListSchema>;
