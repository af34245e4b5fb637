import { describe, expect, it } from 'vitest';
import { convertedLabel, formatMinorAmount, formatRateDate } from './money-display';

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
    expect(convertedLabel({ amountMinor: '76433692', currency: 'EUR', rateDate: '2025-06-30', source: 'x' })).toBe('≈ €764,337 (rate of 30 Jun 2025)');
  });
});
