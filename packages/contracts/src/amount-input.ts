/**
 * The zod side of the one reader of amounts (money-reader.ts): every money field of every request
 * accepts what a person types ('18 000 000', '1,5 M€', 'XOF 500 000 000', '$1.2M') as well as a plain
 * JSON number, and a text it cannot read is refused with the reader's message on that field, never
 * read some other way. Decision 0025.
 */
import { z } from 'zod';
import { currencyExponents, type CurrencyCode } from './currencies';
import { refusal } from './i18n/message-issue';
import { readMoneyText, type MoneyAmount, type MoneyTextContext } from './money-reader';

/** A JSON number as a person would write it (no exponent: 1e21 is not an amount anyone types). */
const numberText = (value: number) => (Number.isFinite(value) ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : 'NaN');

/** An amount as text or a number, read into exact minor units and its currency. */
export const amountInputSchema = (context: MoneyTextContext = {}) =>
  z.union([z.string().max(64), z.number()]).transform((value, ctx): MoneyAmount => {
    const reading = readMoneyText(typeof value === 'number' ? numberText(value) : value, context);
    if (reading.ok) return { amountMinor: reading.amountMinor, currency: reading.currency };
    ctx.addIssue({ code: 'custom', ...refusal(reading.message) });
    return z.NEVER;
  });

/**
 * An amount in whole units of one currency (a ticket size in dollars): what amountInputSchema reads, in
 * `currency` only, with no fraction of a unit; `outside` is the message for an amount outside [min, max].
 */
export const wholeAmountInputSchema = (currency: CurrencyCode, bounds: { min: number; max: number; outside: string }) =>
  amountInputSchema({ currency, isCurrencyFixed: true }).transform((amount, ctx) => {
    const unit = 10 ** currencyExponents[currency];
    const whole = amount.amountMinor / unit;
    if (!Number.isInteger(whole) || whole < bounds.min || whole > bounds.max) {
      ctx.addIssue({ code: 'custom', message: bounds.outside });
      return z.NEVER;
    }
    return whole;
  });
