import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { currencyCodes, currencyExponents } from './currencies';
import { formatMinorAmount, formatPrice } from './money-display';
import { PRICE_FRACTION_DIGITS, readMoneyText, readPriceText } from './money-reader';

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

  /** A price as an exact decimal in major units, trailing zeros dropped: millionths up to a billion units. */
  const priceText = (millionths: bigint) => {
    const digits = millionths.toString().padStart(PRICE_FRACTION_DIGITS + 1, '0');
    const fraction = digits.slice(-PRICE_FRACTION_DIGITS).replace(/0+$/, '');
    return `${digits.slice(0, -PRICE_FRACTION_DIGITS)}${fraction ? `.${fraction}` : ''}`;
  };

  it.each(['en', 'fr'] as const)('any price per share written in %s, sub-unit decimals included, reads back to the same price and currency', (locale) => {
    fc.assert(
      fc.property(fc.constantFrom(...currencyCodes), fc.bigInt({ min: 0n, max: 10n ** 15n }), (currency, millionths) => {
        const price = priceText(millionths);
        const written = formatPrice(price, currency, { locale });
        expect(readPriceText(written), written).toEqual({ ok: true, price, currency, isCurrencyWritten: true });
        // In the field's own currency, as the cap-table form and the ledger read it.
        expect(readPriceText(written, { currency, isCurrencyFixed: true }), written).toMatchObject({ ok: true, price });
      }),
      { numRuns: 5_000 },
    );
  });

  it.each([
    ['en', 'XOF 0.0475', '$0.0475', '$1.10', 'XOF 12'],
    ['fr', '0,0475\u00a0XOF', '0,0475\u00a0$US', '1,10\u00a0$US', '12\u00a0XOF'],
  ] as const)('writes prices per share with their real decimals in %s', (locale, xof, usd, dollar, whole) => {
    expect(formatPrice('0.0475', 'XOF', { locale })).toBe(xof);
    expect(formatPrice('0.0475', 'USD', { locale })).toBe(usd);
    expect(formatPrice('1.1', 'USD', { locale })).toBe(dollar);
    expect(formatPrice('12', 'XOF', { locale })).toBe(whole);
  });

  it('reads a typed price in the field\'s currency and refuses another or more than six decimals', () => {
    expect(readPriceText('0,0475', { currency: 'XOF', isCurrencyFixed: true })).toMatchObject({ ok: true, price: '0.0475', currency: 'XOF' });
    expect(readPriceText('0,125', { currency: 'XOF', isCurrencyFixed: true })).toMatchObject({ ok: true, price: '0.125' });
    expect(readPriceText('1 500', { currency: 'XOF', isCurrencyFixed: true })).toMatchObject({ ok: true, price: '1500' });
    expect(readPriceText('$0.05', { currency: 'XOF', isCurrencyFixed: true })).toMatchObject({ ok: false, reason: 'otherCurrency' });
    expect(readPriceText('0.00000001', { currency: 'USD' })).toMatchObject({ ok: false, reason: 'tooPrecise' });
  });
});
