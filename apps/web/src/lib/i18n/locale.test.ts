import { describe, expect, it } from 'vitest';
import { browserLocale } from './locale';

describe('browserLocale', () => {
  it('takes the first of the browser languages Baobab is written in', () => {
    expect(browserLocale(['fr-SN', 'en-US'])).toBe('fr');
    expect(browserLocale(['wo', 'fr-CI'])).toBe('fr');
    expect(browserLocale(['en-GB', 'fr'])).toBe('en');
    expect(browserLocale(['de-DE', 'pt'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });
});
