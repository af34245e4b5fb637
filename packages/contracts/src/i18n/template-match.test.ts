import { describe, expect, it } from 'vitest';
import { matchTemplate, templatePatterns } from './template-match';

const catalog = {
  'Line {{line}}: {{message}}': 'Ligne {{line}} : {{message}}',
  'Line {{line}}: "{{text}}" is not a number': 'Ligne {{line}} : « {{text}} » n’est pas un nombre',
  'Saved {{count}} values for {{month}}_one': '{{count}} valeur enregistrée pour {{month}}',
  'Saved {{count}} values for {{month}}_other': '{{count}} valeurs enregistrées pour {{month}}',
  'Plain text': 'Texte simple',
};
const plurals = {
  'Saved {{count}} values for {{month}}_one': 'Saved {{count}} value for {{month}}',
  'Saved {{count}} values for {{month}}_other': 'Saved {{count}} values for {{month}}',
};
const patterns = templatePatterns(catalog, plurals);

describe('matchTemplate', () => {
  it('reads the values back from a filled sentence', () => {
    expect(matchTemplate('Line 12: Revenue cannot be negative', patterns)).toEqual({ key: 'Line {{line}}: {{message}}', values: { line: '12', message: 'Revenue cannot be negative' }, quoted: [] });
  });

  it('prefers the template that fixes more of the sentence', () => {
    expect(matchTemplate('Line 4: "abc" is not a number', patterns)).toMatchObject({ key: 'Line {{line}}: "{{text}}" is not a number', quoted: ['text'] });
  });

  it('finds a counted template from its English singular, with count as a number', () => {
    expect(matchTemplate('Saved 1 value for 2026-03', patterns)).toEqual({ key: 'Saved {{count}} values for {{month}}', values: { count: 1, month: '2026-03' }, quoted: [] });
    expect(matchTemplate('Saved 1,200 values for 2026-03', patterns)?.values.count).toBe(1200);
  });

  it('leaves text no template fits, and keys without placeholders, to an exact lookup', () => {
    expect(matchTemplate('Plain text', patterns)).toBeUndefined();
    expect(matchTemplate('Line twelve', patterns)).toBeUndefined();
  });

  it('does not trace a template that fixes almost nothing of a sentence', () => {
    const loose = templatePatterns({ '${{amount}}': '{{amount}} $', '{{a}}: {{b}}': '{{a}} : {{b}}', '{{name}} added': '{{name}} ajouté' });
    expect(matchTemplate('$300K', loose)).toBeUndefined();
    expect(matchTemplate('Note: read me', loose)).toBeUndefined();
    expect(matchTemplate('MRR added', loose)?.key).toBe('{{name}} added');
  });

  it('traces a short template in a value read out of a traced sentence, never a template of placeholders alone', () => {
    const place = templatePatterns({ '{{country}} ({{region}})': '{{country}} ({{region}})', '{{a}}{{b}}': '{{a}}{{b}}' });
    expect(matchTemplate('Senegal (Africa)', place)).toBeUndefined();
    expect(matchTemplate('Senegal (Africa)', place, { isValue: true })).toEqual({ key: '{{country}} ({{region}})', values: { country: 'Senegal', region: 'Africa' }, quoted: [] });
    expect(matchTemplate('Senegal', place, { isValue: true })).toBeUndefined();
  });

  it('treats the template text literally, not as a pattern', () => {
    const dotted = templatePatterns({ 'Costs $1.5 ({{what}})': 'Coûte 1,5 $ ({{what}})' });
    expect(matchTemplate('Costs $1.5 (rent)', dotted)?.values).toEqual({ what: 'rent' });
    expect(matchTemplate('Costs $1x5 (rent)', dotted)).toBeUndefined();
  });
});
