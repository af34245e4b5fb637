import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimalPriceToMinor, minorToDecimalPrice, minorToPriceText, priceToMinor } from './price-per-share';

describe('prices per share as amounts', () => {
  it('reads amounts with their real decimals into the ledger\u2019s minor units', () => {
    expect(priceToMinor('0.05', 'USD')).toBe(5);
    expect(priceToMinor('0,0001', 'USD')).toBe(0.01);
    expect(priceToMinor('12.5', 'XOF')).toBe(12.5);
    expect(priceToMinor('1 500', 'XAF')).toBe(1500);
    expect(priceToMinor('0.001', 'TND')).toBe(1);
  });

  it('refuses what is not a plain amount or is more precise than the ledger keeps', () => {
    for (const [text, currency] of [['', 'USD'], ['-1', 'USD'], ['1e3', 'USD'], ['0.00001', 'USD'], ['0.001', 'XOF'], ['abc', 'XOF']]) expect(priceToMinor(text!, currency!)).toBeNaN();
  });

  it('writes back what it reads, in every currency', () => {
    fc.assert(
      fc.property(fc.constantFrom('USD', 'XOF', 'XAF', 'TND', 'NGN'), fc.integer({ min: 0, max: 10_000_000_000 }), (currency, hundredths) => {
        const minor = hundredths / 100;
        expect(priceToMinor(minorToPriceText(minor, currency), currency)).toBe(minor);
      }),
    );
  });

  it('keeps the older minor units beside a decimal price: rounded half up to two decimals of the minor unit', () => {
    expect(decimalPriceToMinor('0.0475', 'XOF')).toBe(0.05);
    expect(decimalPriceToMinor('0.0475', 'USD')).toBe(4.75);
    expect(decimalPriceToMinor('0.000125', 'USD')).toBe(0.01);
    expect(decimalPriceToMinor('12.5', 'XOF')).toBe(12.5);
    expect(decimalPriceToMinor('2.9305', 'TND')).toBe(2930.5);
    expect(minorToDecimalPrice(4.75, 'USD')).toBe('0.0475');
    expect(minorToDecimalPrice(150_000, 'XOF')).toBe('150000');
    expect(minorToDecimalPrice(0, 'USD')).toBe('0');
  });

  it('gives back the minor units from their own decimal, in every currency', () => {
    fc.assert(
      fc.property(fc.constantFrom('USD', 'XOF', 'XAF', 'TND', 'NGN'), fc.integer({ min: 0, max: 10_000_000_000 }), (currency, hundredths) => {
        const minor = hundredths / 100;
        expect(decimalPriceToMinor(minorToDecimalPrice(minor, currency), currency)).toBe(minor);
      }),
    );
  });
});
