import { describe, expect, it } from 'vitest';
import { foldText, stem, terms, words } from './tokenize';

describe('tokenizer', () => {
  it('folds case and accents', () => {
    expect(foldText('São Tomé ÉCOLE')).toBe('sao tome ecole');
  });

  it('splits on punctuation and keeps digits inside words', () => {
    expect(words('B2B e-commerce, in Lagos!')).toEqual(['b2b', 'e', 'commerce', 'in', 'lagos']);
  });

  it('drops stop words, one-letter words and bare numbers from index terms', () => {
    expect(terms('We invest in the 3 best fintech startups of a region')).toEqual(['invest', 'best', 'fintech', 'startup', 'region']);
  });

  it('conflates common inflections', () => {
    expect(stem('payments')).toBe('payment');
    expect(stem('companies')).toBe('company');
    expect(stem('businesses')).toBe('business');
    expect(stem('investing')).toBe('invest');
    expect(stem('invested')).toBe('invest');
    expect(stem('running')).toBe('run');
    expect(stem('business')).toBe('business');
    expect(stem('analysis')).toBe('analysis');
  });

  it('leaves short words alone', () => {
    expect(stem('ai')).toBe('ai');
    expect(stem('seed')).toBe('seed');
  });
});
