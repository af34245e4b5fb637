import { describe, expect, it } from 'vitest';
import { cellNumber, statedNumber } from './layout-cells';

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
