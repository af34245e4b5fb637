/**
 * Writes a raise the way founders type it: '$500K', '1.2m', '$1.5 million', 'KES 50M',
 * '₦200m', 'NGN 1,000,000,000', 'MAD 180 000'. Every form written here is one parseMoneyText reads.
 */
import type { CurrencyCode } from '@baobab/contracts/currencies';
import { referencePerUsd } from '@baobab/finance/reference-rates';
import { englishGroupingCurrencies } from '@baobab/contracts/money-words';
import type { Random } from './random';
import { compactAmount, groupThousands, roundToTwoSignificant } from './text';

/** Symbols founders use in place of the ISO code, where one is common. */
const symbols: Partial<Record<CurrencyCode, string>> = {
  NGN: '₦', GHS: 'GH₵', ZAR: 'R', EUR: '€', GBP: '£', BRL: 'R$', INR: '₹', JPY: '¥', KES: 'KSh',
};

function inWords(n: number, group: (n: number) => string = groupThousands): string {
  if (n >= 1e9) return `${Math.round((n / 1e9) * 100) / 100} billion`;
  if (n >= 1e6) return `${Math.round((n / 1e6) * 100) / 100} million`;
  return group(n);
}

const dollarStyles: readonly ((n: number) => string)[] = [
  (n) => `$${compactAmount(n)}`,
  (n) => compactAmount(n).toLowerCase(),
  (n) => `$${inWords(n)}`,
  (n) => `USD ${compactAmount(n)}`,
  (n) => `$${groupThousands(n)}`,
  (n) => `US$ ${compactAmount(n).toLowerCase()}`,
  (n) => `${compactAmount(n)} USD`,
];

/**
 * Thousands grouped as people there write them: commas where English grouping is the norm,
 * spaces elsewhere ('MAD 180 000'), since 'MAD 180,000' is ambiguous and refused (money-reader.ts).
 */
const groupedLocally = (n: number, code: CurrencyCode) => (englishGroupingCurrencies.has(code) ? groupThousands(n) : groupThousands(n).replace(/,/g, ' '));

const localStyles: readonly ((n: number, code: CurrencyCode) => string)[] = [
  (n, code) => `${code} ${compactAmount(n)}`,
  (n, code) => `${symbols[code] ?? `${code} `}${compactAmount(n).toLowerCase()}`,
  (n, code) => `${code} ${groupedLocally(n, code)}`,
  (n, code) => `${code} ${inWords(n, (m) => groupedLocally(m, code))}`,
];

/**
 * The text of a raise of about `usd` dollars by a founder whose local currency is `currency`.
 * `localShare` is how often such founders quote their own currency rather than dollars.
 */
export function raiseText(random: Random, usd: number, currency: CurrencyCode, localShare: number): string {
  if (currency !== 'USD' && random.chance(localShare)) {
    const local = roundToTwoSignificant(usd * referencePerUsd[currency]);
    return random.pick(localStyles)(local, currency);
  }
  return random.pick(dollarStyles)(roundToTwoSignificant(usd));
}
