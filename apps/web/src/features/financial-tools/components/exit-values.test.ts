import { describe, expect, it } from 'vitest';
import { financialToolsMessages as m } from '@baobab/contracts/financial-tools-messages';
import { formatAmount } from '@baobab/contracts/money-display';
import { loadTranslation, translateLoaded } from '@/lib/i18n/translated';
import { parseExitValues, splitExitValues } from './cap-table-validation';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { englishRemembered } from '@/lib/i18n/english-remembered';

describe("the scenario comparison's exit values", () => {
  it('reads English amounts in the company currency, separated by semicolons', () => {
    expect(parseExitValues('$5,000,000; $20,000,000')).toEqual({ values: [5_000_000, 20_000_000], error: null });
    expect(parseExitValues('5M;1.5B ; 250,000.50')).toEqual({ values: [5_000_000, 1_500_000_000, 250_000.5], error: null });
    expect(parseExitValues('XOF 500,000,000; 2 Md', 'XOF')).toEqual({ values: [500_000_000, 2_000_000_000], error: null });
  });

  it('reads French amounts, whose decimal comma a semicolon never splits', () => {
    expect(parseExitValues('1,5 M; 2,5 M', 'XOF')).toEqual({ values: [1_500_000, 2_500_000], error: null });
    expect(parseExitValues('5 000 000 FCFA; 1,5 milliard', 'XOF')).toEqual({ values: [5_000_000, 1_500_000_000], error: null });
    expect(parseExitValues('1 250 000,50 €; 3 M€', 'EUR')).toEqual({ values: [1_250_000.5, 3_000_000], error: null });
  });

  it('still reads the older comma list where a comma followed by a space separates the values', () => {
    expect(splitExitValues('5000000, 20000000')).toEqual(['5000000', '20000000']);
    expect(parseExitValues('5000000, 20000000')).toEqual({ values: [5_000_000, 20_000_000], error: null });
    // A comma against its digits stays inside the number: the French decimal, the English thousands.
    expect(parseExitValues('1,5 M, 20 M', 'XOF')).toEqual({ values: [1_500_000, 20_000_000], error: null });
    expect(parseExitValues('$1,500,000, $3,000,000')).toEqual({ values: [1_500_000, 3_000_000], error: null });
    // With a semicolon present, only semicolons separate.
    expect(splitExitValues('1,5 M; 20 M, 3')).toEqual(['1,5 M', '20 M, 3']);
  });

  it('reads back what the one writer writes, in both languages', () => {
    const values = [0, 1_234_567, 5_000_000, 987_654_321];
    for (const currency of ['USD', 'XOF', 'EUR', 'NGN'] as const) {
      for (const locale of ['en', 'fr'] as const) {
        const text = values.map((v) => formatAmount(v, currency, { locale })).join('; ');
        expect(parseExitValues(text, currency), `${currency} ${locale}: ${text}`).toEqual({ values, error: null });
      }
    }
  });

  it('names the value it refuses by its place in the list and as typed', () => {
    expect(parseExitValues('5000000; abc')).toEqual({ values: [], error: englishOf(m.exitValueAt(2, 'abc', m.exitValueNumber)) });
    expect(parseExitValues('5000000; -2 M')).toEqual({ values: [], error: englishOf(m.exitValueAt(2, '-2 M', m.exitValue)) });
    const otherCurrency = parseExitValues('XOF 5 000 000; $5M', 'XOF');
    expect(otherCurrency.values).toEqual([]);
    expect(otherCurrency.error).toMatch(/^Exit value 2 \("\$5M"\): .*USD/);
    expect(parseExitValues(Array.from({ length: 21 }, () => '1').join('; '))).toEqual({ values: [], error: m.tooManyExitValues });
  });

  it('says which value is wrong in French too', async () => {
    await loadTranslation('fr', 'financial-tools');
    expect(translateLoaded('fr', englishRemembered(m.exitValueAt(2, 'abc', m.exitValueNumber)))).toBe('Valeur de sortie 2 (« abc ») : La valeur de sortie doit être un nombre (exitValues)');
  });
});
