import { describe, it, expect } from 'vitest';
import {
  asciiSlug, compactAmount, countryInSentence, fill, groupThousands, hundredthsText, joinAnd, roundToTwoSignificant,
} from './text';

describe('seed text helpers', () => {
  it('fills placeholders and throws on a placeholder without a value', () => {
    expect(fill('{a} and {b}', { a: 'x', b: 2 })).toBe('x and 2');
    expect(() => fill('{missing}', {})).toThrow(/missing/);
  });

  it('groups thousands without depending on the locale', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1_234_567)).toBe('1,234,567');
  });

  it('makes ASCII slugs from accented and punctuated names', () => {
    expect(asciiSlug('São Paulo')).toBe('saopaulo');
    expect(asciiSlug('O’Brien')).toBe('obrien');
    expect(asciiSlug('Jean-Paul')).toBe('jeanpaul');
    expect(asciiSlug('Wiśniewski')).toBe('wisniewski');
  });

  it('joins lists the way a sentence does', () => {
    expect(joinAnd([])).toBe('');
    expect(joinAnd(['A'])).toBe('A');
    expect(joinAnd(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it('puts an article before United… country names', () => {
    expect(countryInSentence('United Kingdom')).toBe('the United Kingdom');
    expect(countryInSentence('Kenya')).toBe('Kenya');
  });

  it('rounds to two significant digits and writes compact amounts', () => {
    expect(roundToTwoSignificant(1_234_567)).toBe(1_200_000);
    expect(roundToTwoSignificant(87)).toBe(87);
    expect(roundToTwoSignificant(0)).toBe(0);
    expect(compactAmount(750_000)).toBe('750K');
    expect(compactAmount(1_500_000)).toBe('1.5M');
    expect(compactAmount(2_000_000_000)).toBe('2B');
    expect(compactAmount(500)).toBe('500');
  });

  it('writes hundredths as exact decimals', () => {
    expect(hundredthsText(15)).toBe('0.15');
    expect(hundredthsText(250)).toBe('2.5');
    expect(hundredthsText(1000)).toBe('10');
    expect(hundredthsText(5)).toBe('0.05');
  });
});
