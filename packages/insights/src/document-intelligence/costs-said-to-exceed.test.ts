import { describe, expect, it } from 'vitest';
import { costsSaidToExceed } from './costs-said-to-exceed';
import { sentenceFacts } from './sentence-facts';

const flag = (text: string) => costsSaidToExceed(sentenceFacts(text));

describe('costsSaidToExceed', () => {
  it('reads a result written with a minus sign or in brackets as a loss', () => {
    expect(flag("Les comptes font apparaître un chiffre d'affaires de 640 M FCFA et un résultat net de − 75 M FCFA.")?.ruleId).toBe('burn-above-revenue');
    expect(flag('Revenue was USD 2.1m; net result: (USD 0.4m).')?.ruleId).toBe('burn-above-revenue');
  });

  it('reads no loss from a positive result', () => {
    expect(flag("Un chiffre d'affaires de 640 M FCFA et un résultat net de 75 M FCFA.")).toBeNull();
  });
});
