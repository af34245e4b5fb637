import { describe, expect, it } from 'vitest';
import { convertedParts, formatMinorAmount, formatRateDate } from './money-display';

describe('formatMinorAmount', () => {
  it('writes an amount with its sign or code, cents only when there are some', () => {
    expect(formatMinorAmount('500000000', 'XOF')).toBe('XOF 500,000,000');
    expect(formatMinorAmount('50000000', 'USD')).toBe('$500,000');
    expect(formatMinorAmount('123450', 'USD')).toBe('$1,234.50');
    expect(formatMinorAmount('5', 'EUR')).toBe('€0.05');
    expect(formatMinorAmount('153000000', 'NGN')).toBe('NGN 1,530,000');
    expect(formatMinorAmount('2930', 'TND')).toBe('TND 2.930');
    expect(formatMinorAmount('-123450', 'GBP')).toBe('-£1,234.50');
  });

  it('rounds to whole units, half up, when asked (a converted figure)', () => {
    expect(formatMinorAmount('76433692', 'EUR', { whole: true })).toBe('€764,337');
    expect(formatMinorAmount('76433649', 'EUR', { whole: true })).toBe('€764,336');
    expect(formatMinorAmount('50', 'USD', { whole: true })).toBe('$1');
    expect(formatMinorAmount('89605735', 'XAF', { whole: true })).toBe('XAF 89,605,735');
  });

  it('stays exact past 2^53', () => {
    expect(formatMinorAmount('274193548387096774', 'NGN', { whole: true })).toBe('NGN 2,741,935,483,870,968');
  });
});

describe('converted figures', () => {
  it('read with their rate date, the day as written', () => {
    expect(formatRateDate('2025-06-30')).toBe('30 Jun 2025');
    expect(formatRateDate('2026-01-01')).toBe('1 Jan 2026');
    expect(convertedParts({ amountMinor: '76433692', currency: 'EUR', rateDate: '2025-06-30', source: 'x' })).toEqual({ amount: '≈ €764,337', rateDate: '30 Jun 2025' });
  });
});

describe('in French', () => {
  // What fr-FR Intl writes, as the web's other formatters do (apps/web/src/lib/format.ts).
  const intl = (currency: string, value: number, digits = 0) =>
    new Intl.NumberFormat('fr-FR', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

  it('writes amounts as fr-FR does: sign or code last, narrow spaces between thousands, a decimal comma', () => {
    // Intl writes 'F CFA' for both CFA francs; the code tells XOF from XAF.
    expect(formatMinorAmount('500000000', 'XOF', { locale: 'fr' })).toBe(intl('XOF', 500_000_000).replace('F\u202fCFA', 'XOF'));
    expect(formatMinorAmount('123450', 'USD', { locale: 'fr' })).toBe(intl('USD', 1234.5, 2));
    expect(formatMinorAmount('76433692', 'EUR', { whole: true, locale: 'fr' })).toBe(intl('EUR', 764_337));
    expect(formatMinorAmount('153000000', 'NGN', { locale: 'fr' })).toBe(intl('NGN', 1_530_000));
  });

  it('dates the rate in French', () => {
    expect(formatRateDate('2025-06-30', 'fr')).toBe('30 juin 2025');
    expect(formatRateDate('2026-02-01', 'fr')).toBe('1 févr. 2026');
    expect(convertedParts({ amountMinor: '76433692', currency: 'EUR', rateDate: '2025-06-30', source: 'x' }, 'fr')).toEqual({ amount: '≈ 764\u202f337\u00a0€', rateDate: '30 juin 2025' });
  });
});

/** Arabic's amounts (decision 0062): the language's own data is in @baobab/i18n (arabic.test.ts). */
describe('amounts in Arabic', () => {
  it('writes amounts in the one spelling the reader reads back, with Arabic month names for a rate date', () => {
    expect(formatMinorAmount('123450', 'USD', { locale: 'ar' })).toBe('$1,234.50');
    expect(formatMinorAmount('500000000', 'XOF', { locale: 'ar' })).toBe('XOF 500,000,000');
    expect(formatRateDate('2025-06-30', 'ar')).toBe('30 يونيو 2025');
  });
});
