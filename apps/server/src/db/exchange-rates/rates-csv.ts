import { isCurrencyCode, type CurrencyCode } from '@baobab/contracts/currencies';
import { dateProblem } from '@baobab/contracts/dates-texts';
import { EXCHANGE_RATE_COLUMNS, exchangeRateLimits, exchangeRatesMessages as m } from '@baobab/contracts/exchange-rates';
import type { Message, Text } from '@baobab/contracts/i18n/message';
import { parseCsvLine, readCsvBody } from '../../lib/csv-lines';
import { badRequest } from '../../lib/errors';

/**
 * Reads a rates file: a header line naming the columns currency,date,per_usd,source (any order, any
 * case), then one row per currency and day. Every row is checked on its own and every bad row is
 * reported with its line and reason (the pattern of the metrics import, modules/metrics/metrics-import.ts):
 * - currency: an ISO 4217 code of contracts/currencies.ts, any case;
 * - date: a real calendar day, YYYY-MM-DD, from 1900-01-01 (contracts/dates-texts.ts) and not after today (UTC):
 *   a rate is what was observed;
 * - per_usd: units of the currency per one US dollar, a plain decimal above 0 (at most 12 digits on
 *   each side of the point), kept as the exact text written; USD must be 1;
 * - source: where the rate comes from, 1–200 characters;
 * - one row per currency and day in a file.
 * Unlike the metrics import, nothing is saved unless every row is valid (the caller throws the errors).
 */

export type RateRow = { currency: CurrencyCode; rateDate: string; perUsd: string; source: string };
/** Each bad row's problem as a message (decision 0046), its line in it. */
export type RateFileReading = { rows: RateRow[]; errors: { line: number; message: Message }[] };

const PER_USD = new RegExp(`^\\d{1,${exchangeRateLimits.perUsdWholeDigits}}(?:\\.\\d{1,${exchangeRateLimits.perUsdFractionDigits}})?$`);

/** '1530.00' → '1530', '0.8530' → '0.853', '007' → '7': one spelling per value, as the database's numeric reads it back. */
function canonicalDecimal(text: string): string {
  const [whole = '0', fraction = ''] = text.split('.');
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '');
  const trimmedFraction = fraction.replace(/0+$/, '');
  return trimmedFraction ? `${trimmedWhole}.${trimmedFraction}` : trimmedWhole;
}

/** Whole-file problems (no header, no rows, too many rows) throw a 400; row problems are returned, one per bad row. */
export function readRatesCsv(csv: string, today: string = new Date().toISOString().slice(0, 10)): RateFileReading {
  const { order, rows: body } = readCsvBody(csv, EXCHANGE_RATE_COLUMNS);
  if (!order) throw badRequest(m.csvHeader, [{ path: 'csv', message: m.csvHeader }]);
  if (body.length === 0) throw badRequest(m.csvNoRows, [{ path: 'csv', message: m.csvNoRows }]);
  if (body.length > exchangeRateLimits.importRows) throw badRequest(m.csvTooManyRows(body.length), [{ path: 'csv', message: m.csvTooManyRows(body.length) }]);

  const firstLineOf = new Map<string, number>();
  const rows: RateRow[] = [];
  const errors: RateFileReading['errors'] = [];
  for (const { line, text } of body) {
    const fail = (problem: Text) => errors.push({ line, message: m.rowLine(line, problem) });
    const fields = parseCsvLine(text);
    if (!fields) {
      fail(m.rowUnreadable);
      continue;
    }
    if (fields.length !== EXCHANGE_RATE_COLUMNS.length) {
      fail(m.rowColumns(fields.length));
      continue;
    }
    const [currencyText = '', date = '', perUsdText = '', source = ''] = order.map((index) => fields[index] ?? '');
    const currency = currencyText.toUpperCase();
    if (!isCurrencyCode(currency)) {
      fail(m.rowCurrency(currencyText));
      continue;
    }
    const dateIs = dateProblem(date);
    if (dateIs !== null) {
      fail(dateIs === 'tooEarly' ? m.rowDateTooEarly(date) : m.rowDate(date));
      continue;
    }
    if (date > today) {
      fail(m.rowDateFuture(date));
      continue;
    }
    if (!PER_USD.test(perUsdText) || !/[1-9]/.test(perUsdText)) {
      fail(m.rowPerUsd(perUsdText));
      continue;
    }
    const perUsd = canonicalDecimal(perUsdText);
    if (currency === 'USD' && perUsd !== '1') {
      fail(m.rowUsd);
      continue;
    }
    if (source === '') {
      fail(m.rowSource);
      continue;
    }
    if (source.length > exchangeRateLimits.sourceLength) {
      fail(m.rowSourceTooLong);
      continue;
    }
    const key = `${currency} ${date}`;
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) {
      fail(m.rowDuplicate(currency, date, earlier));
      continue;
    }
    firstLineOf.set(key, line);
    rows.push({ currency, rateDate: date, perUsd, source });
  }
  return { rows, errors };
}
