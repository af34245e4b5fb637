import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseMoneyText } from './money-text';

describe('parseMoneyText', () => {
  it.each([
    ['$500K', 50_000_000, 'USD', 500_000],
    ['500k', 50_000_000, 'USD', 500_000],
    ['1.2M', 120_000_000, 'USD', 1_200_000],
    ['$1.5 million', 150_000_000, 'USD', 1_500_000],
    ['USD 2M', 200_000_000, 'USD', 2_000_000],
    ['US$ 3m', 300_000_000, 'USD', 3_000_000],
    ['2.5M USD', 250_000_000, 'USD', 2_500_000],
    ['$750,000', 75_000_000, 'USD', 750_000],
    ['$2bn', 200_000_000_000, 'USD', 2_000_000_000],
    ['$.5M', 50_000_000, 'USD', 500_000],
    ['250 thousand dollars', 25_000_000, 'USD', 250_000],
    ['  $ 500 K  ', 50_000_000, 'USD', 500_000],
  ])('reads %s as US dollars', (text, amountMinor, currency, usd) => {
    expect(parseMoneyText(text)).toEqual({ amountMinor, currency, usd });
  });

  it.each([
    // Each expected dollar figure is the amount divided by the table's rate, rounded half up.
    ['KES 50M', 5_000_000_000, 'KES', Math.round(50_000_000 / 129.2)],
    ['Ksh. 50M', 5_000_000_000, 'KES', Math.round(50_000_000 / 129.2)],
    ['₦200m', 20_000_000_000, 'NGN', Math.round(200_000_000 / 1530)],
    ['NGN 1,000,000', 100_000_000, 'NGN', 654],
    ['10 million naira', 1_000_000_000, 'NGN', Math.round(10_000_000 / 1530)],
    ['ZAR 3.5m', 350_000_000, 'ZAR', Math.round(3_500_000 / 17.8)],
    ['R5m', 500_000_000, 'ZAR', Math.round(5_000_000 / 17.8)],
    ['GHS 800k', 80_000_000, 'GHS', Math.round(800_000 / 10.35)],
    ['GH₵ 1.2M', 120_000_000, 'GHS', Math.round(1_200_000 / 10.35)],
    ['EGP 25M', 2_500_000_000, 'EGP', Math.round(25_000_000 / 49.6)],
    ['€1M', 100_000_000, 'EUR', Math.round(1_000_000 / 0.853)],
    ['£750K', 75_000_000, 'GBP', Math.round(750_000 / 0.729)],
    ['R$ 2M', 200_000_000, 'BRL', Math.round(2_000_000 / 5.45)],
    ['500 MAD', 50_000, 'MAD', Math.round(500 / 9.05)],
    ['5M MAD', 500_000_000, 'MAD', Math.round(5_000_000 / 9.05)],
  ])('reads %s in its local currency', (text, amountMinor, currency, usd) => {
    expect(parseMoneyText(text)).toEqual({ amountMinor, currency, usd });
  });

  it('uses the currency exponent for minor units (no cents in yen, Rwandan or CFA francs; millimes in dinars)', () => {
    expect(parseMoneyText('JPY 50M')?.amountMinor).toBe(50_000_000);
    expect(parseMoneyText('RWF 300M')).toEqual({ amountMinor: 300_000_000, currency: 'RWF', usd: Math.round(300_000_000 / 1440) });
    expect(parseMoneyText('XOF 500M')?.amountMinor).toBe(500_000_000);
    expect(parseMoneyText('TND 1.5M')?.amountMinor).toBe(1_500_000_000);
  });

  it('accepts lower-case codes and a code written without a space', () => {
    expect(parseMoneyText('kes 50m')).toEqual(parseMoneyText('KES 50M'));
    expect(parseMoneyText('USD2M')).toEqual(parseMoneyText('$2M'));
  });

  it('accepts the same currency on both sides and refuses two different ones', () => {
    expect(parseMoneyText('$500K USD')?.currency).toBe('USD');
    expect(parseMoneyText('€500K USD')).toBeNull();
  });

  it('refuses digits finer than the minor unit rather than round them away', () => {
    expect(parseMoneyText('$1.005')).toBeNull();
    expect(parseMoneyText('¥1.5')).toBeNull();
    expect(parseMoneyText('$1.2500')?.amountMinor).toBe(125);
    expect(parseMoneyText('$1.2345678M')?.amountMinor).toBe(123_456_780);
  });

  it('computes exactly where floating point would not (1.1M is not 1,100,000.0000000002)', () => {
    expect(parseMoneyText('$1.1M')?.amountMinor).toBe(110_000_000);
    expect(parseMoneyText('$0.29K')?.amountMinor).toBe(29_000);
  });

  it.each([
    [''], ['   '], ['??'], ['TBD'], ['$'], ['K'], ['-$500K'], ['$-500K'], ['(500K)'], ['−500'],
    ['0'], ['$0.00'], ['$0.001'], ['$500K-$1M'], ['500K to 1M'], ['1,500'], ['€1.500'],
    ['$5T'], ['XYZ 5M'], ['constructor 5'], ['5 toString'], ['$99,999,999,999,999'], ['$20,000bn'],
    ['1.2.3M'], ['5MM dollars USD euros'], ['a'.repeat(65)],
  ])('returns null for %j', (text) => {
    expect(parseMoneyText(text)).toBeNull();
  });

  it('reads space grouping and comma decimals, which it used to refuse (money-reader.test.ts has the full table)', () => {
    expect(parseMoneyText('1 000 000')).toEqual({ amountMinor: 100_000_000, currency: 'USD', usd: 1_000_000 });
    expect(parseMoneyText('12,50')?.amountMinor).toBe(1_250);
    expect(parseMoneyText('1,0000')?.amountMinor).toBe(100);
  });

  it('reads FCFA as XOF, or as XAF for a Central African company, at the same reference rate', () => {
    expect(parseMoneyText('500 millions FCFA')).toEqual({ amountMinor: 500_000_000, currency: 'XOF', usd: Math.round(500_000_000 / 558) });
    expect(parseMoneyText('500 millions FCFA', { country: 'CM' })).toEqual({ amountMinor: 500_000_000, currency: 'XAF', usd: Math.round(500_000_000 / 558) });
  });

  it('accepts up to ten trillion units and nothing above', () => {
    expect(parseMoneyText('$10,000bn')?.usd).toBe(10_000_000_000_000);
    expect(parseMoneyText('$10,000,000,000,001')).toBeNull();
  });

  it('reads any whole dollar amount with or without thousands separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000_000 }), (n) => {
        const expected = { amountMinor: n * 100, currency: 'USD', usd: n };
        expect(parseMoneyText(`$${n}`)).toEqual(expected);
        expect(parseMoneyText(`USD ${n.toLocaleString('en-US')}`)).toEqual(expected);
      }),
    );
  });

  it('never throws and always returns integer, positive amounts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const parsed = parseMoneyText(text);
        if (parsed) {
          expect(Number.isSafeInteger(parsed.amountMinor)).toBe(true);
          expect(parsed.amountMinor).toBeGreaterThan(0);
          expect(Number.isInteger(parsed.usd)).toBe(true);
        }
      }),
    );
  });
});
