/**
 * Prices per share as people write them: an amount in the currency's own units with its real decimals
 * ('0.05' USD, '12.5' XOF), and back. The ledger stores a price in minor units with up to two decimals
 * (decision 0017: $0.0001 is 0.01 cents), so a price may carry the currency's decimals plus two more.
 * Exact: the digits are shifted as text, never multiplied as a float. Zod-free, for the ledger form.
 */
import { currencyExponents, isCurrencyCode } from './currencies';

const exponentOf = (currency: string) => (isCurrencyCode(currency) ? currencyExponents[currency] : 2);

/** Decimals a price per share may have in this currency (its minor units' digits plus two). */
export const priceDecimals = (currency: string) => exponentOf(currency) + 2;

/**
 * '0.05' (or '0,05'; spaces ignored) in `currency` as the ledger's minor units (5 for USD), or NaN when the
 * text is not a plain amount, is negative, or has more decimals than `priceDecimals` allows.
 */
export function priceToMinor(text: string, currency: string): number {
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(text.replace(/[\s\u00a0\u202f]/g, ''));
  if (!match) return Number.NaN;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > priceDecimals(currency)) return Number.NaN;
  // Hundredths of a minor unit, as an integer: whole and fraction digits padded to exponent + 2 places.
  const hundredths = BigInt(whole + fraction.padEnd(priceDecimals(currency), '0'));
  return Number(hundredths) / 100;
}

/** The ledger's minor units as the amount a person typed ('0.05', '12.5'), trailing zeros beyond the currency's decimals dropped. */
export function minorToPriceText(minor: number, currency: string): string {
  const places = priceDecimals(currency);
  const digits = String(Math.round(minor * 100)).padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places).replace(/0+$/, '');
  const shown = fraction.padEnd(Math.min(exponentOf(currency), places), '0');
  return shown && /[1-9]/.test(fraction) ? `${whole}.${shown}` : whole;
}

/** The ledger's decimal price per share: major units with up to six decimals ('0.0475'), as readPriceText writes it. */
export const DECIMAL_PRICE = /^\d{1,13}(?:\.\d{1,6})?$/;

/**
 * A decimal price ('0.0475' XOF) as the ledger's older `pricePerShareMinor`: minor units to two decimals,
 * rounded half up (XOF 0.0475 is 0.05 of a franc there; the decimal keeps the exact price).
 */
export function decimalPriceToMinor(price: string, currency: string): number {
  const [whole = '0', fraction = ''] = price.split('.');
  const millionths = BigInt(whole + fraction.padEnd(6, '0'));
  // Hundredths of a minor unit: × 10^(exponent + 2) / 10^6, half up.
  const shift = exponentOf(currency) + 2 - 6;
  const hundredths = shift >= 0 ? millionths * 10n ** BigInt(shift) : (millionths * 2n + 10n ** BigInt(-shift)) / (2n * 10n ** BigInt(-shift));
  return Number(hundredths) / 100;
}

/** The ledger's minor units (to two decimals) as the decimal price in major units ('0.05' for 5 US cents). */
export function minorToDecimalPrice(minor: number, currency: string): string {
  const places = priceDecimals(currency);
  const digits = String(Math.round(minor * 100)).padStart(places + 1, '0');
  const fraction = digits.slice(digits.length - places).replace(/0+$/, '');
  return `${digits.slice(0, digits.length - places)}${fraction ? `.${fraction}` : ''}`;
}
