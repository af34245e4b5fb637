import { describe, expect, it } from 'vitest';
import { firstStrongIsolate, isolatedValues, partMark } from './isolate';

const sentence = '{{person}} of {{company}}, {{count}} notes';

describe('isolatedValues', () => {
  it('isolates a text holding Latin letters in an Arabic sentence, and leaves Arabic text, figures and numbers', () => {
    expect(isolatedValues('ar', sentence, { person: 'Ama Mensah', company: 'Acme Ltd.', amount: '$1.2M', day: '2 مارس 2026', figure: '1,200', count: 3 })).toEqual({
      person: '\u2068Ama Mensah\u2069',
      company: '\u2068Acme Ltd.\u2069',
      amount: '\u2068$1.2M\u2069',
      day: '2 مارس 2026',
      figure: '1,200',
      count: 3,
    });
  });

  it('isolates only right-to-left text in an English or French sentence', () => {
    const values = { person: 'أحمد بن علي', company: 'Acme', note: 'שלום' };
    for (const locale of ['en', 'fr'] as const) {
      expect(isolatedValues(locale, sentence, values)).toEqual({ person: firstStrongIsolate('أحمد بن علي'), company: 'Acme', note: firstStrongIsolate('שלום') });
    }
  });

  it('leaves a value that is a whole line of the sentence: a paragraph of its own has no words around it', () => {
    expect(isolatedValues('ar', '{{text}}', { text: 'Angel from Accra' })).toEqual({ text: 'Angel from Accra' });
    expect(isolatedValues('ar', '{{first}}\n{{second}}', { first: 'Hello', second: 'Startup: Acme' })).toEqual({ first: 'Hello', second: 'Startup: Acme' });
    expect(isolatedValues('ar', 'Note: {{text}}', { text: 'Hello' })).toEqual({ text: firstStrongIsolate('Hello') });
  });

  it('leaves a part mark to the element that will stand in its place (WordsAround isolates it there)', () => {
    expect(isolatedValues('ar', '{{person}} · {{status}}', { person: partMark('person'), status: 'Acme' })).toEqual({ person: partMark('person'), status: firstStrongIsolate('Acme') });
  });

  it('returns the same object when nothing needs isolating, and leaves the caller’s values untouched', () => {
    const latin = { person: 'Ama', count: 2 };
    expect(isolatedValues('en', sentence, latin)).toBe(latin);
    const arabic = { person: 'Ama' };
    isolatedValues('ar', sentence, arabic);
    expect(arabic).toEqual({ person: 'Ama' });
    expect(isolatedValues('ar', sentence, undefined)).toBeUndefined();
  });

  it('changes nothing between the marks: taking them out gives the text as written', () => {
    const written = 'Angel from Accra, interested in your seed; would like to see the deck.';
    const isolated = isolatedValues('ar', 'From {{person}}: {{note}}', { person: 'Ama', note: written }).note as string;
    expect(isolated).toBe(firstStrongIsolate(written));
    expect(isolated.slice(1, -1)).toBe(written);
  });
});
