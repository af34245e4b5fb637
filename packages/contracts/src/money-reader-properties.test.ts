import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { currencyExponents, type CurrencyCode } from './currencies';
import { readMoneyText } from './money-reader';
import { englishGroupingCurrencies, multiplierSpellings } from './money-words';
import { englishOf } from './i18n/message-english';

/** Groups an integer's digits by threes with `separator`, as a person would: 1500000 → '1 500 000'. */
const grouped = (n: bigint, separator: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

const separators = [' ', '\u00a0', '\u202f', ',', '.'] as const;
const currencies: readonly CurrencyCode[] = ['USD', 'EUR', 'NGN', 'KES', 'ZAR', 'GHS', 'EGP', 'MAD', 'XOF', 'XAF', 'TND', 'JPY'];
/** Where the currency is written: first (the English way) or last (the French way). */
const placements = [
  { isFirst: true, place: (n: string, c: string) => `${c} ${n}` },
  { isFirst: false, place: (n: string, c: string) => `${n} ${c}` },
  { isFirst: true, place: (n: string, c: string) => `${c}${n}` },
] as const;
const pow10 = (e: number) => 10n ** BigInt(e);

describe('readMoneyText properties', () => {
  it('reads back any whole amount grouped by spaces, no-break spaces, commas or dots, or says it is ambiguous', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 1_000_000_000_000n }),
        fc.constantFrom(...separators),
        fc.constantFrom(...currencies),
        fc.constantFrom(...placements),
        (n, separator, currency, { isFirst, place }) => {
          const reading = readMoneyText(place(grouped(n, separator), currency));
          const exponent = currencyExponents[currency];
          const expected = { ok: true, amountMinor: Number(n * pow10(exponent)), currency };
          // Only one ',' or '.' before three digits can be read two ways; the currency and its place may settle it (money-reader.ts).
          const isLoneGroup = (separator === ',' || separator === '.') && n >= 1_000n && n < 1_000_000n;
          if (!isLoneGroup || exponent === 0) return void expect(reading).toMatchObject(expected);
          if (separator === ',' && (englishGroupingCurrencies.has(currency) || isFirst)) return void expect(reading).toMatchObject(expected);
          // A decimal point: '$1.500' is $1.50, 'TND 2.930' and '2,930 TND' are dinars and millimes.
          if (englishGroupingCurrencies.has(currency) || exponent === 3) return;
          expect(reading).toMatchObject({ ok: false, reason: 'ambiguous' });
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('multiplies exactly by an appended multiplier, with or without a decimal part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999 }),
        fc.stringMatching(/^\d{0,3}$/),
        fc.constantFrom(...multiplierSpellings),
        fc.constantFrom(',', '.'),
        fc.constantFrom('€', 'EUR', 'euros', 'F CFA'),
        (whole, fraction, [word, power], decimalPoint, currency) => {
          const text = `${whole}${fraction === '' ? '' : decimalPoint + fraction} ${word} ${currency}`;
          const exponent = currency === 'F CFA' ? 0 : 2;
          const digits = BigInt(`${whole}${fraction}`);
          const scale = power + exponent - fraction.length;
          const expected = scale >= 0 ? digits * pow10(scale) : (digits * 2n + pow10(-scale)) / (2n * pow10(-scale));
          const reading = readMoneyText(text);
          if (expected === 0n) expect(reading).toMatchObject({ ok: false, reason: 'notPositive' });
          else expect(reading).toMatchObject({ ok: true, amountMinor: Number(expected), currency: currency === 'F CFA' ? 'XOF' : 'EUR' });
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('never throws, and either reads a positive safe integer or gives a message', () => {
    const moneyish = fc.stringMatching(/^[0-9 .,$€₦kKmMbB\-a-zA-Z\u00a0\u202f]{0,24}$/);
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 30 }), moneyish), (text) => {
        const reading = readMoneyText(text);
        if (reading.ok) {
          expect(Number.isSafeInteger(reading.amountMinor)).toBe(true);
          expect(reading.amountMinor).toBeGreaterThan(0);
        } else {
          expect(englishOf(reading.message).length).toBeGreaterThan(10);
        }
      }),
      { numRuns: 3_000 },
    );
  });
});
