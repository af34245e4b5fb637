import { describe, expect, it } from 'vitest';
import { browserLocale, markDocument } from './locale';

describe('browserLocale', () => {
  it('takes the first of the browser languages Baobab is written in', () => {
    expect(browserLocale(['fr-SN', 'en-US'])).toBe('fr');
    expect(browserLocale(['wo', 'fr-CI'])).toBe('fr');
    expect(browserLocale(['en-GB', 'fr'])).toBe('en');
    expect(browserLocale(['de-DE', 'pt'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });
});

describe('Arabic', () => {
  it('follows an Arabic browser, wherever Arabic comes in its list', () => {
    expect(browserLocale(['ar-EG', 'fr'])).toBe('ar');
    expect(browserLocale(['de-DE', 'ar-MA', 'en'])).toBe('ar');
    expect(browserLocale(['fr-TN', 'ar'])).toBe('fr');
  });

  it('marks the page right to left in Arabic, left to right otherwise', () => {
    markDocument('ar');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    markDocument('fr');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['fr', 'ltr']);
  });

  it('leaves the language in a cookie, for the server to serve the next page in it', () => {
    markDocument('ar');
    expect(document.cookie).toContain('baobab.locale=ar');
    markDocument('en');
    expect(document.cookie).toContain('baobab.locale=en');
    expect(document.cookie).not.toContain('baobab.locale=ar');
  });
});
