import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { englishTranslator, interpolate } from './english';

const plurals = { '{{count}} startups found_one': '{{count}} startup found', '{{count}} startups found_other': '{{count}} startups found' };

/** i18next set up as french.ts sets it up, in English: the reference the light translator must match. */
async function reference() {
  const i18n = createInstance();
  await i18n.init({ lng: 'en', fallbackLng: false, keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false }, resources: { en: { translation: plurals } } });
  return i18n.getFixedT('en');
}

describe('englishTranslator', () => {
  it('answers every case as i18next does', async () => {
    const i18next = await reference();
    const t = englishTranslator(plurals);
    const cases: [string, Record<string, string | number>?][] = [
      ['Dashboard'],
      ['Hello {{name}}', { name: 'Ada' }],
      ['Hello {{ name }}', { name: '<b>Ada</b>' }],
      ['{{count}} startups found', { count: 0 }],
      ['{{count}} startups found', { count: 1 }],
      ['{{count}} startups found', { count: 2 }],
      ['{{count}} startups found', { count: 1000 }],
      ['A key with {{missing}} value', { other: 1 }],
    ];
    for (const [key, values] of cases) expect(t(key, values), key).toBe(i18next(key, values));
  });

  it('leaves text without placeholders alone', () => {
    expect(interpolate('50% of {{x}}', undefined)).toBe('50% of {{x}}');
    expect(interpolate('$5 {{x}}', { x: '$1' })).toBe('$5 $1');
  });
});
