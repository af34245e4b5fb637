import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import { sentenceFacts } from './sentence-facts';

const table = (margins: string, costs: string) =>
  ['Quarterly figures (USD)', 'Metric            Q1-25     Q2-25     Q3-25', 'Revenue           410,000   395,000   372,000', `Gross margin      ${margins}`, `Total costs       ${costs}`].join('\n');
const flags = (text: string) => analyzeDocument(text, 'financial_statements').riskFlags.map((f) => f.ruleId);

describe('a table by period with a row of percentages between its rows of money', () => {
  it('writes the percentages as they stand and reads the rows under them', () => {
    const rows = sentenceFacts(table('45%       43%       41%', '520,000   515,000   530,000')).filter((s) => s.derived).map((s) => s.text);
    expect(rows).toContain('Gross margin Q1-25: 45%; Q2-25: 43%; Q3-25: 41%.');
    expect(rows).toContain('Total costs Q1-25: USD 520000; Q2-25: USD 515000; Q3-25: USD 530000.');
  });

  it('compares the latest costs under the percentages with the latest revenue', () => {
    expect(flags(table('45%       43%       41%', '520,000   515,000   530,000'))).toContain('burn-above-revenue');
    expect(flags(table('45%       43%       41%', '320,000   315,000   330,000'))).not.toContain('burn-above-revenue');
  });

  it('reads French labels and percentages written with a space alike', () => {
    const french = ['Tableau trimestriel (XOF)', 'Poste               Q1-25       Q2-25       Q3-25', "Chiffre d'affaires   41000000    39500000    37200000", 'Marge brute         45 %        43 %        41 %', 'Charges totales     52000000    51500000    53000000'].join('\n');
    const rows = sentenceFacts(french).filter((s) => s.derived).map((s) => s.text);
    expect(rows).toContain('Marge brute Q1-25: 45 %; Q2-25: 43 %; Q3-25: 41 %.');
    expect(rows.some((t) => t.startsWith('Charges totales'))).toBe(true);
  });
});
