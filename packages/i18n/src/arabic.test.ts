import { describe, expect, it } from 'vitest';
import { pluralFormsOf } from './catalog';
import { intlLocales, localeDirections, localeNames } from './locales';

/** Arabic's language data (decision 0062): its plural categories, its Intl tag's digits, its direction. */
describe('Arabic', () => {
  it('has the plural forms Intl.PluralRules gives it, all six, and English has its two', () => {
    const categories = (tag: string) => new Intl.PluralRules(tag).resolvedOptions().pluralCategories.map((c) => `_${c}`).sort();
    expect(categories(intlLocales.ar)).toEqual([...pluralFormsOf.ar].sort());
    expect(categories(intlLocales.en)).toEqual([...pluralFormsOf.en].sort());
    const select = new Intl.PluralRules(intlLocales.ar);
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map((n) => select.select(n))).toEqual(['zero', 'one', 'two', 'few', 'few', 'many', 'many', 'other', 'other']);
  });

  it('writes numbers with Western digits and dates with Arabic month names', () => {
    expect(new Intl.NumberFormat(intlLocales.ar).format(1234567.89)).toBe('1,234,567.89');
    expect(new Intl.NumberFormat(intlLocales.ar, { maximumFractionDigits: 1 }).format(0.5)).toBe('0.5');
    const day = new Intl.DateTimeFormat(intlLocales.ar, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date('2026-03-05T00:00:00Z'));
    expect(day).toContain('مارس');
    expect(day).toMatch(/5/);
    expect(day).toMatch(/2026/);
    expect(day).not.toMatch(/[\u0660-\u0669]/); // no Arabic-Indic digit
  });

  it('is written right to left and named in Arabic', () => {
    expect(localeDirections).toEqual({ en: 'ltr', fr: 'ltr', ar: 'rtl' });
    expect(localeNames.ar).toBe('العربية');
  });
});
