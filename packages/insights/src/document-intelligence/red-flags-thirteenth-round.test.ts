/**
 * The readers changed in the thirteenth round (decision 0036), from the mistakes of the retired fifth held-out set
 * (eval/cases-dev-retired-fifth*.ts): each a general way of writing, with worked examples in English and in French in
 * words other than that set's, and the near-misses it must let pass.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();
const noFigures = (text: string, type: DocumentType = 'pitch_deck') => flags(text, type).includes('missing-financials');

describe('amounts and tables in the shapes accounts write them', () => {
  it('reads a multiplier fused with any currency code as an amount', () => {
    expect(noFigures('Ventes 2026 : 3,8 MMAD, en hausse.')).toBe(false);
    expect(noFigures('Revenue 2026: 12.5 MKES from 40 dealers.')).toBe(false);
  });

  it('reads a statement under a caption that names the currency as KSh', () => {
    expect(noFigures(['MANAGEMENT ACCOUNTS - H1 2026', 'KSh M', 'Revenue               40.2', 'Operating costs       31.0'].join('\n'), 'financial_statements')).toBe(false);
  });

  it('reads a table written one cell a line whose values carry their currency', () => {
    const text = ['Chiffre d\'affaires', '2024', 'XOF 910M', '2025', 'XOF 840M', '2026', 'XOF 610M'].join('\n');
    expect(flags(text, 'financial_statements')).toContain('declining-revenue');
    expect(noFigures(text, 'financial_statements')).toBe(false);
  });

  it('lets a growing series pass', () => {
    expect(flags(['Revenue', '2024', 'GHS 8.1M', '2025', 'GHS 9.4M', '2026', 'GHS 11.0M'].join('\n'), 'financial_statements')).not.toContain('declining-revenue');
  });
});

describe('prose hard-wrapped at a fixed width reads as the sentences it wraps', () => {
  it('keeps a negation on one line over the words on the next', () => {
    const text = ['Note 14 - Loans', 'As the bank confirmed in writing at 31 March 2026, the company was not in', 'default on its working-capital facility. Revenue for the year: GHS 18.0M.'].join('\n');
    expect(flags(text, 'financial_statements')).not.toContain('debt-distress');
    const french = ["Note 9 - Dettes financières", "Comme la banque l'a confirmé par écrit au 31 décembre 2025, la société n'était pas", 'en défaut sur son prêt de 400 M FCFA. Chiffre d\'affaires : 2,1 Md FCFA.'].join('\n');
    expect(flags(french, 'financial_statements')).not.toContain('debt-distress');
  });

  it('still flags what a wrapped sentence asserts', () => {
    const text = ['Note 14 - Loans', 'As the bank reported to the board at 31 March 2026, the company is in', 'default on its working-capital facility. Revenue for the year: GHS 18.0M.'].join('\n');
    expect(flags(text, 'financial_statements')).toContain('debt-distress');
  });

  it('reads a denied object of a default as no default', () => {
    expect(flags('The company paid every instalment on time and missed no payment on its USD 2M loan in 2026. Revenue: USD 6.1M.', 'financial_statements')).not.toContain('debt-distress');
    expect(flags('The company missed two payments on its USD 2M loan in 2026. Revenue: USD 6.1M.', 'financial_statements')).toContain('debt-distress');
  });

  it('reads a cause as its own clause, so a modal verb in it does not hedge the fact', () => {
    expect(flags('Gross margin fell from 41% in 2025 to 29% in 2026 because input costs rose faster than we could reprice. Revenue 2026: $3.2M.', 'financial_statements')).toContain('gross-margin');
  });
});
