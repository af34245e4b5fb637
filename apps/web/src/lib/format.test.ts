import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatCompact, formatCount, formatDate, formatNumber, formatPercent, formatUsd } from './format';
import { applyLocale } from './i18n/locale';

// The reference: what en-US Intl writes, which these formatters match without loading Intl.
const intlCount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const intlCompact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const samples = [0, 1, 7, 42, 999, 1000, 1049, 1050, 1234, 9999, 12_345, 99_949, 99_950, 123_456, 999_949, 999_950, 999_999, 1_000_000, 1_250_000, 12_345_678, 999_950_000, 2_500_000_000, 7_100_000_000_000];

describe('formatCount', () => {
  it('writes whole numbers with thousands separators, as en-US Intl does', () => {
    for (const value of [...samples, -1234, -999_999]) expect(formatCount(value)).toBe(intlCount.format(value));
  });
});

describe('formatNumber', () => {
  const intlNumber = new Intl.NumberFormat('en-US');
  it('writes any figure with up to three decimals, as en-US Intl (toLocaleString) does', () => {
    for (const value of [...samples, 0.5, 12.34, 12_345.678, 3.14159, 0.0004, 99.9996, -1234.5, -0.25, 1e9 + 0.125]) expect(formatNumber(value)).toBe(intlNumber.format(value));
  });
});

describe('formatCompact', () => {
  it('writes short figures with at most one decimal, as en-US compact notation does', () => {
    for (const value of [...samples, 12.34, 0.5, -1234, -2_500_000]) expect(formatCompact(value)).toBe(intlCompact.format(value));
  });

  it('agrees with Intl across a sweep of magnitudes', () => {
    for (let value = 1; value < 1e13; value = Math.ceil(value * 1.37 + 1)) expect(formatCompact(value)).toBe(intlCompact.format(value));
  });
});

describe('in French', () => {
  const frCount = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
  const frCompact = new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 });
  const frPercent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1, minimumFractionDigits: 1 });
  beforeEach(() => applyLocale('fr'));
  afterEach(() => applyLocale('en'));

  it('writes counts, compact figures and percentages as fr-FR Intl does', () => {
    for (const value of [...samples, -1234]) expect(formatCount(value)).toBe(frCount.format(value));
    for (const value of [...samples, 12.34, 0.5, -1234, -2_500_000]) expect(formatCompact(value)).toBe(frCompact.format(value));
    for (const value of [0, 0.125, 0.5, 1]) expect(formatPercent(value, 1)).toBe(frPercent.format(value));
  });

  it('writes any figure as the language does, as toLocaleString would, and English again after', () => {
    const frNumber = new Intl.NumberFormat('fr-FR');
    for (const value of [...samples, 0.5, 12.34, 12_345.678, -1234.5]) expect(formatNumber(value)).toBe(frNumber.format(value));
    applyLocale('en');
    expect(formatNumber(12_345.678)).toBe('12,345.678');
    expect(formatNumber(-0.5)).toBe('-0.5');
  });

  it('formats money and dates in French', () => {
    expect(formatUsd(1_234_567)).toBe(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(1_234_567));
    expect(formatDate('2026-11-25T12:00:00Z')).toBe('25 nov. 2026');
  });
});
