import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { convertMinor, divideRoundHalfUp, wholeUsd, type Rate, type RateTable } from './currency-conversion';

const rate = (perUsd: string, rateDate = '2025-06-30', source = 'Baobab reference rates (approximate mid-market)'): Rate => ({ perUsd, rateDate, source });
/** The shipped reference rates of 30 June 2025 that these examples use. */
const reference: RateTable = new Map([
  ['XOF', rate('558')],
  ['XAF', rate('558')],
  ['EUR', rate('0.853')],
  ['NGN', rate('1530')],
  ['KES', rate('129.2')],
  ['TND', rate('2.93')],
  ['JPY', rate('144')],
]);

describe('divideRoundHalfUp', () => {
  it('rounds halves up and everything else to the nearest integer', () => {
    expect(divideRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundHalfUp(7n, 3n)).toBe(2n);
    expect(divideRoundHalfUp(8n, 3n)).toBe(3n);
    expect(divideRoundHalfUp(0n, 9n)).toBe(0n);
  });
  it('rounds a negative amount by its magnitude, so the sign never changes a figure', () => {
    expect(divideRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideRoundHalfUp(-7n, 3n)).toBe(-2n);
  });
});

describe('convertMinor', () => {
  it('converts XOF 500,000,000 to €764,336.92 at XOF 558 and EUR 0.853 per dollar (76,433,691.756… cents, rounded half up)', () => {
    // 500,000,000 × 0.853 × 100 ÷ 558 = 42,650,000,000 ÷ 558 = 76,433,691.7562…
    expect(convertMinor(500_000_000n, 'XOF', 'EUR', reference)).toEqual({
      amountMinor: 76_433_692n,
      currency: 'EUR',
      rateDate: '2025-06-30',
      source: 'Baobab reference rates (approximate mid-market)',
    });
  });

  it('goes through the dollar with USD at exactly 1, without a USD row', () => {
    // $1,000.00 = 100,000 cents → NGN 1,530,000.00 = 153,000,000 kobo.
    expect(convertMinor(100_000n, 'USD', 'NGN', reference)?.amountMinor).toBe(153_000_000n);
    // KES 129.20 is exactly one dollar.
    expect(convertMinor(12_920n, 'KES', 'USD', reference)?.amountMinor).toBe(100n);
    expect(convertMinor(100n, 'USD', 'USD', new Map())).toEqual({ amountMinor: 100n, currency: 'USD', rateDate: null, source: null });
  });

  it('rounds a half minor unit up, once, from the exact value', () => {
    // XOF 1 to EUR: 0.853 × 100 ÷ 558 = 0.1528… cents → 0. XOF 3: 0.4586… → 0. XOF 4: 0.6114… → 1.
    expect(convertMinor(1n, 'XOF', 'EUR', reference)?.amountMinor).toBe(0n);
    expect(convertMinor(3n, 'XOF', 'EUR', reference)?.amountMinor).toBe(0n);
    expect(convertMinor(4n, 'XOF', 'EUR', reference)?.amountMinor).toBe(1n);
    // Exactly half a cent: $0.005 is not representable, but 1 NGN kobo at 2 NGN per dollar is half a cent → 1 cent.
    expect(convertMinor(1n, 'NGN', 'USD', new Map([['NGN', rate('2')]]))?.amountMinor).toBe(1n);
  });

  it('handles currencies without minor units and with three digits of them', () => {
    // TND 2.930 (2,930 millimes) is one dollar, which is JPY 144.
    expect(convertMinor(2_930n, 'TND', 'JPY', reference)?.amountMinor).toBe(144n);
    expect(convertMinor(144n, 'JPY', 'TND', reference)?.amountMinor).toBe(2_930n);
  });

  it('converts nothing without a rate for either side, and names the older date and both sources', () => {
    expect(convertMinor(1_000n, 'XOF', 'GHS', reference)).toBeNull();
    expect(convertMinor(1_000n, 'GHS', 'USD', reference)).toBeNull();
    expect(convertMinor(1_000n, 'XOF', 'EUR', new Map())).toBeNull();
    expect(convertMinor(1_000n, 'BTC', 'USD', reference)).toBeNull();
    const mixed: RateTable = new Map([['XOF', rate('560', '2025-07-01', 'BCEAO')], ['EUR', rate('0.85', '2025-06-30', 'ECB')]]);
    expect(convertMinor(1_000n, 'XOF', 'EUR', mixed)).toMatchObject({ rateDate: '2025-06-30', source: 'BCEAO; ECB' });
  });
});

describe('wholeUsd', () => {
  it('rounds once from the exact value to whole dollars, half up', () => {
    // XOF 500,000,000 ÷ 558 = 896,057.34… dollars.
    expect(wholeUsd(500_000_000n, 'XOF', reference)).toBe(896_057n);
    // $1,234.50 → $1,235; $1,234.49 → $1,234.
    expect(wholeUsd(123_450n, 'USD', reference)).toBe(1_235n);
    expect(wholeUsd(123_449n, 'USD', reference)).toBe(1_234n);
    expect(wholeUsd(1n, 'GHS', reference)).toBeNull();
  });
});

const codes = ['USD', 'EUR', 'NGN', 'KES', 'XOF', 'TND', 'JPY'] as const;
/** A positive rate written as a decimal with up to 6 fraction digits. */
const perUsdText = fc.tuple(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 6 })).map(([digits, scale]) => {
  const text = String(digits).padStart(scale + 1, '0');
  return scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
});

describe('properties', () => {
  it('never turns a non-negative amount negative', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 16n }), fc.constantFrom(...codes), fc.constantFrom(...codes), perUsdText, perUsdText, (amount, from, to, a, b) => {
        const rates: RateTable = new Map([[from, rate(a)], [to, rate(b)]]);
        const converted = convertMinor(amount, from, to, rates);
        expect(converted).not.toBeNull();
        expect(converted!.amountMinor >= 0n).toBe(true);
      }),
    );
  });

  it('never gives less when the target currency has more units per dollar', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 16n }), perUsdText, perUsdText, perUsdText, (amount, sourceRate, lower, higher) => {
        const [low, high] = [lower, higher].sort((x, y) => Number(x) - Number(y)) as [string, string];
        const at = (target: string) => convertMinor(amount, 'XOF', 'EUR', new Map([['XOF', rate(sourceRate)], ['EUR', rate(target)]]))!.amountMinor;
        expect(at(high) >= at(low)).toBe(true);
      }),
    );
  });

  it('is symmetric in sign', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), perUsdText, (amount, perUsd) => {
        const rates: RateTable = new Map([['KES', rate(perUsd)]]);
        expect(convertMinor(-amount, 'KES', 'USD', rates)!.amountMinor).toBe(-convertMinor(amount, 'KES', 'USD', rates)!.amountMinor);
      }),
    );
  });
});
