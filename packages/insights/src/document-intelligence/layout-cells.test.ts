import { describe, expect, it } from 'vitest';
import { cellNumber, countsThings, statedNumber } from './layout-cells';
import { sentenceFacts } from './sentence-facts';

describe('statedNumber: a figure as written, through the one number reader', () => {
  it('reads a French decimal comma and an English decimal point alike', () => {
    expect(statedNumber('12,5')).toBe(12.5);
    expect(statedNumber('12.5')).toBe(12.5);
    expect(statedNumber('3,75')).toBe(3.75);
  });

  it('reads thousands grouped by spaces, commas or dots as one whole number', () => {
    expect(statedNumber('1 200')).toBe(1200);
    expect(statedNumber('1,200,000')).toBe(1200000);
    expect(statedNumber('1.200.000')).toBe(1200000);
    expect(statedNumber('1 200,5')).toBe(1200.5);
  });

  it('reads a leading zero before three digits as a decimal, never as thousands', () => {
    expect(statedNumber('0.125')).toBe(0.125);
    expect(statedNumber('0,125')).toBe(0.125);
  });

  it('reads a lone separator before three digits as thousands, as a cell is read', () => {
    expect(statedNumber('1,500')).toBe(1500);
    expect(cellNumber('1,500')).toBe('1500');
  });

  it('keeps a sign and reads figures too large for six decimals', () => {
    expect(statedNumber('-3')).toBe(-3);
    expect(statedNumber('12 000 000 000')).toBe(12000000000);
  });

  it('returns NaN for what is not a number', () => {
    expect(statedNumber('')).toBeNaN();
    expect(statedNumber('twelve')).toBeNaN();
    expect(statedNumber('$12')).toBeNaN();
  });
});

describe('countsThings: a table row of people or things counted, not money', () => {
  it('names counts in English and French, and not a count that is money', () => {
    for (const label of ['Farmers active', 'Active customers', 'Clients actifs', 'Orders', 'Points de vente', 'Headcount']) expect(countsThings(label), label).toBe(true);
    for (const label of ['Average order value', 'Revenue per customer', 'Revenu par client', 'Salaries', 'Transaction volume', 'Agents commissions', 'Revenue']) expect(countsThings(label), label).toBe(false);
  });

  it('keeps a count row of a table by month bare under a caption that names a currency', () => {
    const table = ['Monthly dashboard (ZMW)', 'Metric            Jul-25    Aug-25    Sep-25', 'Revenue           410,000   395,000   372,000', 'Farmers active    1,200     1,150     1,100', 'Avg order value   820       790       760'].join('\n');
    const money = (start: string) => sentenceFacts(table).find((s) => s.derived && s.text.startsWith(start))?.money.map((m) => m.currency);
    expect(money('Farmers active')).toEqual([]);
    expect(money('Revenue')).toEqual(['ZMW', 'ZMW', 'ZMW']);
    expect(money('Avg order value')).toEqual(['ZMW', 'ZMW', 'ZMW']);
  });
});
