/**
 * The cap-table form's amounts as a person types them ('18 000 000', '1,5 M', 'XOF 500 000 000', '0,0475'),
 * read by the one reader (money-reader.ts, decision 0032) in the company's currency (decision 0035): round
 * terms, SAFEs and notes as amounts of the currency (its minor unit at most), exercise and issue prices as
 * prices per share with their real decimals (readPriceText). Another currency written is refused, never
 * converted. Zod-free: the editor reads its fields with it before the contract's schema checks the numbers.
 */
import { currencyExponents, isCurrencyCode, type CurrencyCode } from './currencies';
import type { Text } from './i18n/message';
import { readMoneyText, readPriceText } from './money-reader';

/** An amount of the currency (minor unit at most) or a price per share (up to six decimals). */
export type CapTableAmountKind = 'amount' | 'price';

export type CapTableAmountReading = { ok: true; value: number } | { ok: false; message: Text };

/** The company's currency as the cap table works in it; US dollars for a code Baobab does not offer. */
export const capTableCurrency = (currency: string | null | undefined): CurrencyCode => (currency && isCurrencyCode(currency) ? currency : 'USD');

/**
 * One typed amount as the number the contract takes (major units of `currency`). Text that is no amount
 * at all gets the field's own contract message (`notANumber`); any other refusal is the reader's sentence
 * (another currency, too many decimals, ambiguous separators). Any sign is read: the contract's schema then
 * refuses a zero or negative value with the field's own message, as for a number sent by an API client.
 */
export function readCapTableAmount(text: string, kind: CapTableAmountKind, currency: CurrencyCode, notANumber: string): CapTableAmountReading {
  const context = { currency, isCurrencyFixed: true, sign: 'any' as const };
  if (kind === 'price') {
    const reading = readPriceText(text, context);
    if (reading.ok) return { ok: true, value: Number(reading.price) };
    return reading.reason === 'notAmount' ? { ok: false, message: notANumber } : { ok: false, message: reading.message };
  }
  const reading = readMoneyText(text, context);
  if (reading.ok) return { ok: true, value: reading.amountMinor / 10 ** currencyExponents[currency] };
  return reading.reason === 'notAmount' ? { ok: false, message: notANumber } : { ok: false, message: reading.message };
}
