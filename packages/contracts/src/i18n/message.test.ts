import { describe, expect, it } from 'vitest';
import { message } from './message';
import { englishOf } from './message-english';
import { renderMessage } from './message-render';
import { toWire, wireGlossary } from './message-wire';

const fill = (key: string, values: Record<string, string | number>) => key.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

describe('a message', () => {
  it('writes the English the API has always sent: figures grouped, amounts by the one writer, nested messages filled', () => {
    const finding = message('{{category}} red flag: {{title}}', { category: message('Legal'), title: 'Pending lawsuit with "Acme"' });
    expect(englishOf(finding)).toBe('Legal red flag: Pending lawsuit with "Acme"');
    expect(englishOf(message('Raise of {{amount}} from {{users}} users', { amount: { amount: 193_500, currency: 'USD', compact: true }, users: 12000 }))).toBe('Raise of $193.5K from 12,000 users');
    expect(englishOf(message('{{share}} of revenue', { share: { percent: 64, digits: 1 } }))).toBe('64.0% of revenue');
  });

  it('leaves a string value exactly as written in every language, and writes figures as the language does', () => {
    const note = "Angel from Accra, interested in your seed; would like to see the deck.";
    const text = message('{{name}} wrote: {{note}} ({{count}} words, {{amount}})', { name: 'de Angel', note, count: 1500, amount: { amount: 1_200_000, currency: 'EUR', compact: true } });
    const french = renderMessage(text, 'fr', fill);
    expect(french).toContain(note);
    expect(french).toContain('de Angel');
    expect(french).toContain('1\u202f500 words'.replace('1\u202f500', '1500'));
    expect(french).toMatch(/1,2\s?M\s€/);
    expect(renderMessage(message('{{n}} users', { n: 12000 }), 'fr', fill)).toBe('12\u202f000 users');
  });

  it('goes on the wire as its English with the messages beside it, leaving the value given unchanged', () => {
    const result = { score: 40, findings: [{ text: message('Runway of {{months}} months is under {{minimum}}', { months: 4.5, minimum: 6 }) }], note: 'as written' };
    const wire = toWire(result);
    expect(wire).toEqual({ score: 40, findings: [{ text: 'Runway of 4.5 months is under 6' }], note: 'as written' });
    expect(JSON.stringify(wire)).not.toContain('i18nKey');
    expect(wireGlossary(wire)).toEqual({ 'Runway of 4.5 months is under 6': result.findings[0]!.text });
    expect(result.findings[0]!.text).toHaveProperty('i18nKey');
    expect(wireGlossary(toWire({ plain: 'text' }))).toBeUndefined();
  });
});
