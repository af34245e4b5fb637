/**
 * Reads the free-text raise a founder types ('$500K', 'KES 50M', '₦200m', 'NGN 1,000,000')
 * into an exact amount in minor units, an ISO 4217 currency and a whole-dollar equivalent.
 * Pure: no I/O, no clock, no live exchange rates.
 */
import { currencyExponents, type CurrencyCode } from '@baobab/contracts/currencies';
import { readMoneyText, type MoneyTextContext } from '@baobab/contracts/money-reader';
import { referencePerUsd } from './reference-rates';

export type ParsedMoney = {
  /** Exact amount in the currency's minor units (cents for USD), an integer. */
  amountMinor: number;
  currency: CurrencyCode;
  /** The amount in whole US dollars at the reference rate, rounded half up. */
  usd: number;
};

/**
 * Parses a raise typed as free text (money-reader.ts documents every form it reads). Returns
 * null when readMoneyText refuses it: empty, not an amount, ambiguous ('1,500'), negative,
 * zero, a range, an unknown currency, or above ten trillion units. A bare number or '$' means
 * US dollars; 'FCFA' is XOF unless context.country is in Central Africa.
 *
 * The dollar figure divides the exact amount by the reference rate in floating point and
 * rounds half up to whole dollars.
 */
export function parseMoneyText(text: string, context: MoneyTextContext = {}): ParsedMoney | null {
  const reading = readMoneyText(text, context);
  if (!reading.ok) return null;
  const { amountMinor, currency } = reading;
  const usd = Math.round(amountMinor / 10 ** currencyExponents[currency] / referencePerUsd[currency]);
  return { amountMinor, currency, usd };
}
