import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { currencyCodes, currencyExponents } from './currencies';
import { formatMinorAmount } from './money-display';
import { readMoneyText } from './money-reader';

/** Up to ten trillion units, the reader's ceiling, and never past what a double holds exactly. */
const amountOf = (currency: (typeof currencyCodes)[number]) => {
  const ceiling = 10n ** BigInt(13 + currencyExponents[currency]);
  return fc.bigInt({ min: -ceiling, max: ceiling }).filter((n) => n <= BigInt(Number.MAX_SAFE_INTEGER) && -n <= BigInt(Number.MAX_SAFE_INTEGER));
};

describe('the one formatter and the one reader agree', () => {
  it.each(['en', 'fr'] as const)('any amount written in %s, in every currency, reads back to the same amount and currency', (locale) => {
    fc.assert(
      fc.property(
        fc.constantFrom(...currencyCodes).chain((currency) => fc.tuple(fc.constant(currency), amountOf(currency))),
        ([currency, minor]) => {
          const written = formatMinorAmount(minor.toString(), currency, { locale });
          expect(readMoneyText(written, { sign: 'any' }), written).toEqual({ ok: true, amountMinor: Number(minor), currency, isCurrencyWritten: true });
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it.each([
    ['en', 'XOF 25,000,000', '$1,500', '€1,500', 'TND 2.930'],
    ['fr', '25\u202f000\u202f000\u00a0XOF', '1\u202f500\u00a0$US', '1\u202f500\u00a0€', '2,930\u00a0TND'],
  ] as const)('reads back the spellings chosen for %s', (locale, xof, usd, eur, tnd) => {
    expect(formatMinorAmount('25000000', 'XOF', { locale })).toBe(xof);
    expect(formatMinorAmount('150000', 'USD', { locale })).toBe(usd);
    expect(formatMinorAmount('150000', 'EUR', { locale })).toBe(eur);
    expect(formatMinorAmount('2930', 'TND', { locale })).toBe(tnd);
    for (const [text, minor] of [[xof, 25_000_000], [usd, 150_000], [eur, 150_000], [tnd, 2_930]] as const) {
      expect(readMoneyText(text)).toMatchObject({ ok: true, amountMinor: minor });
    }
  });
});
